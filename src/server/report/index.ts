// The market report: what the download route and the benchmark use.

export { generateReport } from "./generate-report.ts";
export { loadReportInput } from "./load-input.ts";
export { getReport, reportKey, reportUnavailable, resetReportCache } from "./report-cache.ts";
export { newestReferenceMonth, reportFilename } from "./report-figures.ts";
export type { ReportEntities, ReportFile, ReportInput } from "./report-types.ts";
export { BLS_DISCLAIMER } from "./section-methodology.ts";

// The market report: what the download route and the benchmark use.

export { newestReferenceMonth, reportFilename } from "./figures.ts";
export { generateReport } from "./generate-report.ts";
export { loadReportInput } from "./load-input.ts";
export { getReport, reportKey, reportUnavailable, resetReportCache } from "./report-cache.ts";
export { BLS_DISCLAIMER } from "./section-methodology.ts";
export type { ReportEntities, ReportFile, ReportInput } from "./types.ts";

// What every section of the report is drawn with.
import type { ReportWriter } from "./pdf-writer.ts";
import type { ReportInput } from "./report-types.ts";

export interface ReportContext {
  readonly w: ReportWriter;
  readonly input: ReportInput;
  /** The dataset's newest reference month, "YYYY-MM". */
  readonly period: string;
}

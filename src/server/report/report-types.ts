// What the report is generated from: every entity file of one dataset version and its manifest.
import type { EntityFile, EntityName, Manifest } from "../../domain/dataset.ts";
import type { NewerRelease } from "../../domain/report-coverage.ts";

/** Every entity file (envelope and data) of the dataset, by entity name. */
export type ReportEntities = { readonly [N in EntityName]: EntityFile<N> };

/** The whole input of `generateReport`: nothing else (no clock, no store) goes into the PDF. */
export interface ReportInput {
  readonly manifest: Manifest;
  readonly entities: ReportEntities;
  /** The BLS releases newer than the report's figures that were out when it was generated (the cover names them). */
  readonly newer: readonly NewerRelease[];
}

/** A generated report, as the download route serves it. */
export interface ReportFile {
  readonly pdf: Uint8Array<ArrayBuffer>;
  /** `us-jobs-analytics-report-<YYYY-MM>.pdf`, the month being the dataset's newest reference month. */
  readonly filename: string;
  /** The dataset version the report was generated from. */
  readonly version: string;
}

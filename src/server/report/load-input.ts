// Reads the report's input, every entity file and the manifest of one dataset version, through the
// dataset layer (validated, cached per instance).
import { ENTITY_NAMES } from "../../domain/dataset.ts";
import type { NewerRelease } from "../../domain/report-coverage.ts";
import { required } from "../../domain/required.ts";
import { currentManifest, DatasetUnavailableError, loadEntity } from "../dataset-reader.ts";
import type { ReportEntities, ReportInput } from "./report-types.ts";

/** Attempts to read a consistent set of files while a new dataset version is being rolled out. */
const ATTEMPTS = 3;

/** The current dataset as the report's input; all files of one version. `newer`: the releases out since (cover). */
export async function loadReportInput(newer: readonly NewerRelease[] = []): Promise<ReportInput> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const manifest = await currentManifest();
    const files = await Promise.all(ENTITY_NAMES.map((name) => loadEntity(name)));
    if (files.every((f) => f.version === manifest.version)) {
      const entities = Object.fromEntries(
        ENTITY_NAMES.map((name, i) => [name, required(files[i], `the ${name} file`)]),
      ) as unknown as ReportEntities;
      return { manifest, entities, newer };
    }
  }
  throw new DatasetUnavailableError("report", "the dataset changed while the report's input was being read");
}

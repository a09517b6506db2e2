// The deploy's own dataset, which Netlify uploads with each deploy into the deploy store (scripts/lib/stage-dataset.ts;
// the local server seeds it from data/seed). It can be given another source (the committed seed's folder): what
// tests and tools that are not about Blobs use, so they read the seed as it is instead of uploading its 1,428 files
// into a store first. A version the live refresh published wins over it (dataset-location.ts).
import { type DatasetSource, storeSource } from "../dataset/sources.ts";
import { DATASET_PREFIX, datasetStore } from "./stores.ts";

let deployOverride: DatasetSource | null = null;

/** The deploy's own dataset: the deploy store, unless serveDeployDatasetFrom gave another source. */
export function deployDatasetSource(): DatasetSource {
  return deployOverride ?? storeSource(datasetStore(), DATASET_PREFIX, "the deploy's dataset store");
}

/** Serves the deploy's dataset from `source` (null: the deploy store again). A published version still wins. */
export function serveDeployDatasetFrom(source: DatasetSource | null): void {
  deployOverride = source;
}

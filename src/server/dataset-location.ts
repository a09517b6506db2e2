// Where the served dataset is read from: the version the live refresh published (its pointer in the versions store)
// when there is one, else the deploy's own dataset (deploy-dataset.ts).
import type { DatasetSource } from "../dataset/sources.ts";
import { deployDatasetSource } from "./deploy-dataset.ts";
import { readPointer, versionSource } from "./versions/version-store.ts";

/** The source of the dataset being served: the published version's, else the deploy's. */
export async function servedDatasetSource(): Promise<DatasetSource> {
  const pointer = await readPointer();
  return pointer ? versionSource(pointer.version) : deployDatasetSource();
}

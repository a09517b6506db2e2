import { folderSource } from "../../src/dataset/sources.ts";
import { resetDatasetCache } from "../../src/server/dataset-reader.ts";
import { serveDeployDatasetFrom } from "../../src/server/deploy-dataset.ts";
import { startLocalBlobs } from "./blobs.ts";
import { SEED_DIR } from "./seed.ts";

/**
 * A real local Blobs server (for the stores a test writes: subscriptions, versions, …) with the committed seed as the
 * deploy's dataset, read from its folder as it is rather than uploaded file by file, and the dataset cache reset.
 * `inStore: true` serves the seed from the deploy store instead, as `npm start` seeds it (a copy of a folder seeded
 * once), for tests about what the store holds (a file altered or missing there).
 */
export async function startSeededBlobs(options: { inStore?: boolean } = {}) {
  const blobs = await startLocalBlobs({ seeded: options.inStore === true });
  if (!options.inStore) serveDeployDatasetFrom(folderSource(SEED_DIR, "data/seed"));
  resetDatasetCache();
  return {
    ...blobs,
    async stop() {
      serveDeployDatasetFrom(null);
      await blobs.stop();
    },
  };
}

/** Calls a v2 handler with a GET of `path` (and its route params). */
export function get(
  handler: (req: Request, context: { params: Record<string, string> }) => Promise<Response>,
  path: string,
  params: Record<string, string> = {},
  init: RequestInit = {},
): Promise<Response> {
  return handler(new Request(`http://localhost${path}`, init), { params });
}

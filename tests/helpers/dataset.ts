import { resetDatasetCache } from "../../src/server/dataset-reader.ts";
import { seedDatasetIfStale } from "../../src/server/seed-upload.ts";
import { startLocalBlobs } from "./blobs.ts";
import { SEED_DIR } from "./seed.ts";

/** A real local Blobs server holding the committed seed, with the functions' dataset cache reset. */
export async function startSeededBlobs() {
  const blobs = await startLocalBlobs();
  await seedDatasetIfStale(SEED_DIR);
  resetDatasetCache();
  return blobs;
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

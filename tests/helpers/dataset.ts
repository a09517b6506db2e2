import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { EntityFile, EntityName } from "../../src/domain/dataset.ts";
import { resetDatasetCache } from "../../src/server/dataset.ts";
import { seedDatasetIfStale } from "../../src/server/seed-dataset.ts";
import { startLocalBlobs } from "./blobs.ts";

export const SEED_DIR = join(import.meta.dirname, "../../data/seed");

/** An entity file of the committed seed, read straight from disk (what a route must agree with). */
export function readSeed<N extends EntityName>(name: N): EntityFile<N> {
  return JSON.parse(readFileSync(join(SEED_DIR, `${name}.json`), "utf8")) as EntityFile<N>;
}

/** The version in the committed seed's manifest. */
export function seedVersion(): string {
  return (JSON.parse(readFileSync(join(SEED_DIR, "manifest.json"), "utf8")) as { version: string }).version;
}

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

// The committed seed (data/seed) as tests read it: straight from disk, typed by entity. Plain file
// reads only, so component tests can use it without loading any server code.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { EntityFile, EntityName, Manifest } from "../../src/domain/dataset.ts";

export const SEED_DIR = join(import.meta.dirname, "../../data/seed");

/** An entity file of the committed seed (what a route or a page must agree with). */
export function readSeed<N extends EntityName>(name: N): EntityFile<N> {
  return JSON.parse(readFileSync(join(SEED_DIR, `${name}.json`), "utf8")) as EntityFile<N>;
}

/** The records of an entity file of the committed seed. */
export function seedData<N extends EntityName>(name: N): EntityFile<N>["data"] {
  return readSeed(name).data;
}

/** The committed seed's manifest. */
export function seedManifest(): Manifest {
  return JSON.parse(readFileSync(join(SEED_DIR, "manifest.json"), "utf8")) as Manifest;
}

/** The version in the committed seed's manifest. */
export function seedVersion(): string {
  return seedManifest().version;
}

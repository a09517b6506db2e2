// Build-time access to the committed seed dataset: pages render it into their HTML (static-first)
// and hand it to islands as initial data. Runs only while Astro builds (prerendering), never in the browser.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { EntityFile, EntityName, Manifest } from "../domain/dataset";
import type { Provenance } from "../domain/provenance";

const SEED_DIR = join(process.cwd(), "data/seed");
const cache = new Map<string, unknown>();

function read<T>(file: string): T {
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(join(SEED_DIR, file), "utf8")));
  return cache.get(file) as T;
}

/** One entity file of the seed (envelope and data). */
export function seedEntity<N extends EntityName>(name: N): EntityFile<N> {
  return read<EntityFile<N>>(`${name}.json`);
}

/** The seed's manifest (version, methodology, attributions). */
export function seedManifest(): Manifest {
  return read<Manifest>("manifest.json");
}

/** The "as of" period and the sources of an entity, for its card's source note. */
export function provenanceOf(name: EntityName): Provenance {
  const file = seedEntity(name);
  return {
    asOf: file.asOf,
    sources: file.sources.map((s) => ({ publisher: s.publisher, title: s.title, ...(s.url ? { url: s.url } : {}) })),
  };
}

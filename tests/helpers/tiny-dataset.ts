// A dataset version of a few files, for tests of where versions are written, copied and verified: the committed
// seed's manifest with another version and a list of just these files (their contents need not be real data).
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileEntries } from "../../src/dataset/files.ts";
import { type Manifest, ManifestSchema } from "../../src/domain/dataset.ts";

const SEED_MANIFEST = path.resolve(import.meta.dirname, "../../data/seed/manifest.json");

export interface TinyDataset {
  readonly files: Map<string, string>;
  readonly manifest: Manifest;
}

/** The files (path → text) plus a manifest listing them, as `files` holds them under "manifest.json". */
export function tinyDataset(version: string, contents: Record<string, string> = { "states.json": "{}" }): TinyDataset {
  const files = new Map(Object.entries(contents));
  const seed = ManifestSchema.parse(JSON.parse(readFileSync(SEED_MANIFEST, "utf8")));
  const manifest: Manifest = { ...seed, version, files: fileEntries(files) };
  files.set("manifest.json", `${JSON.stringify(manifest, null, 2)}\n`);
  return { files, manifest };
}

// The dataset built from the full raw snapshot, once per run of the data project (tests/helpers/full-dataset-setup.ts
// builds it in a child process): a data test waits for it and reads it, instead of building it again itself.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { inject } from "vitest";
import { filesOf } from "../../src/dataset/files.ts";
import { type Manifest, ManifestSchema } from "../../src/domain/dataset.ts";

/** Where the build is: the snapshot it reads, the folder it writes, its working folder, the workbook table cache. */
export interface FullDatasetBuild {
  readonly raw: string;
  readonly dir: string;
  readonly work: string;
  readonly tableCache: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The data project's build of the full dataset, or null where the machine has no raw snapshot. */
    fullDataset: FullDatasetBuild | null;
  }
}

/** The workbook tables kept between runs, relative to the repository (node_modules is never committed). */
export const TABLE_CACHE = "node_modules/.cache/usja/xlsx-tables";
/** The build's output and exit status, in its working folder. */
export const BUILD_LOG = "build.log";
export const BUILD_EXIT = "exit.json";

/** A dataset as read back: every file by path, and its manifest. */
export interface ReadDataset {
  readonly files: ReadonlyMap<string, string>;
  readonly manifest: Manifest;
}

/**
 * The longest a data test waits for the build: it takes about 30 s alone with the workbooks to parse (about 15 s
 * without), and several times that while the two test workers keep both cores busy under coverage.
 */
export const FULL_BUILD_WAIT_MS = 480_000;

/** Waits for the build of the full dataset to end, then reads every file its manifest lists. */
export async function fullDataset(build: FullDatasetBuild): Promise<ReadDataset> {
  const exit = path.join(build.work, BUILD_EXIT);
  const deadline = Date.now() + FULL_BUILD_WAIT_MS;
  while (!existsSync(exit)) {
    if (Date.now() > deadline) throw new Error(`the full dataset's build did not end within ${FULL_BUILD_WAIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const { code, signal } = JSON.parse(readFileSync(exit, "utf8")) as { code: number | null; signal: string | null };
  if (code !== 0) {
    const log = readFileSync(path.join(build.work, BUILD_LOG), "utf8");
    throw new Error(`the full dataset's build failed (${signal ?? `exit code ${code}`}):\n${log.slice(-3000)}`);
  }
  const manifest = ManifestSchema.parse(JSON.parse(readFileSync(path.join(build.dir, "manifest.json"), "utf8")));
  const files = new Map<string, string>();
  for (const file of filesOf(manifest)) files.set(file.path, readFileSync(path.join(build.dir, file.path), "utf8"));
  files.set("manifest.json", readFileSync(path.join(build.dir, "manifest.json"), "utf8"));
  return { files, manifest };
}

/** The data project's build, or null where the machine has no raw snapshot. */
export function fullDatasetBuild(): FullDatasetBuild | null {
  return inject("fullDataset");
}

// Where a dataset version comes from and goes to: a folder (the committed seed, the build's copy of the published
// version), a Blobs store under a key prefix (the deploy's store, a version in the versions store), or memory. One
// copy and one verification for all of them, driven by the manifest's list of files; the manifest goes last, so a
// reader never sees a manifest whose files are not all there.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { DatasetFileEntry, Manifest } from "../domain/dataset.ts";
import { MANIFEST_FILE_NAME } from "../domain/dataset.ts";
import { blobKey, checkFile, filesOf, parseManifest } from "./files.ts";

/** Reads the files of one dataset version by their paths in it. */
export interface DatasetSource {
  /** What it is, for messages ("data/seed", "version 02aabad20015222a in the versions store"). */
  readonly label: string;
  /** The file's text, or null when the source has no such file. */
  read(file: string): Promise<string | null>;
}

/** Writes the files of one dataset version by their paths in it. */
export interface DatasetSink {
  readonly label: string;
  write(file: string, text: string): Promise<void>;
}

/** The part of a Netlify Blobs store a dataset source or sink uses. */
export interface TextStore {
  get(key: string, options: { type: "text" }): Promise<string | null>;
  set(key: string, value: string): Promise<unknown>;
}

export function folderSource(dir: string, label = dir): DatasetSource {
  return {
    label,
    read: (file) =>
      readFile(path.join(dir, file), "utf8").catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return null;
        throw error;
      }),
  };
}

export function folderSink(dir: string, label = dir): DatasetSink {
  return {
    label,
    write: async (file, text) => {
      const target = path.join(dir, file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, text, "utf8");
    },
  };
}

/** A store's keys under `prefix`: `prefix + blobKey(path)` ("v/<version>/occupation/15-1252", "dataset/manifest"). */
export function storeSource(store: TextStore, prefix: string, label: string): DatasetSource {
  return { label, read: (file) => store.get(`${prefix}${blobKey(file)}`, { type: "text" }) };
}

export function storeSink(store: TextStore, prefix: string, label: string): DatasetSink {
  return {
    label,
    write: async (file, text) => {
      await store.set(`${prefix}${blobKey(file)}`, text);
    },
  };
}

/** A dataset held in memory, path → text (a build's output, or a test's dataset). */
export function memorySource(files: ReadonlyMap<string, string>, label = "memory"): DatasetSource {
  return { label, read: async (file) => files.get(file) ?? null };
}

export function memorySink(files: Map<string, string>, label = "memory"): DatasetSink {
  return {
    label,
    write: async (file, text) => {
      files.set(file, text);
    },
  };
}

/** The source's manifest; a source without one is not a dataset. */
export async function readManifest(source: DatasetSource): Promise<{ manifest: Manifest; text: string }> {
  const text = await source.read(MANIFEST_FILE_NAME);
  if (text === null) throw new Error(`${source.label} has no manifest`);
  return { manifest: parseManifest(text, source.label), text };
}

/** How many files are read or written at once. */
const CONCURRENCY = 8;

/** Works through the files a few at a time; the first error stops the others and is thrown once all have stopped. */
async function eachFile(
  files: readonly DatasetFileEntry[],
  work: (entry: DatasetFileEntry) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (!failure && next < files.length) {
      try {
        await work(files[next++] as DatasetFileEntry);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, files.length) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
}

export interface VerifyOptions {
  /** Also parse each file with its kind's schema (slower; the hash alone proves the bytes are the ones built). */
  readonly parse?: boolean;
}

/** Checks every file the manifest lists is in the source and matches its hash (and schema, when asked). */
export async function verifyDataset(source: DatasetSource, options: VerifyOptions = {}): Promise<Manifest> {
  const { manifest } = await readManifest(source);
  await eachFile(filesOf(manifest), async (entry) =>
    checkFile(entry, await source.read(entry.path), source.label, options.parse),
  );
  return manifest;
}

/**
 * Copies a whole version from `source` to `sink`: every file the manifest lists, each checked against its hash
 * before it is written, and the manifest last. A missing or altered file stops the copy before the manifest is
 * written, so the sink never holds a manifest of files it does not have.
 */
export async function copyDataset(
  source: DatasetSource,
  sink: DatasetSink,
  options: VerifyOptions = {},
): Promise<Manifest> {
  const { manifest, text } = await readManifest(source);
  await eachFile(filesOf(manifest), async (entry) => {
    const file = await source.read(entry.path);
    checkFile(entry, file, source.label, options.parse);
    await sink.write(entry.path, file as string);
  });
  await sink.write(MANIFEST_FILE_NAME, text);
  return manifest;
}

// What a dataset version is: the files its manifest lists, each of a known kind with the schema it is read with,
// and the key it is kept under in a Blobs store. Every writer, verifier, copier and reader of a version goes by
// this list; no other code lists or globs dataset files.
import { createHash } from "node:crypto";
import type { z } from "zod";
import {
  type DatasetFileEntry,
  type DatasetFileKind,
  ENTITY_NAMES,
  type EntityName,
  entityFileName,
  entityFileSchema,
  MANIFEST_FILE_NAME,
  type Manifest,
  ManifestSchema,
} from "../domain/dataset.ts";
import { OccupationDataSchema } from "../domain/occupation-data.ts";
import { OccupationIndexSchema } from "../domain/occupation-index-schema.ts";
import { PostingSummarySchema } from "../domain/occupation-postings.ts";
import { PlaceDataSchema } from "../domain/place-data.ts";

/** A version's file that is missing, altered or of no known kind, or a manifest without its list of files. */
export class DatasetFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DatasetFormatError";
  }
}

export const OCCUPATION_INDEX_PATH = "occupation-index.json";
export const OCCUPATION_POSTINGS_PATH = "occupation-postings.json";

/** The path of one occupation's file, and of one place's. */
export const occupationPath = (soc: string): string => `occupation/${soc}.json`;
export const placePath = (code: string): string => `place/${code}.json`;

const ENTITY_FILES = new Map<string, EntityName>(ENTITY_NAMES.map((name) => [entityFileName(name), name]));

/** The kind of a file by its path in the version, or null when a version holds no such file. */
export function fileKind(path: string): DatasetFileKind | null {
  const entity = ENTITY_FILES.get(path);
  if (entity) return entity;
  if (path === OCCUPATION_INDEX_PATH) return "occupation-index";
  if (path === OCCUPATION_POSTINGS_PATH) return "occupation-postings";
  if (/^occupation\/\d{2}-\d{4}\.json$/.test(path)) return "occupation";
  if (/^place\/[0-9A-Z]{2,7}\.json$/.test(path)) return "place";
  return null;
}

/** The schema a file of this kind is read with, at build time and at run time alike. */
export function schemaOfKind(kind: DatasetFileKind): z.ZodType {
  switch (kind) {
    case "occupation":
      return OccupationDataSchema;
    case "place":
      return PlaceDataSchema;
    case "occupation-index":
      return OccupationIndexSchema;
    case "occupation-postings":
      return PostingSummarySchema;
    default:
      return entityFileSchema(kind);
  }
}

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** The manifest's list of a built version's files (every file but the manifest), in the order they were written. */
export function fileEntries(files: ReadonlyMap<string, string>): DatasetFileEntry[] {
  const entries: DatasetFileEntry[] = [];
  for (const [path, text] of files) {
    if (path === MANIFEST_FILE_NAME) continue;
    const kind = fileKind(path);
    if (!kind) throw new DatasetFormatError(`${path} is not a kind of file a dataset version holds`);
    entries.push({ path, sha256: sha256Hex(text), kind });
  }
  return entries;
}

/** Every file of a version as its manifest lists them; a manifest stored before the list existed is refused. */
export function filesOf(manifest: Manifest): readonly DatasetFileEntry[] {
  if (!manifest.files)
    throw new DatasetFormatError(
      `version ${manifest.version} was stored before manifests listed their files; publish a newer version`,
    );
  return manifest.files;
}

/** The key a file is kept under in a Blobs store: its path without ".json" ("manifest", "occupation/15-1252"). */
export function blobKey(path: string): string {
  return path.replace(/\.json$/, "");
}

/** A manifest's text, parsed and checked. */
export function parseManifest(text: string, where: string): Manifest {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new DatasetFormatError(`${where}: the manifest is not JSON`);
  }
  const result = ManifestSchema.safeParse(raw);
  if (!result.success)
    throw new DatasetFormatError(
      `${where}: the manifest does not match its schema (${result.error.issues[0]?.message})`,
    );
  return result.data;
}

/** Checks a file's text against its manifest entry: the hash always, the schema when asked. */
export function checkFile(entry: DatasetFileEntry, text: string | null, where: string, parse = false): void {
  if (text === null) throw new DatasetFormatError(`${where} is missing ${entry.path}`);
  if (sha256Hex(text) !== entry.sha256)
    throw new DatasetFormatError(`${where}: ${entry.path} does not match its manifest hash`);
  if (parse) parseFile(entry.kind, text, `${where}: ${entry.path}`);
}

/** A file's text parsed with its kind's schema; a file that does not match stops with its path and the first issue. */
export function parseFile(kind: DatasetFileKind, text: string, where: string): unknown {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new DatasetFormatError(`${where} is not JSON`);
  }
  const result = schemaOfKind(kind).safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new DatasetFormatError(
      `${where} does not match its schema: ${issue?.path.map(String).join(".") ?? ""}: ${issue?.message ?? ""}`,
    );
  }
  return result.data;
}

/** File access for readers: paths are resolved against the input directory and reported relative to it. */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { InputError } from "../pipeline-errors.ts";

/** Reads a required UTF-8 file, or raises an InputError naming it. */
export function readText(root: string, relativePath: string): string {
  return readBytes(root, relativePath).toString("utf8");
}

/** Reads a required file's bytes, or raises an InputError naming it. */
export function readBytes(root: string, relativePath: string): Buffer {
  const full = path.join(root, relativePath);
  if (!existsSync(full) || !statSync(full).isFile()) {
    throw new InputError(relativePath, `required input file is missing (looked in ${root})`);
  }
  return readFileSync(full);
}

/** Absolute path of a required file (for libraries that open files themselves). */
export function requireFile(root: string, relativePath: string): string {
  const full = path.join(root, relativePath);
  if (!existsSync(full) || !statSync(full).isFile()) {
    throw new InputError(relativePath, `required input file is missing (looked in ${root})`);
  }
  return full;
}

/** Relative paths of the files in a required folder whose names end with `suffix`, sorted by name (bytewise). */
export function listFiles(root: string, relativeDir: string, suffix: string): string[] {
  const full = path.join(root, relativeDir);
  if (!existsSync(full) || !statSync(full).isDirectory()) {
    throw new InputError(relativeDir, `required input folder is missing (looked in ${root})`);
  }
  const names = readdirSync(full)
    .filter((name) => name.endsWith(suffix))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (names.length === 0) throw new InputError(relativeDir, `no *${suffix} files in the folder`);
  return names.map((name) => path.posix.join(relativeDir, name));
}

/**
 * The input directory a refresh builds from: the snapshot (read-only, linked file by file) with each source's last
 * good raw input laid over it, then this refresh's new answers. Built in a fresh temporary folder, so a refresh
 * never changes the snapshot and a crashed one leaves nothing behind that a later one reads.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Raw files one source contributes over the snapshot. */
export interface RawLayer {
  readonly files: ReadonlyMap<string, string> | Readonly<Record<string, string>>;
  readonly removed?: readonly string[];
}

function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else symlinkSync(source, target);
  }
}

function entries(files: RawLayer["files"]): [string, string][] {
  return files instanceof Map ? [...files] : Object.entries(files);
}

/** Applies a layer: its files replace (or add to) the directory's, its removed files go. */
export function applyLayer(root: string, layer: RawLayer): void {
  for (const file of layer.removed ?? []) rmSync(path.join(root, file), { force: true });
  for (const [file, text] of entries(layer.files)) {
    const full = path.join(root, file);
    if (!full.startsWith(root + path.sep)) throw new Error(`raw file outside the input directory: ${file}`);
    mkdirSync(path.dirname(full), { recursive: true });
    rmSync(full, { force: true }); // a link into the snapshot: never write through it
    writeFileSync(full, text);
  }
}

/** A temporary input directory: the snapshot, then each layer in order. Call `dispose` when done. */
export function makeWorkdir(snapshot: string, layers: readonly RawLayer[]): { root: string; dispose: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), "usja-refresh-"));
  linkTree(path.resolve(snapshot), root);
  for (const layer of layers) applyLayer(root, layer);
  return { root, dispose: () => rmSync(root, { recursive: true, force: true }) };
}

/** Names (without `suffix`) of the files in a folder of the input directory, sorted; [] when it has none. */
export function fileStems(root: string, dir: string, suffix: string): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full)
    .filter((f) => f.endsWith(suffix))
    .map((f) => f.slice(0, -suffix.length))
    .sort();
}

/**
 * Writes a built dataset to a directory all-or-nothing: files go to a fresh sibling temp directory first,
 * which then replaces the target; an error before that point leaves the previous seed untouched.
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { BuiltDataset } from "./build-dataset.ts";

export function writeSeed(outDir: string, dataset: BuiltDataset): void {
  const target = path.resolve(outDir);
  const parent = path.dirname(target);
  mkdirSync(parent, { recursive: true });
  const temp = mkdtempSync(path.join(parent, `.${path.basename(target)}-tmp-`));
  try {
    for (const [name, text] of dataset.files) {
      const file = path.join(temp, name);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text, "utf8");
    }
    chmodSync(temp, 0o755); // mkdtemp creates 0700; the seed is an ordinary readable folder
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    throw error;
  }
  const previous = existsSync(target) ? `${temp}-previous` : undefined;
  if (previous) renameSync(target, previous);
  try {
    renameSync(temp, target);
  } catch (error) {
    if (previous) renameSync(previous, target);
    rmSync(temp, { recursive: true, force: true });
    throw error;
  }
  if (previous) rmSync(previous, { recursive: true, force: true });
}

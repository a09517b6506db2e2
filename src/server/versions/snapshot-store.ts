/**
 * The raw snapshot a refresh builds over, kept in Blobs for refreshes that run on Netlify (a function has no copy
 * of it): the operator uploads it once, and again after each manual import of an annual source. Each file is one
 * blob keyed by its path; the index (paths and hashes) is written last, so a half-finished upload is never used.
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { rawSnapshotStore } from "../stores.ts";

const INDEX_KEY = "_index";
const IndexSchema = z.object({
  uploadedAt: z.iso.datetime(),
  files: z.record(z.string(), z.string()),
});
type SnapshotIndex = z.infer<typeof IndexSchema>;

async function walk(dir: string, base = dir): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await walk(full, base)));
    else if (entry.isFile()) out.push(path.relative(base, full).split(path.sep).join("/"));
  }
  return out.sort();
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** Uploads every file of `dir` whose content changed, then the index. Returns the number of files uploaded. */
export async function uploadSnapshot(
  dir: string,
  now: Date = new Date(),
): Promise<{ files: number; uploaded: number }> {
  const store = rawSnapshotStore();
  const previous = await readIndex();
  const files: Record<string, string> = {};
  let uploaded = 0;
  for (const rel of await walk(dir)) {
    const bytes = await readFile(path.join(dir, rel));
    files[rel] = sha256(bytes);
    if (previous?.files[rel] === files[rel]) continue;
    await store.set(rel, new Uint8Array(bytes).buffer);
    uploaded += 1;
  }
  await store.setJSON(INDEX_KEY, { uploadedAt: now.toISOString(), files } satisfies SnapshotIndex);
  return { files: Object.keys(files).length, uploaded };
}

async function readIndex(): Promise<SnapshotIndex | null> {
  const raw: unknown = await rawSnapshotStore().get(INDEX_KEY, { type: "json" });
  return raw === null ? null : IndexSchema.parse(raw);
}

/** Whether an operator uploaded a snapshot (its index is written last, so a half-finished upload counts as none). */
export async function hasUploadedSnapshot(): Promise<boolean> {
  return (await readIndex()) !== null;
}

/**
 * Writes the uploaded snapshot into `target` (skipping files already there with the same hash) and returns it;
 * throws when no snapshot was uploaded or a file is missing or corrupt.
 */
export async function materializeSnapshot(target: string): Promise<string> {
  const index = await readIndex();
  if (!index) throw new Error("no raw snapshot in Blobs: upload one with `npm run operator -- upload-snapshot DIR`");
  const store = rawSnapshotStore();
  const entries = Object.entries(index.files);
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const [rel, hash] = entries[next++] as [string, string];
      const file = path.join(target, rel);
      const have = await stat(file).then(
        async () => sha256(await readFile(file)),
        () => null,
      );
      if (have === hash) continue;
      const data = await store.get(rel, { type: "arrayBuffer" });
      if (data === null) throw new Error(`raw snapshot file ${rel} is missing from Blobs`);
      const bytes = new Uint8Array(data);
      if (sha256(bytes) !== hash) throw new Error(`raw snapshot file ${rel} does not match its hash`);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return target;
}

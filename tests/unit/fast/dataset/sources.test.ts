// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { blobKey, DatasetFormatError, fileEntries, fileKind, filesOf } from "~/dataset/files.ts";
import {
  copyDataset,
  folderSink,
  folderSource,
  memorySink,
  memorySource,
  storeSink,
  storeSource,
  type TextStore,
  verifyDataset,
} from "~/dataset/sources.ts";
import { tinyDataset } from "../../../helpers/tiny-dataset.ts";

const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "usja-dataset-"));
  scratch.push(dir);
  return dir;
};

const contents = {
  "states.json": '{"entity":"states"}\n',
  "occupation-index.json": "[]\n",
  "occupation-postings.json": "{}\n",
  "occupation/15-1252.json": '{"soc":"15-1252"}\n',
  "place/TX.json": '{"place":"TX"}\n',
  "place/12420.json": '{"place":"12420"}\n',
};

/** A Blobs store in memory, with the two calls the dataset module uses. */
function mapStore(): TextStore & { keys: Map<string, string> } {
  const keys = new Map<string, string>();
  return {
    keys,
    get: async (key) => keys.get(key) ?? null,
    set: async (key, value) => {
      keys.set(key, value);
    },
  };
}

describe("the dataset module's file list", () => {
  it("knows each kind of file a version holds and refuses any other", () => {
    expect(fileKind("states.json")).toBe("states");
    expect(fileKind("occupation/15-1252.json")).toBe("occupation");
    expect(fileKind("place/0100001.json")).toBe("place");
    expect(fileKind("occupation-index.json")).toBe("occupation-index");
    expect(fileKind("occupation-postings.json")).toBe("occupation-postings");
    expect(fileKind("updates.json")).toBeNull();
    expect(fileKind("../etc/passwd")).toBeNull();
    expect(() => fileEntries(new Map([["notes.json", "{}"]]))).toThrow(DatasetFormatError);
    expect(blobKey("occupation/15-1252.json")).toBe("occupation/15-1252");
  });

  it("lists every file of the committed seed, and nothing it does not hold", () => {
    const seed = path.resolve(import.meta.dirname, "../../../../data/seed");
    const manifest = JSON.parse(readFileSync(path.join(seed, "manifest.json"), "utf8"));
    const listed = filesOf(manifest).map((f) => f.path);
    expect(listed.length).toBeGreaterThan(1400);
    for (const kind of ["occupation", "place", "occupation-index", "occupation-postings", "states"])
      expect(
        filesOf(manifest).some((f) => f.kind === kind),
        kind,
      ).toBe(true);
    for (const file of listed) expect(existsSync(path.join(seed, file)), file).toBe(true);
  });

  it("refuses a manifest stored before manifests listed their files", () => {
    const { manifest } = tinyDataset("00000000000000aa");
    const { files: _files, ...legacy } = manifest;
    expect(() => filesOf(legacy)).toThrow(/stored before manifests listed their files/);
  });
});

describe("copying and verifying a version", () => {
  it("copies every listed file between a folder, a store and memory, the manifest last", async () => {
    const dataset = tinyDataset("00000000000000ab", contents);
    const store = mapStore();
    const written: string[] = [];
    const sink = storeSink(store, "v/00000000000000ab/", "store");
    await copyDataset(memorySource(dataset.files), {
      label: sink.label,
      write: async (file, text) => {
        written.push(file);
        await sink.write(file, text);
      },
    });
    expect(written.at(-1)).toBe("manifest.json");
    expect([...written].sort()).toEqual([...dataset.files.keys()].sort());
    expect(store.keys.get("v/00000000000000ab/place/12420")).toBe(contents["place/12420.json"]);

    const dir = tempDir();
    await copyDataset(storeSource(store, "v/00000000000000ab/", "store"), folderSink(dir));
    for (const [file, text] of dataset.files) expect(readFileSync(path.join(dir, file), "utf8"), file).toBe(text);
    const back = new Map<string, string>();
    const manifest = await copyDataset(folderSource(dir), memorySink(back));
    expect(manifest.version).toBe("00000000000000ab");
    expect(back).toEqual(dataset.files);
  });

  it("stops at a missing or altered file before it writes the manifest", async () => {
    const dataset = tinyDataset("00000000000000ac", contents);
    const altered = new Map(dataset.files);
    altered.set("place/TX.json", '{"place":"XX"}\n');
    const into = new Map<string, string>();
    await expect(copyDataset(memorySource(altered), memorySink(into))).rejects.toThrow(
      /place\/TX.json does not match its manifest hash/,
    );
    expect(into.has("manifest.json")).toBe(false);
    const missing = new Map(dataset.files);
    missing.delete("occupation-index.json");
    await expect(verifyDataset(memorySource(missing, "the copy"))).rejects.toThrow(
      "the copy is missing occupation-index.json",
    );
    await expect(verifyDataset(memorySource(dataset.files))).resolves.toMatchObject({ version: "00000000000000ac" });
  });

  it("has stopped writing by the time a failed copy rejects, so the caller can clear what it wrote", async () => {
    const many: Record<string, string> = {};
    for (let i = 0; i < 40; i++) many[`place/${String(10000 + i)}.json`] = `{"i":${i}}\n`;
    const dataset = tinyDataset("00000000000000ae", many);
    const altered = new Map(dataset.files);
    altered.set("place/10003.json", "{}\n");
    let writes = 0;
    const slowSink = {
      label: "slow",
      write: async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        writes++;
      },
    };
    await expect(copyDataset(memorySource(altered), slowSink)).rejects.toThrow(/place\/10003.json/);
    const atRejection = writes;
    expect(atRejection).toBeLessThan(40);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(writes).toBe(atRejection);
  });

  it("checks each file against its kind's schema when asked", async () => {
    const dataset = tinyDataset("00000000000000ad", contents);
    await expect(verifyDataset(memorySource(dataset.files))).resolves.toBeTruthy();
    await expect(verifyDataset(memorySource(dataset.files), { parse: true })).rejects.toThrow(
      /does not match its schema/,
    );
  });
});

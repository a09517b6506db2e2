import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawSnapshotStore } from "~/server/stores.ts";
import { materializeSnapshot, uploadSnapshot } from "~/server/versions/snapshot-store.ts";
import { startLocalBlobs } from "../../../../helpers/blobs.ts";

let blobs: Awaited<ReturnType<typeof startLocalBlobs>>;
let dir: string;

beforeAll(async () => {
  blobs = await startLocalBlobs();
  dir = await mkdtemp(path.join(tmpdir(), "usja-snap-"));
});
afterAll(async () => {
  await blobs.stop();
  await rm(dir, { recursive: true, force: true });
});

describe("raw snapshot in Blobs", () => {
  it("refuses to build a refresh before a snapshot was uploaded", async () => {
    await expect(materializeSnapshot(path.join(dir, "none"))).rejects.toThrow(/no raw snapshot in Blobs/);
  });

  it("uploads a folder, sends only changed files again, and writes it back byte for byte", async () => {
    const source = path.join(dir, "src");
    await mkdir(path.join(source, "bls_ces"), { recursive: true });
    await writeFile(path.join(source, "PROVENANCE.md"), "# notes\n");
    await writeFile(path.join(source, "bls_ces/state.csv"), Buffer.from([0xef, 0xbb, 0xbf, 0x61, 0x0a]));
    expect(await uploadSnapshot(source)).toEqual({ files: 2, uploaded: 2 });
    await writeFile(path.join(source, "PROVENANCE.md"), "# notes, revised\n");
    expect(await uploadSnapshot(source)).toEqual({ files: 2, uploaded: 1 });

    const target = await materializeSnapshot(path.join(dir, "out"));
    expect(await readFile(path.join(target, "PROVENANCE.md"), "utf8")).toBe("# notes, revised\n");
    expect([...(await readFile(path.join(target, "bls_ces/state.csv")))]).toEqual([0xef, 0xbb, 0xbf, 0x61, 0x0a]);
  });

  it("refuses a file whose bytes do not match the index", async () => {
    await rawSnapshotStore().set("bls_ces/state.csv", "tampered");
    await expect(materializeSnapshot(path.join(dir, "again"))).rejects.toThrow(/bls_ces\/state.csv does not match/);
  });
});

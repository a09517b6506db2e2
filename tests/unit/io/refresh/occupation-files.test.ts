// @vitest-environment node
// A published version carries one file per occupation and per place beside its entities: publishing checks each
// against the manifest's list of files, and the pages' build pulls every file that list names.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFromInputs } from "~/pipeline/build-dataset.ts";
import { datasetVersionsStore } from "~/server/stores.ts";
import { pointTo, readPointer, versionKey } from "~/server/versions/version-store.ts";
import { startLocalBlobs } from "../../../helpers/blobs.ts";
import { fixtureInputs } from "../../../helpers/fixture-inputs.ts";

describe("occupation files of a published version", () => {
  let blobs: Awaited<ReturnType<typeof startLocalBlobs>>;
  const built = buildFromInputs(fixtureInputs());
  const version = built.manifest.version;
  const key = (file: string) => versionKey(version, file.replace(/\.json$/, ""));

  beforeAll(async () => {
    blobs = await startLocalBlobs();
    for (const [file, text] of built.files) await datasetVersionsStore().set(key(file), text);
  });
  afterAll(async () => {
    await blobs.stop();
  });

  it("refuses to publish a version whose occupation file is missing or does not match the index", async () => {
    const store = datasetVersionsStore();
    const original = built.files.get("occupation/29-1141.json") ?? "";
    await store.set(key("occupation/29-1141.json"), original.replace("Registered Nurses", "Tampered"));
    await expect(pointTo(version, "test")).rejects.toThrow(/occupation\/29-1141.json does not match its manifest hash/);
    await store.delete(key("occupation/29-1141.json"));
    await expect(pointTo(version, "test")).rejects.toThrow(/is missing occupation\/29-1141.json/);
    expect(await readPointer()).toBeNull();
    await store.set(key("occupation/29-1141.json"), original);
    expect((await pointTo(version, "test")).version).toBe(version);
  });

  it("pulls every file of the version for the pages' build", () => {
    const out = mkdtempSync(path.join(tmpdir(), "usja-pull-"));
    try {
      const pulled = spawnSync(process.execPath, ["scripts/data/pull-published.ts"], {
        env: { ...process.env, DATASET_FROM_BLOBS: "1", BLOBS_DIR: blobs.directory, DATASET_BUILD_DIR: out },
        encoding: "utf8",
      });
      expect(pulled.stdout).toContain(`dataset for the build: published version ${version}`);
      const kinds = new Set(built.manifest.files?.map((f) => f.kind));
      for (const kind of ["occupation", "place", "occupation-index", "occupation-postings", "places"])
        expect(kinds.has(kind as never), kind).toBe(true);
      for (const [file, text] of built.files) expect(readFileSync(path.join(out, file), "utf8"), file).toBe(text);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

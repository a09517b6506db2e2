// @vitest-environment node
// A published version carries one file per occupation beside its entities: publishing checks each against the
// occupations index, and the pages' build pulls them with the entities.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFromInputs } from "~/pipeline/build-dataset.ts";
import { datasetVersionsStore } from "~/server/stores.ts";
import { pointTo, readPointer, versionKey } from "~/server/versions/version-store.ts";
import { startLocalBlobs } from "../../helpers/blobs.ts";
import { fixtureInputs } from "../pipeline/fixture-inputs.ts";

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
    await expect(pointTo(version, "test")).rejects.toThrow(/occupation\/29-1141 does not match the occupations index/);
    await store.delete(key("occupation/29-1141.json"));
    await expect(pointTo(version, "test")).rejects.toThrow(/is missing occupation\/29-1141/);
    expect(await readPointer()).toBeNull();
    await store.set(key("occupation/29-1141.json"), original);
    expect((await pointTo(version, "test")).version).toBe(version);
  });

  it("pulls every occupation file for the pages' build", () => {
    const out = mkdtempSync(path.join(tmpdir(), "usja-pull-"));
    try {
      const pulled = spawnSync(process.execPath, ["scripts/data/pull-published.ts"], {
        env: { ...process.env, DATASET_FROM_BLOBS: "1", BLOBS_DIR: blobs.directory, DATASET_BUILD_DIR: out },
        encoding: "utf8",
      });
      expect(pulled.stdout).toContain(`dataset for the build: published version ${version}`);
      for (const file of ["occupation/15-1252.json", "occupation/29-1141.json", "occupations.json", "manifest.json"]) {
        expect(readFileSync(path.join(out, file), "utf8"), file).toBe(built.files.get(file));
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

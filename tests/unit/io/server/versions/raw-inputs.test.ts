// @vitest-environment node
// A held version's raw inputs on the local Blobs server: publishing it makes them each source's last good inputs,
// and a `raw-states` record that cannot be read promotes nothing (logged by store and key, left as it is) instead of
// failing the publish or storing states the next refresh could not read.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { datasetVersionsStore } from "~/server/stores.ts";
import {
  promoteHeldInputs,
  type RawFiles,
  readRawFiles,
  readSourceState,
  type StoredSourceState,
  writeHeldInputs,
  writeRawFiles,
  writeSourceState,
} from "~/server/versions/raw-inputs.ts";
import { startLocalBlobs } from "../../../../helpers/blobs.ts";

const VERSION = "0123456789abcdef";
const SOURCE = "bls-api";
const lastGood: { files: RawFiles; state: StoredSourceState } = {
  files: { files: { "bls/series.json": "[1]" }, removed: [] },
  state: { fingerprint: "before", rows: 1, fetchedAt: "2026-10-01T00:00:00.000Z" },
};
const held: { files: RawFiles; state: StoredSourceState } = {
  files: { files: { "bls/series.json": "[1,2]" }, removed: ["bls/old.json"] },
  state: { fingerprint: "held", rows: 2, fetchedAt: "2026-11-01T00:00:00.000Z" },
};

describe("a held version's raw inputs", () => {
  let blobs: Awaited<ReturnType<typeof startLocalBlobs>>;
  let errors: string[];
  beforeAll(async () => {
    blobs = await startLocalBlobs();
  });
  afterAll(() => blobs.stop());
  beforeEach(async () => {
    await datasetVersionsStore().deleteAll();
    await writeRawFiles(SOURCE, lastGood.files);
    await writeSourceState(SOURCE, lastGood.state);
    await writeHeldInputs(VERSION, { [SOURCE]: held });
    errors = [];
    vi.spyOn(console, "error").mockImplementation((line: unknown) => {
      errors.push(String(line));
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("become the sources' last good inputs when the version is published", async () => {
    expect(await promoteHeldInputs(VERSION)).toEqual([SOURCE]);
    expect(await readRawFiles(SOURCE)).toEqual(held.files);
    expect(await readSourceState(SOURCE)).toEqual(held.state);
    expect(errors).toEqual([]);
  });

  for (const [what, damaged] of [
    ["that is not JSON", '{"bls-api": {"fingerprint": "held"'],
    ["of the wrong shape", '{"bls-api": {"fingerprint": 7, "rows": "two"}}'],
  ] as const) {
    it(`with a raw-states record ${what}: nothing is promoted, the record is logged and left as it is`, async () => {
      const key = `v/${VERSION}/raw-states`;
      await datasetVersionsStore().set(key, damaged);

      expect(await promoteHeldInputs(VERSION)).toEqual([]);
      // The sources keep their earlier last good inputs, readable by the next refresh.
      expect(await readRawFiles(SOURCE)).toEqual(lastGood.files);
      expect(await readSourceState(SOURCE)).toEqual(lastGood.state);
      expect(await datasetVersionsStore().get(key, { type: "text" })).toBe(damaged);
      expect(errors).toEqual([expect.stringContaining(`dataset-versions/${key} is unreadable`)]);
    });
  }

  it("of a version with no raw-states record promote nothing", async () => {
    expect(await promoteHeldInputs("fedcba9876543210")).toEqual([]);
    expect(await readSourceState(SOURCE)).toEqual(lastGood.state);
    expect(errors).toEqual([]);
  });
});

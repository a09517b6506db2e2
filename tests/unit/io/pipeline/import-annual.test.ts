import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importAnnual, readImports } from "~/pipeline/import-annual.ts";
import { EP_FILE } from "~/pipeline/readers/projections.ts";
import { TELEWORK_FILE } from "~/pipeline/readers/telework.ts";
import { FIXTURE_DIR } from "../../../helpers/refresh-fixture.ts";

// Imports into a copy of the committed fixture snapshot: what is checked is how an import refuses, replaces and
// records a file, the same over the fixture as over the full snapshot.
let snapshot = "";
let work = "";

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), "usja-import-test-"));
  snapshot = path.join(work, "raw");
  cpSync(FIXTURE_DIR, snapshot, { recursive: true });
});
afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

/** An import builds the fixture's whole dataset: seconds alone, more on a busy 2-core machine under coverage. */
const IMPORT_BUILD_MS = 60_000;

describe("manual import of an annual source", { timeout: IMPORT_BUILD_MS }, () => {
  it("refuses a file the pipeline cannot build from, and leaves the snapshot as it was", async () => {
    const before = readFileSync(path.join(snapshot, TELEWORK_FILE));
    const broken = path.join(work, "telework.csv");
    writeFileSync(broken, "occupation,share\nnot,a real file\n");
    await expect(importAnnual({ snapshot, source: "dingel-neiman", given: broken, version: "2027" })).rejects.toThrow(
      /onet_teleworkable_blscodes\.csv/,
    );
    expect(readFileSync(path.join(snapshot, TELEWORK_FILE))).toEqual(before);
    expect(readImports(snapshot)).toEqual({});
  });

  it("refuses a file where the source takes a folder", async () => {
    await expect(
      importAnnual({ snapshot, source: "onet", given: path.join(snapshot, EP_FILE), version: "30.1" }),
    ).rejects.toThrow(/onet takes a folder/);
  });

  it("imports a file that builds, and records its version and hash", async () => {
    const given = path.join(work, "occupation.xlsx");
    cpSync(path.join(FIXTURE_DIR, EP_FILE), given);
    const record = await importAnnual({
      snapshot,
      source: "bls-employment-projections",
      given,
      version: "2024–34 (re-imported)",
      now: new Date("2026-11-23T12:00:00Z"),
    });
    expect(record.files[EP_FILE]).toMatch(/^[0-9a-f]{64}$/);
    expect(readImports(snapshot)["bls-employment-projections"]).toEqual(record);
  });
});

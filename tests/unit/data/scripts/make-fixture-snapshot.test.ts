// The committed fixture snapshot (tests/fixtures/raw-snapshot) is exactly what scripts/data/make-fixture-snapshot.ts
// makes of the public snapshot, byte for byte, file for file (its PROVENANCE.md aside, which the script keeps).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { makeFixtureSnapshot } from "../../../../scripts/data/make-fixture-snapshot.ts";
import { FIXTURE_SNAPSHOT } from "../../../../scripts/lib/raw-snapshot.ts";
import { RAW_DIR } from "../../../helpers/raw-snapshot.ts";

const FIXTURE = path.resolve(import.meta.dirname, "../../../..", FIXTURE_SNAPSHOT);

/** Relative paths of every file under `dir`, sorted. */
function filesUnder(dir: string, rel = ""): string[] {
  return readdirSync(path.join(dir, rel), { withFileTypes: true })
    .flatMap((entry) => {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      return entry.isDirectory() ? filesUnder(dir, child) : [child];
    })
    .sort();
}

describe.skipIf(!RAW_DIR)("the committed fixture snapshot", () => {
  // Cutting the public snapshot again parses the full O*NET and OEWS workbooks: about 20 s alone, over five minutes
  // while the run's other whole builds share a loaded 2-core machine under coverage.
  it("is exactly what make-fixture-snapshot makes of the public snapshot", { timeout: 600_000 }, async () => {
    const out = mkdtempSync(path.join(tmpdir(), "usja-fixture-"));
    try {
      await makeFixtureSnapshot(RAW_DIR as string, out);
      const made = filesUnder(out);
      expect(filesUnder(FIXTURE).filter((f) => f !== "PROVENANCE.md")).toEqual(made);
      for (const file of made) {
        expect(readFileSync(path.join(out, file)).equals(readFileSync(path.join(FIXTURE, file))), file).toBe(true);
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

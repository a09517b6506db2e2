/**
 * The committed fixture snapshot (tests/fixtures/raw-snapshot, cut from the public snapshot by
 * scripts/data/make-fixture-snapshot.ts) builds the whole dataset on its own: every entity, valid against its schema,
 * from files in the same layout as the public snapshot's. It needs no public snapshot. (That it is exactly what the
 * script makes of the public snapshot is checked where that is, by tests/unit/data/scripts/make-fixture-snapshot.test.ts.)
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ENTITY_NAMES,
  entityFileName,
  entityFileSchema,
  MANIFEST_FILE_NAME,
  ManifestSchema,
} from "~/domain/dataset.ts";
import { US_STATES } from "~/domain/geography.ts";
import { type BuiltDataset, buildDataset } from "~/pipeline/build-dataset.ts";
import { cesStateId, lausRateId } from "~/pipeline/sources/bls-series.ts";
import { FIXTURE_AREAS, FIXTURE_OCCUPATIONS } from "../../../../scripts/data/make-fixture-snapshot.ts";
import { snapshotBlsSeries } from "../../../helpers/fake-upstreams/bls-data.ts";

const FIXTURE = path.resolve(import.meta.dirname, "../../../fixtures/raw-snapshot");
const SIZE_LIMIT = 10 * 1024 * 1024;

/** Relative paths of every file under `dir`, sorted. */
function filesUnder(dir: string, rel = ""): string[] {
  return readdirSync(path.join(dir, rel), { withFileTypes: true })
    .flatMap((entry) => {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      return entry.isDirectory() ? filesUnder(dir, child) : [child];
    })
    .sort();
}

describe("the committed fixture snapshot", () => {
  let dataset: BuiltDataset;
  // A whole build of the fixture's dataset: a few seconds alone, half a minute on a busy machine under coverage.
  beforeAll(async () => {
    dataset = await buildDataset(FIXTURE);
  }, 60_000);

  it("stays under 10 MB", () => {
    const bytes = filesUnder(FIXTURE).reduce((sum, f) => sum + statSync(path.join(FIXTURE, f)).size, 0);
    expect(bytes).toBeLessThan(SIZE_LIMIT);
  });

  it("builds every entity, each valid against its schema and not empty", () => {
    for (const name of ENTITY_NAMES) {
      const text = dataset.files.get(entityFileName(name));
      expect(text, name).toBeDefined();
      const parsed = entityFileSchema(name).safeParse(JSON.parse(text ?? ""));
      expect(parsed.success, name).toBe(true);
      expect(dataset.manifest.entities[name].count, name).toBeGreaterThan(0);
    }
    const manifest = ManifestSchema.safeParse(JSON.parse(dataset.files.get(MANIFEST_FILE_NAME) ?? ""));
    expect(manifest.success).toBe(true);
  });

  it("keeps every state, the kept occupations and the kept areas", () => {
    expect(dataset.manifest.entities.states.count).toBe(US_STATES.length);
    const occupations = [...dataset.files.keys()].filter((f) => /^occupation\/\d{2}-\d{4}\.json$/.test(f));
    expect(occupations).toEqual(FIXTURE_OCCUPATIONS.map((soc) => `occupation/${soc}.json`));
    const places = [...dataset.files.keys()]
      .filter((f) => f.startsWith("place/"))
      .map((f) => path.basename(f, ".json"));
    expect(places).toEqual(expect.arrayContaining([...US_STATES.map((s) => s.code), ...FIXTURE_AREAS]));
    expect(places).toHaveLength(US_STATES.length + FIXTURE_AREAS.length);
  });

  it("holds what the fake upstreams serve: the BLS series of every state", () => {
    const series = snapshotBlsSeries(FIXTURE);
    for (const state of US_STATES) {
      expect(series.get(cesStateId(state.fips))?.length, state.code).toBeGreaterThan(12);
      expect(series.get(lausRateId(state.fips))?.length, state.code).toBeGreaterThan(12);
    }
  });
});

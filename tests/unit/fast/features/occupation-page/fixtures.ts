// Occupation data for the view tests: the committed seed's files, and a small synthetic occupation whose nulls and
// edge cases are chosen by the test.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type OccupationData, OccupationDataSchema } from "~/domain/occupation-data.ts";
import type { Place } from "~/domain/place.ts";
import { SEED_DIR, seedData } from "../../../../helpers/seed.ts";

export function seedOccupation(soc: string): OccupationData {
  return OccupationDataSchema.parse(JSON.parse(readFileSync(join(SEED_DIR, "occupation", `${soc}.json`), "utf8")));
}

export const places: ReadonlyMap<string, Place> = new Map(seedData("places").map((p) => [p.code, p]));

/** A synthetic occupation: two states, three areas (one nonmetro), nulls where BLS publishes none. */
export function smallOccupation(overrides: Partial<OccupationData> = {}): OccupationData {
  const base = seedOccupation("43-2021");
  return {
    ...base,
    states: {
      columns: base.states.columns,
      rows: [
        ["TX", 300, 0.02, 0.6, 30000, 35000, 40000, 45000, 50000],
        ["CA", 900, 0.05, 2.4, null, null, null, null, null],
      ],
    },
    areas: {
      columns: base.areas.columns,
      rows: [
        ["12420", 400, 3.1, 30000, 35000, 41000, 47000, 52000, 98.066, 41809],
        ["4800005", 2000, 1.5, 20000, 25000, 60000, 65000, 70000, null, null],
        ["35620", 120, 9.9, null, null, null, null, null, 117.6, null],
      ],
    },
    ...overrides,
  };
}

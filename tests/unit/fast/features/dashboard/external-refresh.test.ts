import { describe, expect, it } from "vitest";
import { refreshOutcome } from "~/features/dashboard/external-refresh.ts";
import { seedData } from "../../../../helpers/seed.ts";

const shown = seedData("external-jobs");

describe("checking the external job sources for newer data", () => {
  it("says there is no newer fetch when the site answers with the data already shown", () => {
    expect(refreshOutcome(shown, structuredClone(shown))).toMatch(/^No newer fetch yet: these are the newest postings/);
  });

  it("says what is new when a refresh has published a newer fetch since", () => {
    const newer = {
      ...shown,
      lastUpdated: "2026-09-01T06:00:00.000Z",
      sources: shown.sources.map((s, i) => (i === 0 ? { ...s, lastUpdated: "2026-09-01T06:00:00.000Z" } : s)),
    };
    expect(refreshOutcome(shown, newer)).toBe("Updated: postings fetched up to Sep 01, 2026 06:00 UTC.");
  });
});

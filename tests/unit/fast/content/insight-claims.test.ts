// An article's claim rests on the figure as BLS publishes it now: the information article names the vintage its
// December 2025 hires figures are quoted from. (That the claim holds for the post-revision figure in the raw snapshot
// is checked where the snapshot is, by tests/unit/data/content/insight-claims.test.ts.)
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const ARTICLE = readFileSync("src/content/insights/information-jobs-and-health-care.mdx", "utf8");

describe("the information article's December 2025 hires claim", () => {
  it("names the vintage its hires figures are quoted from, and claims no December jump", () => {
    expect(ARTICLE).toContain("as published in\nFebruary 2026, before BLS's annual revision of March 2026");
    expect(ARTICLE).not.toMatch(/until a jump in December|then December/);
    expect(ARTICLE).toMatch(/revised figure BLS\npublishes now is back inside the band of the two years before/);
  });
});

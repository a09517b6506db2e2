/**
 * The committed postings summary and search index: the postings it counts are the site's, and its counts add up.
 * (That its newest postings are real ones, read straight from the raw board files, is checked where the raw snapshot
 * is, by tests/unit/data/pipeline/cross-check-occupations.test.ts; that the committed seed is what the build produces,
 * by tests/unit/data/pipeline/cross-check.test.ts.)
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ExternalJobs } from "~/domain/entities.ts";
import { OccupationIndexSchema } from "~/domain/occupation-index-schema.ts";
import { MATCH_METHODS, PostingSummarySchema } from "~/domain/occupation-postings.ts";

const seedDir = path.resolve(import.meta.dirname, "../../../../data/seed");
const seed = (file: string): unknown => JSON.parse(readFileSync(path.join(seedDir, file), "utf8"));
const summary = PostingSummarySchema.parse(seed("occupation-postings.json"));

describe("postings matched to occupations (committed seed)", () => {
  it("counts every posting the site counts, matched or unplaced, and the parts add up", () => {
    const external = (seed("external-jobs.json") as { data: ExternalJobs }).data;
    expect(summary.total).toBe(external.totalJobs);
    expect(summary.matched + summary.unplaced).toBe(summary.total);
    expect(MATCH_METHODS.reduce((sum, m) => sum + summary.methods[m], 0)).toBe(summary.matched);
    const perOccupation = Object.values(summary.occupations);
    expect(perOccupation.reduce((sum, o) => sum + o.count, 0)).toBe(summary.matched);
    for (const o of perOccupation) expect(MATCH_METHODS.reduce((sum, m) => sum + o.methods[m], 0)).toBe(o.count);
  });

  it("matches most postings: at least 60% (70.2% in the snapshot of August 2026)", () => {
    expect(summary.matched / summary.total).toBeGreaterThan(0.6);
  });

  it("puts data-science postings under Data Scientists and software postings under Software Developers", () => {
    const scientists = summary.occupations["15-2051"];
    expect(scientists?.count).toBeGreaterThan(100);
    expect(summary.occupations["15-1252"]?.count).toBeGreaterThan(1000);
    expect(scientists?.recent.some((p) => /data scientist/i.test(p.title))).toBe(true);
  });

  it("lists each occupation's newest postings first, each employer's copies of one title once", () => {
    for (const o of Object.values(summary.occupations)) {
      const dates = o.recent.map((p) => p.date ?? "");
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(new Set(o.recent.map((p) => `${p.title}|${p.company}`)).size).toBe(o.recent.length);
    }
  });
});

describe("occupation search index (committed seed)", () => {
  it("has every occupation once, with terms and their counts, and stays small (under 500 KB)", () => {
    const text = readFileSync(path.join(seedDir, "occupation-index.json"), "utf8");
    const index = OccupationIndexSchema.parse(JSON.parse(text));
    const occupations = (seed("occupations.json") as { data: { soc: string }[] }).data;
    expect(index.map((r) => r.soc)).toEqual(occupations.map((o) => o.soc));
    // Terms are the words of its O*NET titles beyond its own title's (none where O*NET lists no title for its code, or
    // only its title's words), counted in its titles up to the last term more than one title uses.
    expect(index.filter((r) => r.terms.length > 0).length).toBeGreaterThan(index.length * 0.95);
    expect(
      index.every((r) => (r.counts?.length ?? 0) <= r.terms.length && (r.titles ?? 0) >= (r.counts?.[0] ?? 0)),
    ).toBe(true);
    expect(Buffer.byteLength(text)).toBeLessThan(500_000);
  });
});

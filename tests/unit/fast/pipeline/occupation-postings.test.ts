/**
 * The committed postings summary and search index against the raw snapshot: the postings it counts are the site's,
 * its newest postings are real ones read straight from the raw board files here (JSON.parse, not the pipeline's
 * readers), and its counts add up. (That the committed seed is what the build produces is checked by
 * cross-check.test.ts.)
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ExternalJobs } from "~/domain/entities.ts";
import { OccupationIndexSchema } from "~/domain/occupation-index-schema.ts";
import { MATCH_METHODS, PostingSummarySchema } from "~/domain/occupation-postings.ts";
import { noteMissingSnapshot, RAW_DIR } from "../../../helpers/raw-snapshot.ts";

const seedDir = path.resolve(import.meta.dirname, "../../../../data/seed");
const seed = (file: string): unknown => JSON.parse(readFileSync(path.join(seedDir, file), "utf8"));
const summary = PostingSummarySchema.parse(seed("occupation-postings.json"));
noteMissingSnapshot("occupation postings cross-check");

/** Greenhouse titles by board file, read straight from the snapshot. */
function greenhouseTitles(): Set<string> {
  const dir = path.join(RAW_DIR ?? "", "job_listings/greenhouse_tech-jobs-hub/boards");
  const out = new Set<string>();
  for (const file of readdirSync(dir)) {
    const board = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as { jobs: { title: string }[] };
    for (const job of board.jobs) out.add(job.title.trim());
  }
  return out;
}

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

  it.skipIf(!RAW_DIR)("shows real Greenhouse postings, with their titles as the boards give them", () => {
    const titles = greenhouseTitles();
    const shown = Object.values(summary.occupations)
      .flatMap((o) => o.recent)
      .filter((p) => p.source === "Greenhouse");
    expect(shown.length).toBeGreaterThan(100);
    for (const p of shown) expect(titles.has(p.title), p.title).toBe(true);
  });
});

describe("occupation search index (committed seed)", () => {
  it("has every occupation once, with terms, and stays small (under 500 KB)", () => {
    const text = readFileSync(path.join(seedDir, "occupation-index.json"), "utf8");
    const index = OccupationIndexSchema.parse(JSON.parse(text));
    const occupations = (seed("occupations.json") as { data: { soc: string }[] }).data;
    expect(index.map((r) => r.soc)).toEqual(occupations.map((o) => o.soc));
    expect(index.every((r) => r.terms.length > 0)).toBe(true);
    expect(Buffer.byteLength(text)).toBeLessThan(500_000);
  });
});

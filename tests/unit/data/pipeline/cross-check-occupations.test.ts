/**
 * Occupations and places in the committed seed, cross-checked against the raw snapshot: figures read straight from
 * the raw files here (JSON.parse and exceljs, not through the pipeline's readers) must equal the seed. (That the
 * committed seed is what the build produces is checked by cross-check.test.ts.) Also the postings the occupations show:
 * real ones, with the titles the raw board files give them.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { areaRows, type OccupationData, stateRows } from "~/domain/occupation-data.ts";
import { PostingSummarySchema } from "~/domain/occupation-postings.ts";
import type { Place } from "~/domain/place.ts";
import { RAW_DIR } from "../../../helpers/raw-snapshot.ts";

const repoRoot = path.resolve(import.meta.dirname, "../../../..");

const seed = <T>(rel: string): T => JSON.parse(readFileSync(path.join(repoRoot, "data/seed", rel), "utf8")) as T;
const occupation = (soc: string) => seed<OccupationData>(`occupation/${soc}.json`);
const raw = <T>(rel: string): T => JSON.parse(readFileSync(path.join(RAW_DIR ?? "", rel), "utf8")) as T;
type RawRow = Record<"median" | "p10" | "p25" | "p75" | "p90" | "employment" | "lq", number | null>;
const rawArea = (code: string) =>
  raw<{ meta: { rpp: number | null }; wages: Record<string, RawRow> }>(`bls_oews/metros_may2025/${code}.json`);

async function sheetRows(rel: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path.join(RAW_DIR ?? "", rel));
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push(row.values as unknown[]);
  });
  return rows;
}

// A test that parses a raw workbook takes seconds alone and a minute or more on a busy 2-core machine under coverage.
describe.skipIf(!RAW_DIR)("occupations and places cross-checked against the raw snapshot", { timeout: 180_000 }, () => {
  it("Austin, TX Software Developers: 31,960 employed, median $134,120, location quotient 2.28, adjusted by the RPP", () => {
    const area = rawArea("12420");
    const rawRow = area.wages["15-1252"];
    expect([rawRow?.employment, rawRow?.median, rawRow?.lq]).toEqual([31960, 134120, 2.28]);
    const row = areaRows(occupation("15-1252")).find((a) => a.area === "12420");
    expect(row).toEqual({
      area: "12420",
      employment: rawRow?.employment,
      locationQuotient: rawRow?.lq,
      wages: { p10: rawRow?.p10, p25: rawRow?.p25, median: rawRow?.median, p75: rawRow?.p75, p90: rawRow?.p90 },
      rpp: area.meta.rpp,
      adjustedMedian: Math.round((134120 * 100) / (area.meta.rpp ?? Number.NaN)),
    });
  });

  it("a value the metro file does not publish stays null (never 0), and an area without any value is left out", () => {
    const rawRow = rawArea("0500002").wages["15-1252"];
    expect(rawRow?.employment).toBe(30);
    expect(rawRow?.median).toBeNull();
    const row = areaRows(occupation("15-1252")).find((a) => a.area === "0500002");
    expect(row).toEqual({
      area: "0500002",
      employment: 30,
      locationQuotient: rawRow?.lq,
      wages: { p10: null, p25: null, median: null, p75: null, p90: null },
      rpp: null,
      adjustedMedian: null,
    });
    const index = raw<{ metros: { cbsa: string }[] }>("bls_oews/metros_may2025/index.json");
    const published = index.metros.filter(({ cbsa }) => {
      const r = rawArea(cbsa).wages["15-1252"];
      return r && Object.values(r).some((v) => v !== null);
    });
    expect(occupation("15-1252").areas.rows.length).toBe(published.length);
  });

  it("Texas Software Developers equal the state file, and national percentiles equal the official workbook", async () => {
    const tx = raw<{ occupations: Record<string, Record<string, number>> }>(
      "bls_oews/laborcompare_oews_2025_states/48.json",
    ).occupations["15-1252"];
    expect(stateRows(occupation("15-1252")).find((s) => s.state === "TX")).toEqual({
      state: "TX",
      employment: tx?.["emp"],
      jobsPer1000: tx?.["j1k"],
      locationQuotient: tx?.["lq"],
      wages: { p10: tx?.["p10"], p25: tx?.["p25"], median: tx?.["med"], p75: tx?.["p75"], p90: tx?.["p90"] },
    });
    const rows = await sheetRows("bls_oews/national_M2025_dl.xlsx");
    const header = rows[0] ?? [];
    const dev = rows.find((r) => r[header.indexOf("OCC_CODE")] === "15-1252") ?? [];
    const at = (name: string) => dev[header.indexOf(name)];
    expect(occupation("15-1252").national).toEqual({
      employment: at("TOT_EMP"),
      meanWage: at("A_MEAN"),
      wages: { p10: at("A_PCT10"), p25: at("A_PCT25"), median: at("A_MEDIAN"), p75: at("A_PCT75"), p90: at("A_PCT90") },
      wagesNull: null,
    });
  });

  it("Software Developers have no O*NET skill ratings and say so; Computer Programmers' Programming is 4.75", async () => {
    const rows = await sheetRows("onet/Skills.xlsx");
    expect(rows.filter((r) => r[1] === "15-1252.00")).toEqual([]);
    const programming = rows.find((r) => r[1] === "15-1251.00" && r[4] === "Programming" && r[5] === "IM");
    expect(programming?.[7]).toBe(4.75);
    expect(occupation("15-1252").skills).toMatchObject({
      rated: false,
      reason: expect.stringContaining("no Skills ratings"),
    });
    const programmer = occupation("15-1251").skills;
    expect(programmer.rated && programmer.items.find((s) => s.name === "Programming")?.importance).toBe(4.75);
  });

  it("names each metro area by the principal city its CBSA title names first ('Austin, TX', 'New York, NY')", async () => {
    const rows = await sheetRows("census_cbsa/list2_2023.xlsx");
    expect(rows.filter((r) => r[1] === "12420").map((r) => r[4])).toContain("Austin");
    // List 2 is alphabetical: its first principal city of New York-Newark-Jersey City is Jersey City.
    expect(rows.find((r) => r[1] === "35620")?.[4]).toBe("Jersey City");
    expect(rows.filter((r) => r[1] === "35620").map((r) => r[4])).toContain("New York");
    const places = seed<{ data: Place[] }>("places.json").data;
    expect(places.find((p) => p.code === "12420")).toMatchObject({
      label: "Austin, TX",
      slug: "austin-tx",
      rpp: 98.066,
    });
    expect(places.find((p) => p.code === "35620")).toMatchObject({
      label: "New York, NY",
      name: "New York-Newark-Jersey City, NY-NJ",
    });
    expect(places.filter((p) => p.kind === "metro")).toHaveLength(393);
    expect(places.filter((p) => p.kind === "nonmetro" && p.rpp !== null)).toEqual([]);
  });

  it("job roles list the metro areas with the most employment as 'City, ST', and rated skills over technologies", () => {
    type Role = { id: string; topLocations: string[]; requiredSkills: string[]; skillsBasis: string };
    const roles = seed<{ data: Role[] }>("job-roles.json").data;
    const index = raw<{ metros: { cbsa: string; kind: string }[] }>("bls_oews/metros_may2025/index.json");
    const employment = index.metros
      .filter((m) => m.kind === "metro")
      .map((m) => ({ cbsa: m.cbsa, employment: rawArea(m.cbsa).wages["15-1252"]?.employment ?? null }))
      .filter((m): m is { cbsa: string; employment: number } => m.employment !== null)
      .sort((a, b) => b.employment - a.employment)
      .slice(0, 5);
    const places = new Map(seed<{ data: Place[] }>("places.json").data.map((p) => [p.code, p.label]));
    const dev = roles.find((r) => r.id === "15-1252");
    expect(dev?.topLocations).toEqual(employment.map((m) => places.get(m.cbsa)));
    expect(dev?.topLocations[0]).toBe("New York, NY");
    expect(dev?.skillsBasis).toBe("technologies");
    const nurse = roles.find((r) => r.id === "29-1141");
    expect(nurse?.skillsBasis).toBe("importance");
    const rated = occupation("29-1141");
    const all = [
      ...(rated.skills.rated ? rated.skills.items : []),
      ...(rated.knowledge.rated ? rated.knowledge.items : []),
    ];
    expect(nurse?.requiredSkills[0]).toBe(all.sort((a, b) => b.importance - a.importance)[0]?.name);
  });
});

describe.skipIf(!RAW_DIR)("postings matched to occupations (committed seed), against the raw boards", () => {
  it("shows real Greenhouse postings, with their titles as the boards give them", () => {
    const dir = path.join(RAW_DIR ?? "", "job_listings/greenhouse_tech-jobs-hub/boards");
    const titles = new Set<string>();
    for (const file of readdirSync(dir)) {
      const board = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as { jobs: { title: string }[] };
      for (const job of board.jobs) titles.add(job.title.trim());
    }
    const summary = PostingSummarySchema.parse(seed("occupation-postings.json"));
    const shown = Object.values(summary.occupations)
      .flatMap((o) => o.recent)
      .filter((p) => p.source === "Greenhouse");
    expect(shown.length).toBeGreaterThan(100);
    for (const p of shown) expect(titles.has(p.title), p.title).toBe(true);
  });
});

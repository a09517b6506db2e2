/**
 * Cross-check of the built seed against the raw snapshot: figures read straight from the raw files here
 * (with csv-parse, JSON.parse and exceljs, not through the pipeline's readers) must equal the seed.
 * Runs only where the snapshot exists (../shared/data/raw from the repository root, or DATA_RAW_DIR).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { ENTITY_NAMES, entityFileName, entityFileSchema, ManifestSchema } from "../../../src/domain/dataset.ts";
import type {
  Company,
  EmploymentMetrics,
  ExternalJobs,
  HiringTrends,
  JobCategory,
  JobRole,
  Layoff,
  NewsItem,
  State,
} from "../../../src/domain/entities.ts";
import { type BuiltDataset, buildDataset } from "../../../src/pipeline/build-dataset.ts";
import { noteMissingSnapshot, RAW_DIR } from "../../helpers/raw-snapshot.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const rawDir = RAW_DIR;
noteMissingSnapshot("cross-check");

const raw = (rel: string) => readFileSync(path.join(rawDir ?? "", rel), "utf8");
const rows = (rel: string): Record<string, string>[] =>
  parse(raw(rel), { columns: true, bom: true, skip_empty_lines: true });

async function sheetRow(rel: string, sheet: string | number, codeColumn: number, code: string): Promise<unknown[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path.join(rawDir ?? "", rel));
  const ws = typeof sheet === "number" ? workbook.worksheets[sheet] : workbook.getWorksheet(sheet);
  let found: unknown[] | undefined;
  ws?.eachRow((row) => {
    const values = row.values as unknown[];
    if (values[codeColumn] === code) found = values;
  });
  if (!found) throw new Error(`${rel}: no row ${code}`);
  return found;
}

describe.skipIf(!rawDir)("seed cross-checked against the raw snapshot", () => {
  let dataset: BuiltDataset;
  const data = <T>(name: string): T => JSON.parse(dataset.files.get(`${name}.json`) ?? "null").data as T;

  beforeAll(async () => {
    dataset = await buildDataset(rawDir ?? "");
  }, 60_000);

  it("every seed file validates against its schema", () => {
    for (const name of ENTITY_NAMES) {
      const result = entityFileSchema(name).safeParse(JSON.parse(dataset.files.get(entityFileName(name)) ?? ""));
      expect(result.success, name).toBe(true);
    }
    expect(ManifestSchema.safeParse(JSON.parse(dataset.files.get("manifest.json") ?? "")).success).toBe(true);
  });

  it("a second build gives byte-identical files", async () => {
    const again = await buildDataset(rawDir ?? "");
    for (const [name, text] of dataset.files) expect(again.files.get(name) === text, name).toBe(true);
  }, 60_000);

  it("the committed seed (if any) is what the build produces", () => {
    const seedDir = path.join(repoRoot, "data", "seed");
    if (!existsSync(seedDir)) return;
    expect(
      readdirSync(seedDir)
        .filter((f) => f.endsWith(".json"))
        .sort(),
    ).toEqual([...dataset.files.keys()].sort());
    for (const [name, text] of dataset.files) {
      expect(readFileSync(path.join(seedDir, name), "utf8") === text, `${name} differs from the build`).toBe(true);
    }
  });

  it("1–3: national unemployment rate, its change, and JOLTS openings of the latest month", () => {
    const metrics = data<EmploymentMetrics>("employment-metrics");
    const unrate = rows("bls_laus/konczal_us_unemployment_rate_UNRATE.csv");
    const last = unrate.at(-1);
    const previous = unrate.at(-2);
    expect(metrics.unemploymentRate).toBe(Number(last?.value));
    expect(metrics.periods.unemploymentRate).toBe(last?.date?.slice(0, 7));
    expect(metrics.unemploymentRateChange).toBeCloseTo(Number(last?.value) - Number(previous?.value), 10);

    const jolts = JSON.parse(raw("bls_jolts/ntna_jolts.json")) as {
      series: { id: string; points: { key: string; value: number }[] }[];
    };
    const openings = jolts.series.find((s) => s.id === "JTS000000000000000JOL")?.points ?? [];
    const latest = openings.at(-1);
    expect(Math.round(metrics.totalJobs * 1000)).toBe(latest?.value);
    expect(metrics.periods.totalJobs).toBe(latest?.key);
    const before = openings.at(-2)?.value ?? NaN;
    expect(metrics.jobsGrowth).toBe(Math.round((((latest?.value ?? 0) - before) / before) * 1000) / 10);
  });

  it("4: estimated time to fill from JOLTS openings and hires levels", () => {
    const metrics = data<EmploymentMetrics>("employment-metrics");
    const api = JSON.parse(raw("bls_jolts/laborcompare_bls-jolts.json")) as {
      series: Record<string, { data: { year: number; month: number; value: number }[] }>;
    };
    const hires = api.series.JTS000000000000000HIL?.data ?? [];
    const month = hires.reduce((a, d) => Math.max(a, d.year * 12 + d.month - 1), 0);
    const [year, mon] = [Math.floor(month / 12), (month % 12) + 1];
    const at = (id: string) => api.series[id]?.data.find((d) => d.year === year && d.month === mon)?.value ?? NaN;
    const days = new Date(Date.UTC(year, mon, 0)).getUTCDate();
    expect(metrics.periods.timeToFill).toBe(`${year}-${String(mon).padStart(2, "0")}`);
    expect(metrics.timeToFill).toBe(Math.round((at("JTS000000000000000JOL") / at("JTS000000000000000HIL")) * days));
  });

  it("5–7: California's unemployment rate and nonfarm jobs, Texas's growth, the top state", () => {
    const states = data<State[]>("states");
    const laus = JSON.parse(raw("bls_laus/ntna_laus.json")) as { rows: [string, number, number][] };
    const ca = states.find((s) => s.code === "CA");
    expect(ca?.unemploymentRate).toBe(laus.rows.find((r) => r[0] === "California")?.[1].toFixed(1));

    const ces = rows("bls_ces/state_employment.csv");
    const jobs = (abbr: string, date: string) =>
      Number(ces.find((r) => r.abbr === abbr && r.date === date)?.employment_thousands);
    expect(ca?.totalJobs).toBe(Math.round(jobs("CA", "2026-04-01") * 1000));
    const tx = states.find((s) => s.code === "TX");
    expect(tx?.growthRate).toBe(((jobs("TX", "2026-04-01") / jobs("TX", "2025-04-01") - 1) * 100).toFixed(1));

    const gains = [...new Set(ces.map((r) => r.abbr ?? ""))].map((abbr) => ({
      abbr,
      gain: jobs(abbr, "2026-04-01") - jobs(abbr, "2025-04-01"),
    }));
    const top = gains.sort((a, b) => b.gain - a.gain)[0];
    const metrics = data<EmploymentMetrics>("employment-metrics");
    expect(metrics.topStateCode).toBe(top?.abbr);
    expect(metrics.topStateJobs).toBe(Math.round((top?.gain ?? 0) * 1000));
  });

  it("8–10: OEWS software developers' mean wage (148,100), computer occupations' employment, projected openings", async () => {
    const roles = data<JobRole[]>("job-roles");
    const developer = roles.find((r) => r.id === "15-1252");
    const oews = await sheetRow("bls_oews/national_M2025_dl.xlsx", 0, 9, "15-1252");
    expect(oews[19]).toBe(148100);
    expect(developer?.averageSalary).toBe(148100);
    expect(developer?.employment).toBe(oews[12]);

    const group = await sheetRow("bls_oews/national_M2025_dl.xlsx", 0, 9, "15-0000");
    const categories = data<JobCategory[]>("job-categories");
    expect(categories.find((c) => c.socCode === "15-0000")?.count).toBe(group[12]);

    const projection = await sheetRow("bls_ep/occupation.xlsx", "Table 1.2", 2, "15-1252");
    expect(developer?.openings).toBe(Math.round(Number(projection[11]) * 1000));
    expect(developer?.growthRate).toBe(projection[9]);
  });

  it("11: a WARN notice's employees and dates", () => {
    const tx = rows("warn_notices/states/tx.csv").filter((r) => r.notice_date && r.employees_affected);
    const largest = tx.sort((a, b) => Number(b.employees_affected) - Number(a.employees_affected))[0];
    const layoffs = data<Layoff[]>("layoffs");
    const match = layoffs.find(
      (l) =>
        l.dataSource === "Texas WARN notice" &&
        l.companyName === largest?.employer_name?.replace(/\s+/g, " ").trim() &&
        l.layoffDate === largest?.notice_date,
    );
    expect(match?.employeesLaidOff).toBe(Number(largest?.employees_affected));
    if (largest?.effective_date) expect(match?.effectiveDate).toBe(largest.effective_date);
  });

  it("11b: each WARN notice once: a duplicate, a blank-date copy and an amendment are not counted again", () => {
    const layoffs = data<Layoff[]>("layoffs");
    const shown = (state: string, company: string) =>
      layoffs.filter((l) => l.dataSource === `${state} WARN notice` && l.companyName === company);
    // Listed twice in the register with the same site, dates and employees.
    const twice = rows("warn_notices/states/wi.csv").filter(
      (r) => r.employer_name === "Air Wisconsin Airlines LLC (ATW)" && r.notice_date === "2025-09-05",
    );
    expect(twice).toHaveLength(2);
    expect(
      shown("Wisconsin", "Air Wisconsin Airlines LLC (ATW)").filter((l) => l.layoffDate === "2025-09-05"),
    ).toHaveLength(1);
    // Listed once with its notice date and once without it.
    const copies = rows("warn_notices/states/nj.csv").filter(
      (r) => r.employer_name === "Verizon Corp Resources Group LLC" && r.effective_date === "2026-10-16",
    );
    expect(copies.map((r) => r.notice_date).sort()).toEqual(["", "2026-07-01"]);
    expect(
      shown("New Jersey", "Verizon Corp Resources Group LLC")
        .filter((l) => l.effectiveDate === "2026-10-16")
        .map((l) => l.layoffDate),
    ).toEqual(["2026-07-01"]);
    // An amendment: one notice, first filed on the original's date, with the amendment's employees.
    const hilton = rows("warn_notices/states/wi.csv").filter((r) => r.employer_name === "Hilton Milwaukee City Center");
    const amendment = hilton.find((r) => r.is_amendment === "1");
    const original = hilton.find((r) => r.is_amendment === "0");
    expect(shown("Wisconsin", "Hilton Milwaukee City Center").map((l) => [l.layoffDate, l.employeesLaidOff])).toEqual([
      [original?.notice_date, Number(amendment?.employees_affected)],
    ]);
  });

  it("11c: the notice listed first is the newest filed one, with its notice date", () => {
    const warn = readdirSync(path.join(rawDir ?? "", "warn_notices/states")).flatMap((f) =>
      rows(`warn_notices/states/${f}`),
    );
    const reference =
      warn
        .map((r) => r.last_seen || r.first_seen || "")
        .sort()
        .at(-1) ?? "";
    const dated = warn.filter((r) => Number(r.employees_affected) > 0 && r.notice_date && r.notice_date <= reference);
    const newest = dated
      .map((r) => r.notice_date ?? "")
      .sort()
      .at(-1);
    const first = data<Layoff[]>("layoffs")[0];
    expect(first?.layoffDate).toBe(newest);
    expect(
      dated.some(
        (r) => r.notice_date === newest && r.employer_name?.replace(/\s+/g, " ").trim() === first?.companyName,
      ),
    ).toBe(true);
  });

  it("12: CES Information employment in the newest hiring-trends month", () => {
    const trends = data<HiringTrends>("hiring-trends");
    const last = trends.points.at(-1);
    const info = rows("bls_ces/industry_employment.csv").find(
      (r) => r.sector === "Information" && r.date === `${last?.month}-01`,
    );
    expect(last?.values.technology).toBe(Math.round(Number(info?.employment_thousands) * 1000));
  });

  it("13–14: Greenhouse postings of SpaceX and of all boards (test postings left out)", () => {
    const dir = "job_listings/greenhouse_tech-jobs-hub/boards";
    const spacex = JSON.parse(raw(`${dir}/spacex.json`)) as { jobs: unknown[] };
    expect(data<Company[]>("companies").find((c) => c.id === "gh-spacex")?.openings).toBe(spacex.jobs.length);
    // Every posting of every board, except test postings ("LI Test Company" on LinkedIn's board).
    const total = readdirSync(path.join(rawDir ?? "", dir)).reduce((sum, f) => {
      const { jobs } = JSON.parse(raw(`${dir}/${f}`)) as { jobs: { company_name?: string | null }[] };
      return sum + jobs.filter((j) => !/test company/i.test(j.company_name ?? "")).length;
    }, 0);
    expect(
      data<ExternalJobs>("external-jobs").sources.find((s) => s.source === "Greenhouse job boards")?.totalJobs,
    ).toBe(total);
  });

  it("15: the newest Indeed Job Postings Index value", () => {
    const index = rows("indeed_hiring_lab/aggregate_job_postings_US.csv").filter(
      (r) => r.variable === "total postings",
    );
    const last = index.at(-1);
    const item = data<NewsItem[]>("news").find((n) => n.source === "Indeed Hiring Lab");
    expect(item?.title).toBe(
      `Indeed Job Postings Index at ${Number(last?.indeed_job_postings_index_SA).toFixed(1)} on ${new Date(`${last?.date}T00:00:00Z`).toLocaleDateString("en-US", { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" })}`,
    );
  });
});

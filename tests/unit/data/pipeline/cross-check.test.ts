/**
 * Cross-check of the dataset built from the raw snapshot against the raw snapshot: figures read straight from the raw
 * files here (with csv-parse, JSON.parse and exceljs, not through the pipeline's readers) must equal the build's. The
 * build is the data project's one build of the run (tests/helpers/full-dataset-setup.ts, in another process); this
 * file builds once more itself, to show that two builds give the same bytes. Runs only where the snapshot exists
 * (DATA_RAW_DIR, else ../shared/data/raw beside the repository).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { ENTITY_NAMES, entityFileName, entityFileSchema, ManifestSchema } from "~/domain/dataset.ts";
import type {
  Company,
  EmploymentMetrics,
  ExternalJobs,
  HiringTrends,
  JobCategory,
  JobRole,
  Layoff,
  NewsItem,
  Skill,
  State,
} from "~/domain/entities.ts";
import { buildDataset } from "~/pipeline/build-dataset.ts";
import { keepTablesIn } from "~/pipeline/readers/xlsx.ts";
import { FULL_BUILD_WAIT_MS, fullDataset, fullDatasetBuild, type ReadDataset } from "../../../helpers/full-dataset.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const build = fullDatasetBuild();
const rawDir = build?.raw;

const raw = (rel: string) => readFileSync(path.join(rawDir ?? "", rel), "utf8");
const rows = (rel: string): Record<string, string>[] =>
  parse(raw(rel), { columns: true, bom: true, skip_empty_lines: true });

/**
 * Each test's limit: a test that parses a raw workbook or scans the WARN files takes seconds alone and a minute or more
 * on a busy 2-core machine under coverage; the limit is what the work can take there.
 */
const WORKBOOK_TIMEOUT = 180_000;

/** Each raw workbook read once for the whole file (the national OEWS workbook takes seconds to parse). */
const workbooks = new Map<string, Promise<ExcelJS.Workbook>>();
function workbookOf(rel: string): Promise<ExcelJS.Workbook> {
  let workbook = workbooks.get(rel);
  if (!workbook) {
    const book = new ExcelJS.Workbook();
    workbook = book.xlsx.readFile(path.join(rawDir ?? "", rel)).then(() => book);
    workbooks.set(rel, workbook);
  }
  return workbook;
}

async function sheetRow(rel: string, sheet: string | number, codeColumn: number, code: string): Promise<unknown[]> {
  const workbook = await workbookOf(rel);
  const ws = typeof sheet === "number" ? workbook.worksheets[sheet] : workbook.getWorksheet(sheet);
  let found: unknown[] | undefined;
  ws?.eachRow((row) => {
    const values = row.values as unknown[];
    if (values[codeColumn] === code) found = values;
  });
  if (!found) throw new Error(`${rel}: no row ${code}`);
  return found;
}

describe.skipIf(!rawDir)("seed cross-checked against the raw snapshot", { timeout: WORKBOOK_TIMEOUT }, () => {
  let dataset: ReadDataset;
  const data = <T>(name: string): T => JSON.parse(dataset.files.get(`${name}.json`) ?? "null").data as T;

  // Waits for the run's build of the whole dataset, in another process: over a minute while two test files run.
  beforeAll(async () => {
    dataset = await fullDataset(build as NonNullable<typeof build>);
  }, FULL_BUILD_WAIT_MS);

  it("every seed file validates against its schema", () => {
    for (const name of ENTITY_NAMES) {
      const result = entityFileSchema(name).safeParse(JSON.parse(dataset.files.get(entityFileName(name)) ?? ""));
      expect(result.success, name).toBe(true);
    }
    expect(ManifestSchema.safeParse(JSON.parse(dataset.files.get("manifest.json") ?? "")).success).toBe(true);
  });

  // A whole build in this process: about 15 s alone with the workbooks' tables kept, minutes on a busy machine.
  it("a second build, in another process, gives byte-identical files", async () => {
    // The workbooks' tables the first build kept: the second reads them back (a table kept on disk must be the table).
    keepTablesIn(build?.tableCache ?? null);
    const again = await buildDataset(rawDir ?? "");
    keepTablesIn(null);
    expect([...again.files.keys()].sort()).toEqual([...dataset.files.keys()].sort());
    for (const [name, text] of dataset.files) expect(again.files.get(name) === text, name).toBe(true);
  }, 300_000);

  it("the committed seed (if any) is what the build produces", () => {
    const seedDir = path.join(repoRoot, "data", "seed");
    if (!existsSync(seedDir)) return;
    expect(
      readdirSync(seedDir, { recursive: true, encoding: "utf8" })
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
    expect(metrics.unemploymentRate).toBe(Number(last?.["value"]));
    expect(metrics.periods.unemploymentRate).toBe(last?.["date"]?.slice(0, 7));
    expect(metrics.unemploymentRateChange).toBeCloseTo(Number(last?.["value"]) - Number(previous?.["value"]), 10);

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

  it("4: estimated vacancy duration from JOLTS openings and hires levels of the openings card's vintage", () => {
    const metrics = data<EmploymentMetrics>("employment-metrics");
    const api = JSON.parse(raw("bls_jolts/laborcompare_bls-jolts.json")) as {
      series: Record<string, { data: { year: number; month: number; value: number; footnotes: string[] }[] }>;
    };
    const card = JSON.parse(raw("bls_jolts/ntna_jolts.json")) as {
      series: { id: string; points: { key: string; value: number }[] }[];
    };
    const cardOpenings = card.series.find((s) => s.id === "JTS000000000000000JOL")?.points ?? [];
    // The newest month whose openings level equals the card's openings for that month (May 2026's preliminary
    // level, 7,594, was revised to 7,537 in the card's newer release, so April 2026).
    const agreeing = (api.series["JTS000000000000000JOL"]?.data ?? []).filter(
      (d) => cardOpenings.find((p) => p.key === `${d.year}-${String(d.month).padStart(2, "0")}`)?.value === d.value,
    );
    const month = agreeing.reduce((a, d) => Math.max(a, d.year * 12 + d.month - 1), 0);
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
      Number(ces.find((r) => r["abbr"] === abbr && r["date"] === date)?.["employment_thousands"]);
    expect(ca?.totalJobs).toBe(Math.round(jobs("CA", "2026-04-01") * 1000));
    const tx = states.find((s) => s.code === "TX");
    expect(tx?.growthRate).toBe(((jobs("TX", "2026-04-01") / jobs("TX", "2025-04-01") - 1) * 100).toFixed(1));

    // The fastest-growing state: the largest over-the-year percent change, the first of the states list.
    const growth = [...new Set(ces.map((r) => r["abbr"] ?? ""))].map((abbr) => ({
      abbr,
      pct: (jobs(abbr, "2026-04-01") / jobs(abbr, "2025-04-01") - 1) * 100,
      gain: jobs(abbr, "2026-04-01") - jobs(abbr, "2025-04-01"),
    }));
    const top = growth.sort((a, b) => b.pct - a.pct)[0];
    const metrics = data<EmploymentMetrics>("employment-metrics");
    expect(metrics.topStateCode).toBe(top?.abbr);
    expect(metrics.topStateCode).toBe(states[0]?.code);
    expect(metrics.topStateGrowth).toBe(Number(top?.pct.toFixed(1)));
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

  it("16: a skill's occupations where O*NET flags it In Demand, those that list it, and the ranking by the first", async () => {
    // Detailed occupations with OEWS national employment, straight from the workbook.
    const workbook = await workbookOf("bls_oews/national_M2025_dl.xlsx");
    const employment = new Map<string, number>();
    let total = 0;
    workbook.worksheets[0]?.eachRow((row) => {
      const values = row.values as unknown[];
      if (values[11] === "detailed" && typeof values[12] === "number") employment.set(String(values[9]), values[12]);
      if (values[11] === "total") total = Number(values[12]);
    });
    const technology = parse(raw("onet/Technology Skills.txt"), {
      columns: true,
      delimiter: "\t",
      quote: false,
    }) as Record<string, string>[];
    const socsOf = (name: string, inDemandOnly: boolean) =>
      new Set(
        technology
          .filter((r) => r["Example"] === name && (!inDemandOnly || r["In Demand"] === "Y"))
          .map((r) => (r["O*NET-SOC Code"] ?? "").slice(0, 7))
          .filter((soc) => employment.has(soc)),
      );
    const skills = data<Skill[]>("skills");
    for (const name of ["Microsoft Excel", "Python"]) {
      const skill = skills.find((s) => s.name === name);
      const inDemand = socsOf(name, true);
      const listed = socsOf(name, false);
      expect(skill?.occupations, name).toBe(inDemand.size);
      expect(skill?.listedOccupations, name).toBe(listed.size);
      const sum = (socs: Set<string>) => [...socs].reduce((s, soc) => s + (employment.get(soc) ?? 0), 0);
      expect(skill?.employment, name).toBe(sum(inDemand));
      expect(skill?.listedPercentage, name).toBe(((sum(listed) / total) * 100).toFixed(1));
    }
    // Excel is listed for far more occupations than those where it is in demand.
    const excel = skills.find((s) => s.name === "Microsoft Excel");
    expect(excel?.occupations).toBeLessThan((excel?.listedOccupations ?? 0) / 2);
    // Ranked by projected openings where in demand; the baseline tools (listed by half the occupations or more, Excel
    // among them) are set aside at the end.
    const ranked = skills.filter((s) => !s.baselineTool);
    expect(ranked.map((s) => s.jobCount)).toEqual([...ranked.map((s) => s.jobCount)].sort((a, b) => b - a));
    expect(excel?.baselineTool).toBe(true);
    expect(skills.slice(-skills.filter((s) => s.baselineTool).length).every((s) => s.baselineTool)).toBe(true);
  });

  it("17: surgeons and lawyers, whom BLS lists without related work experience, are not entry level", async () => {
    const roles = data<JobRole[]>("job-roles");
    for (const code of ["23-1011", "29-1242", "29-1249"]) {
      const projection = await sheetRow("bls_ep/occupation.xlsx", "Table 1.2", 2, code);
      expect(projection.includes("None"), code).toBe(true);
      expect(roles.find((r) => r.id === code)?.experienceLevel, code).toBe("Senior level");
    }
    expect(roles.filter((r) => r.experienceLevel === "Entry level").length).toBeLessThan(roles.length / 2);
  });

  it("11: a WARN notice's employees and dates", () => {
    const tx = rows("warn_notices/states/tx.csv").filter((r) => r["notice_date"] && r["employees_affected"]);
    const largest = tx.sort((a, b) => Number(b["employees_affected"]) - Number(a["employees_affected"]))[0];
    const layoffs = data<Layoff[]>("layoffs");
    const match = layoffs.find(
      (l) =>
        l.dataSource === "Texas WARN notice" &&
        l.companyName === largest?.["employer_name"]?.replace(/\s+/g, " ").trim() &&
        l.layoffDate === largest?.["notice_date"],
    );
    expect(match?.employeesLaidOff).toBe(Number(largest?.["employees_affected"]));
    if (largest?.["effective_date"]) expect(match?.effectiveDate).toBe(largest["effective_date"]);
  });

  it("11b: each WARN notice once: a duplicate, a blank-date copy and an amendment are not counted again", () => {
    const layoffs = data<Layoff[]>("layoffs");
    const shown = (state: string, company: string) =>
      layoffs.filter((l) => l.dataSource === `${state} WARN notice` && l.companyName === company);
    // Listed twice in the register with the same site, dates and employees.
    const twice = rows("warn_notices/states/wi.csv").filter(
      (r) => r["employer_name"] === "Air Wisconsin Airlines LLC (ATW)" && r["notice_date"] === "2025-09-05",
    );
    expect(twice).toHaveLength(2);
    expect(
      shown("Wisconsin", "Air Wisconsin Airlines LLC (ATW)").filter((l) => l.layoffDate === "2025-09-05"),
    ).toHaveLength(1);
    // Listed once with its notice date and once without it.
    const copies = rows("warn_notices/states/nj.csv").filter(
      (r) => r["employer_name"] === "Verizon Corp Resources Group LLC" && r["effective_date"] === "2026-10-16",
    );
    expect(copies.map((r) => r["notice_date"]).sort()).toEqual(["", "2026-07-01"]);
    expect(
      shown("New Jersey", "Verizon Corp Resources Group LLC")
        .filter((l) => l.effectiveDate === "2026-10-16")
        .map((l) => l.layoffDate),
    ).toEqual(["2026-07-01"]);
    // An amendment: one notice, first filed on the original's date, with the amendment's employees.
    const hilton = rows("warn_notices/states/wi.csv").filter(
      (r) => r["employer_name"] === "Hilton Milwaukee City Center",
    );
    const amendment = hilton.find((r) => r["is_amendment"] === "1");
    const original = hilton.find((r) => r["is_amendment"] === "0");
    expect(shown("Wisconsin", "Hilton Milwaukee City Center").map((l) => [l.layoffDate, l.employeesLaidOff])).toEqual([
      [original?.["notice_date"], Number(amendment?.["employees_affected"])],
    ]);
  });

  it("11c: the notice listed first is the newest filed one, with its notice date", () => {
    const warn = readdirSync(path.join(rawDir ?? "", "warn_notices/states")).flatMap((f) =>
      rows(`warn_notices/states/${f}`),
    );
    const reference =
      warn
        .map((r) => r["last_seen"] || r["first_seen"] || "")
        .sort()
        .at(-1) ?? "";
    const dated = warn.filter(
      (r) => Number(r["employees_affected"]) > 0 && r["notice_date"] && r["notice_date"] <= reference,
    );
    const newest = dated
      .map((r) => r["notice_date"] ?? "")
      .sort()
      .at(-1);
    const first = data<Layoff[]>("layoffs")[0];
    expect(first?.layoffDate).toBe(newest);
    expect(
      dated.some(
        (r) => r["notice_date"] === newest && r["employer_name"]?.replace(/\s+/g, " ").trim() === first?.companyName,
      ),
    ).toBe(true);
  });

  it("12: CES Information employment in the newest hiring-trends month", () => {
    const trends = data<HiringTrends>("hiring-trends");
    const last = trends.measures.find((m) => m.id === "employment")?.points.at(-1);
    const info = rows("bls_ces/industry_employment.csv").find(
      (r) => r["sector"] === "Information" && r["date"] === `${last?.month}-01`,
    );
    expect(last?.values.technology).toBe(Math.round(Number(info?.["employment_thousands"]) * 1000));
  });

  it("12b: JOLTS health care hires in the newest hiring-trends hires month", () => {
    const hires = data<HiringTrends>("hiring-trends").measures.find((m) => m.id === "hires");
    const last = hires?.points.at(-1);
    const [year, month] = (last?.month ?? "").split("-");
    const row = rows("bls_jolts_industry/joshuarf_jolts.csv").find(
      (r) => r["industry"] === "Health care and social assistance" && r["date"] === `${Number(month)}/1/${year}`,
    );
    expect(row).toBeDefined();
    expect(last?.values.healthcare).toBe(Number(row?.["hires"]) * 1000);
  });

  it("13–14: Greenhouse postings of SpaceX and of all boards (test postings left out)", () => {
    const dir = "job_listings/greenhouse_tech-jobs-hub/boards";
    const spacex = JSON.parse(raw(`${dir}/spacex.json`)) as { jobs: unknown[] };
    expect(data<Company[]>("companies").find((c) => c.id === "gh-spacex")?.openings).toBe(spacex.jobs.length);
    // Every posting of every board, except test postings: a placeholder employer ("LI Test Company" on LinkedIn's
    // board) or a title saying it is a test ("Bug Bash Job", a job called "test").
    const isTest = (text: string) => /test company|bug bash|\btest job\b|^\s*test\s*\d*\s*$/i.test(text);
    const total = readdirSync(path.join(rawDir ?? "", dir)).reduce((sum, f) => {
      const { jobs } = JSON.parse(raw(`${dir}/${f}`)) as { jobs: { company_name?: string | null; title: string }[] };
      return sum + jobs.filter((j) => !isTest(j.company_name ?? "") && !isTest(j.title)).length;
    }, 0);
    expect(
      data<ExternalJobs>("external-jobs").sources.find((s) => s.source === "Greenhouse job boards")?.totalJobs,
    ).toBe(total);
  });

  it("18: each board is its own employer: Relativity Space's postings do not take the legal-software firm's industry", () => {
    const dir = "job_listings/greenhouse_tech-jobs-hub";
    const board = JSON.parse(raw(`${dir}/boards/relativity.json`)) as { jobs: { company_name: string }[] };
    const listed = rows(`${dir}/companies_info.csv`).find((r) =>
      /greenhouse\.io\/relativity$/.test(r["Greenhouse Website"] ?? ""),
    );
    expect(board.jobs[0]?.company_name).toBe("Relativity Space");
    expect(listed?.["Company Name"]).toBe("Relativity");
    expect(listed?.["Website"]).toMatch(/kcura\.com/);
    const company = data<Company[]>("companies").find((c) => c.id === "gh-relativity");
    expect(company?.name).toBe("Relativity Space");
    expect(company?.openings).toBe(board.jobs.length);
    expect(company?.industry).not.toBe(listed?.["Industry"]);
    // LinkedIn's board holds only test postings; the "delete" board only a job called "test".
    expect(data<Company[]>("companies").some((c) => c.id === "gh-linkedin" || c.id === "gh-delete")).toBe(false);
  });

  it("15: the newest Indeed Job Postings Index value", () => {
    const index = rows("indeed_hiring_lab/aggregate_job_postings_US.csv").filter(
      (r) => r["variable"] === "total postings",
    );
    const last = index.at(-1);
    const item = data<NewsItem[]>("news").find((n) => n.source === "Indeed Hiring Lab");
    expect(item?.title).toBe(
      `Indeed Job Postings Index at ${Number(last?.["indeed_job_postings_index_SA"]).toFixed(1)} on ${new Date(`${last?.["date"]}T00:00:00Z`).toLocaleDateString("en-US", { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" })}`,
    );
  });
});

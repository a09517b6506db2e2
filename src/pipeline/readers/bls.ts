/**
 * Readers for the BLS time series of the snapshot (JOLTS, CPS, LAUS, CES), each file in the layout its
 * compiling repository gave it. Output: monthly series in BLS units (thousands or percent).
 */
import { z } from "zod";
import { stateByCode, stateByName } from "../../domain/geography.ts";
import { InputError, optionalNumber, requireNumber, requireText } from "../pipeline-errors.ts";
import { type MonthlyPoint, type MonthlySeries, toMonth, toSeries } from "../series.ts";
import { readDelimited } from "./csv.ts";
import { readJson } from "./json.ts";

export const BLS_FILES = {
  joltsNtna: "bls_jolts/ntna_jolts.json",
  joltsLaborcompare: "bls_jolts/laborcompare_bls-jolts.json",
  joltsFuturegrid: "bls_jolts/futuregrid_jolts.json",
  unrate: "bls_laus/konczal_us_unemployment_rate_UNRATE.csv",
  lausStatesNtna: "bls_laus/ntna_laus.json",
  cesStates: "bls_ces/state_employment.csv",
  cesIndustries: "bls_ces/industry_employment.csv",
  cesSectors: "bls_ces/stefficurran_sectors.json",
  joltsIndustryHires: "bls_jolts_industry/joshuarf_jolts.csv",
  fredNational: "fred_bls_national/doublej0n_dashboard-data.fred-only.json",
} as const;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}/);

// ---------------------------------------------------------------- JOLTS (altavise/ntna-data)

const NtnaJoltsShape = z.object({
  reference: z.string(),
  pulled: isoDay,
  series: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      group: z.string(),
      points: z.array(z.object({ key: z.string(), value: z.number(), preliminary: z.boolean() })),
    }),
  ),
});

export interface JoltsRelease {
  /** Date the compiler pulled the data from BLS ("YYYY-MM-DD"). */
  readonly retrieved: string;
  readonly series: ReadonlyMap<string, MonthlySeries>;
}

/** Job openings (level) and hires/quits/layoffs rates through the newest month. */
export function readNtnaJolts(root: string): JoltsRelease {
  const file = BLS_FILES.joltsNtna;
  const json = readJson(root, file, NtnaJoltsShape);
  const series = new Map<string, MonthlySeries>();
  for (const s of json.series) {
    const points = s.points.map((p) => ({
      month: toMonth(p.key, { file }),
      value: p.value,
      preliminary: p.preliminary,
    }));
    series.set(s.id, toSeries(s.id, s.name, points, file));
  }
  return { retrieved: json.pulled.slice(0, 10), series };
}

// ---------------------------------------------------------------- JOLTS (cdailystyles/laborcompare)

const LaborcompareShape = z.object({
  fetched: isoDay,
  series: z.record(
    z.string(),
    z.object({
      name: z.string(),
      data: z.array(
        z.object({
          year: z.number().int(),
          month: z.number().int().min(1).max(12),
          value: z.number(),
          footnotes: z.array(z.string()),
        }),
      ),
    }),
  ),
});

/** Openings, hires, quits and separations levels (thousands) from a BLS API v2 response. */
export function readLaborcompareJolts(root: string): JoltsRelease {
  const file = BLS_FILES.joltsLaborcompare;
  const json = readJson(root, file, LaborcompareShape);
  const series = new Map<string, MonthlySeries>();
  for (const [id, s] of Object.entries(json.series)) {
    const points = s.data.map((d) => ({
      month: `${d.year}-${String(d.month).padStart(2, "0")}`,
      value: d.value,
      preliminary: d.footnotes.some((f) => f.toLowerCase().includes("preliminary")),
    }));
    series.set(id, toSeries(id, s.name, points, file));
  }
  return { retrieved: json.fetched.slice(0, 10), series };
}

// ---------------------------------------------------------------- JOLTS (huangyingting/FutureGrid)

const FuturegridJoltsShape = z.object({
  generatedAt: isoDay,
  industries: z.array(
    z.object({
      code: z.string().regex(/^\d{6}$/),
      name: z.string(),
      layoffsLevel: z.array(z.object({ date: z.string(), value: z.number() })),
      layoffsRate: z.array(z.object({ date: z.string(), value: z.number() })),
    }),
  ),
});

export interface JoltsIndustry {
  readonly code: string;
  readonly name: string;
  /** Layoffs and discharges, thousands. */
  readonly layoffsLevel: MonthlySeries;
  /** Layoffs and discharges rate, percent of employment. */
  readonly layoffsRate: MonthlySeries;
}

/** Monthly layoffs and discharges by JOLTS industry. */
export function readJoltsIndustries(root: string): { retrieved: string; industries: JoltsIndustry[] } {
  const file = BLS_FILES.joltsFuturegrid;
  const json = readJson(root, file, FuturegridJoltsShape);
  const industries = json.industries.map((ind) => {
    const toPoints = (list: { date: string; value: number }[]): MonthlyPoint[] =>
      list.map((p) => ({ month: toMonth(p.date, { file }), value: p.value }));
    return {
      code: ind.code,
      name: ind.name,
      layoffsLevel: toSeries(`JTS${ind.code}000000000LDL`, ind.name, toPoints(ind.layoffsLevel), file),
      layoffsRate: toSeries(`JTS${ind.code}000000000LDR`, ind.name, toPoints(ind.layoffsRate), file),
    };
  });
  return { retrieved: json.generatedAt.slice(0, 10), industries };
}

// ---------------------------------------------------------------- CPS national unemployment rate

/** UNRATE (= LNS14000000), percent, seasonally adjusted. */
export function readUnemploymentRate(root: string): MonthlySeries {
  const file = BLS_FILES.unrate;
  const table = readDelimited(root, file, { required: ["date", "value"] });
  const points = table.rows.map((row) => ({
    month: toMonth(row.values["date"] ?? "", { file, line: row.line }),
    value: requireNumber(row.values["value"], { file, line: row.line, column: "value" }),
  }));
  return toSeries("LNS14000000", "Unemployment rate", points, file);
}

// ---------------------------------------------------------------- LAUS states (altavise/ntna-data)

const NtnaLausShape = z.object({
  reference: z.string(),
  pulled: isoDay,
  rows: z.array(z.tuple([z.string(), z.number(), z.number()])),
});

export interface StateUnemployment {
  readonly code: string;
  readonly rate: number;
  readonly rateYearAgo: number;
}

/** Latest state unemployment rates (and a year earlier) for the 50 states and DC; Puerto Rico is dropped. */
export function readStateUnemployment(root: string): {
  month: string;
  retrieved: string;
  states: ReadonlyMap<string, StateUnemployment>;
} {
  const file = BLS_FILES.lausStatesNtna;
  const json = readJson(root, file, NtnaLausShape);
  const states = new Map<string, StateUnemployment>();
  for (const [name, rate, rateYearAgo] of json.rows) {
    if (name === "Puerto Rico") continue;
    const state = stateByName(name);
    if (!state) throw new InputError(file, `unknown state name ${JSON.stringify(name)}`);
    states.set(state.code, { code: state.code, rate, rateYearAgo });
  }
  return { month: toMonth(json.reference, { file }), retrieved: json.pulled.slice(0, 10), states };
}

// ---------------------------------------------------------------- CES state total nonfarm

/** Total nonfarm payroll employment (thousands, SA) per state code; months the file leaves blank are skipped. */
export function readStateEmployment(root: string): ReadonlyMap<string, MonthlySeries> {
  const file = BLS_FILES.cesStates;
  const table = readDelimited(root, file, { required: ["date", "state", "abbr", "employment_thousands"] });
  const byState = new Map<string, MonthlyPoint[]>();
  for (const row of table.rows) {
    const ref = { file, line: row.line };
    const code = requireText(row.values["abbr"], { ...ref, column: "abbr" });
    if (!stateByCode(code)) throw new InputError(file, `unknown state code ${JSON.stringify(code)}`, row.line);
    const value = optionalNumber(row.values["employment_thousands"], { ...ref, column: "employment_thousands" });
    if (value === undefined) continue; // not yet published for that month
    const list = byState.get(code) ?? [];
    list.push({ month: toMonth(row.values["date"] ?? "", ref), value });
    byState.set(code, list);
  }
  const out = new Map<string, MonthlySeries>();
  for (const [code, points] of byState) {
    const fips = stateByCode(code)?.fips ?? "00";
    out.set(code, toSeries(`SMS${fips}000000000000001`, `${code} total nonfarm`, points, file));
  }
  return out;
}

// ---------------------------------------------------------------- CES national supersectors

/** BLS series ids of the CES sectors in the file (all employees, SA, thousands). */
export const CES_SECTOR_SERIES: Readonly<Record<string, string>> = {
  "Mining and logging": "CES1000000001",
  Construction: "CES2000000001",
  Manufacturing: "CES3000000001",
  "Wholesale trade": "CES4142000001",
  "Retail trade": "CES4200000001",
  "Transportation and warehousing": "CES4300000001",
  Utilities: "CES4422000001",
  Information: "CES5000000001",
  "Financial activities": "CES5500000001",
  "Professional and business services": "CES6000000001",
  "Education and health services": "CES6500000001",
  "Leisure and hospitality": "CES7000000001",
  "Other services": "CES8000000001",
  Government: "CES9000000001",
};

/** Employment by CES sector (thousands, SA), keyed by sector name, plus total nonfarm. */
export function readIndustryEmployment(root: string): ReadonlyMap<string, MonthlySeries> {
  const file = BLS_FILES.cesIndustries;
  const table = readDelimited(root, file, {
    required: ["date", "sector", "employment_thousands", "total_nonfarm_thousands"],
  });
  const bySector = new Map<string, MonthlyPoint[]>();
  const total = new Map<string, number>();
  for (const row of table.rows) {
    const ref = { file, line: row.line };
    const sector = requireText(row.values["sector"], { ...ref, column: "sector" });
    if (!CES_SECTOR_SERIES[sector])
      throw new InputError(file, `unknown CES sector ${JSON.stringify(sector)}`, row.line);
    const month = toMonth(row.values["date"] ?? "", ref);
    const value = requireNumber(row.values["employment_thousands"], { ...ref, column: "employment_thousands" });
    const list = bySector.get(sector) ?? [];
    list.push({ month, value });
    bySector.set(sector, list);
    total.set(
      month,
      requireNumber(row.values["total_nonfarm_thousands"], { ...ref, column: "total_nonfarm_thousands" }),
    );
  }
  const out = new Map<string, MonthlySeries>();
  for (const [sector, points] of bySector) {
    out.set(sector, toSeries(CES_SECTOR_SERIES[sector] ?? sector, sector, points, file));
  }
  out.set(
    "Total nonfarm",
    toSeries(
      "CES0000000001",
      "Total nonfarm",
      [...total].map(([month, value]) => ({ month, value })),
      file,
    ),
  );
  return out;
}

// ---------------------------------------------------------------- JOLTS hires by industry (Joshuarf)

/** JOLTS hires levels by industry (SA, thousands): the BLS series id of each industry the site charts. */
export const JOLTS_HIRES_SERIES: Readonly<Record<string, string>> = {
  Information: "JTS510000000000000HIL",
  "Finance and insurance": "JTS520000000000000HIL",
  "Educational services": "JTS610000000000000HIL",
  "Health care and social assistance": "JTS620000000000000HIL",
  Manufacturing: "JTS300000000000000HIL",
};

export interface IndustryHires {
  /** Which publication of the values this is, for the chart's label (a vintage or a retrieval date). */
  readonly vintage: string;
  /** Hires series keyed by JOLTS industry name; industries the input lacks are absent. */
  readonly series: ReadonlyMap<string, MonthlySeries>;
}

/**
 * Hires by industry from the snapshot's one monthly file of them: Manufacturing, Information and Health care and
 * social assistance, SA levels in thousands, dates written M/D/YYYY. The file was pulled in February 2026, before
 * BLS revised five years of seasonally adjusted JOLTS data with the January 2026 release (March 2026).
 */
export function readJoltsIndustryHires(root: string): IndustryHires {
  const file = BLS_FILES.joltsIndustryHires;
  const table = readDelimited(root, file, { required: ["date", "industry", "hires"] });
  const byIndustry = new Map<string, MonthlyPoint[]>();
  for (const row of table.rows) {
    const ref = { file, line: row.line };
    if (!row.values["date"] && !row.values["industry"]) continue; // a trailing empty row
    const industry = requireText(row.values["industry"], { ...ref, column: "industry" });
    if (!JOLTS_HIRES_SERIES[industry])
      throw new InputError(file, `unknown JOLTS industry ${JSON.stringify(industry)}`, row.line);
    const date = /^(\d{1,2})\/1\/(\d{4})$/.exec((row.values["date"] ?? "").trim());
    if (!date)
      throw new InputError(file, `not a first-of-month M/D/YYYY date: ${JSON.stringify(row.values["date"])}`, row.line);
    const month = toMonth(`${date[2]}-${(date[1] ?? "").padStart(2, "0")}`, ref);
    const list = byIndustry.get(industry) ?? [];
    list.push({ month, value: requireNumber(row.values["hires"], { ...ref, column: "hires" }) });
    byIndustry.set(industry, list);
  }
  const series = new Map<string, MonthlySeries>();
  for (const [industry, points] of byIndustry) {
    series.set(industry, toSeries(JOLTS_HIRES_SERIES[industry] ?? industry, industry, points, file));
  }
  return { vintage: "as published in February 2026, before BLS's annual revision of March 2026", series };
}

// ---------------------------------------------------------------- FRED national (DoubleJ0n)

const FredShape = z.object({
  fred: z.object({
    lastRefreshed: isoDay,
    series: z.record(z.string(), z.array(z.object({ date: z.string(), value: z.number() }))),
  }),
});

/** Selected national BLS series as republished on FRED, with the compiler's refresh date. */
export function readFredNational(
  root: string,
  ids: readonly string[],
): { retrieved: string; via: string; series: ReadonlyMap<string, MonthlySeries> } {
  const file = BLS_FILES.fredNational;
  const json = readJson(root, file, FredShape);
  const series = new Map<string, MonthlySeries>();
  for (const id of ids) {
    const list = json.fred.series[id];
    if (!list) throw new InputError(file, `series ${id} is missing`);
    series.set(
      id,
      toSeries(
        id,
        id,
        list.map((p) => ({ month: toMonth(p.date, { file }), value: p.value })),
        file,
      ),
    );
  }
  // Where the values were retrieved from, for the texts that quote them (the BLS API overlay replaces it).
  return { retrieved: json.fred.lastRefreshed.slice(0, 10), via: "FRED", series };
}

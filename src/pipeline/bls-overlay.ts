/**
 * Lays the BLS API answer the refresh fetched over the series read from the snapshot's files. Within the API's
 * window (from January of its start year) the API is authoritative: its values replace the file's, revisions
 * included, and a month the API does not have is dropped (nothing is newer than BLS itself). Before the window the
 * snapshot's history stays. Without an API file the inputs pass through unchanged, so the snapshot alone still
 * builds byte-identical seed files.
 */
import { stateByCode } from "../domain/geography.ts";
import { addMonths } from "../domain/periods.ts";
import {
  type IndustryHires,
  JOLTS_HIRES_SERIES,
  type JoltsIndustry,
  type JoltsRelease,
  type readFredNational,
  type readStateEmployment,
  type readStateUnemployment,
} from "./readers/bls.ts";
import type { BlsApiSeries } from "./readers/bls-api.ts";
import { type MonthlySeries, valueAt } from "./series.ts";
import { CES_NATIONAL, CPS_UNEMPLOYMENT_RATE, cesStateId, joltsIndustryId, lausRateId } from "./sources/bls-series.ts";

export interface BlsInputs {
  readonly joltsNational: JoltsRelease;
  readonly joltsLevels: JoltsRelease;
  readonly joltsIndustries: { retrieved: string; industries: JoltsIndustry[] };
  readonly industryHires: IndustryHires;
  readonly unemploymentRate: MonthlySeries;
  readonly stateUnemployment: ReturnType<typeof readStateUnemployment>;
  readonly stateEmployment: ReturnType<typeof readStateEmployment>;
  readonly industryEmployment: ReadonlyMap<string, MonthlySeries>;
  readonly fredNational: ReturnType<typeof readFredNational>;
}

/** The file's series with the API's window laid over it (same id and name as the file's). */
export function mergeSeries(file: MonthlySeries, api: BlsApiSeries, apiId: string = file.id): MonthlySeries {
  const fresh = api.series.get(apiId);
  if (!fresh) return file;
  const cutoff = `${api.startyear}-01`;
  return {
    id: file.id,
    name: file.name,
    points: [...file.points.filter((p) => p.month < cutoff), ...fresh.points.filter((p) => p.month >= cutoff)],
  };
}

function mergeRelease(release: JoltsRelease, api: BlsApiSeries, retrieved: string): JoltsRelease {
  return {
    retrieved,
    series: new Map([...release.series].map(([id, s]) => [id, mergeSeries(s, api)])),
  };
}

/** State unemployment rates from the LAUS series, when the API gave every state; else the file's. */
function stateRates(inputs: BlsInputs, api: BlsApiSeries, retrieved: string): BlsInputs["stateUnemployment"] {
  const codes = [...inputs.stateUnemployment.states.keys()];
  const series = codes.map((code) => api.series.get(lausRateId(stateByCode(code)?.fips ?? "")));
  if (series.some((s) => !s)) return inputs.stateUnemployment;
  const month = series.map((s) => s?.points.at(-1)?.month ?? "").sort()[0] ?? "";
  const states = new Map(inputs.stateUnemployment.states);
  codes.forEach((code, i) => {
    const s = series[i] as MonthlySeries;
    const rate = valueAt(s, month);
    const rateYearAgo = valueAt(s, addMonths(month, -12));
    if (rate !== undefined && rateYearAgo !== undefined) states.set(code, { code, rate, rateYearAgo });
  });
  return { month, retrieved, states };
}

/**
 * Hires by industry: every industry the API answered for, its window laid over the file's history (an industry the
 * file lacks starts with the API's window); the vintage names the retrieval when the API gave any.
 */
function industryHires(file: IndustryHires, api: BlsApiSeries, retrieved: string): IndustryHires {
  const series = new Map<string, MonthlySeries>();
  let fromApi = false;
  for (const [industry, id] of Object.entries(JOLTS_HIRES_SERIES)) {
    const merged = mergeSeries(file.series.get(industry) ?? { id, name: industry, points: [] }, api, id);
    fromApi ||= api.series.has(id);
    if (merged.points.length > 0) series.set(industry, merged);
  }
  return { vintage: fromApi ? `retrieved ${retrieved} from the BLS Public Data API` : file.vintage, series };
}

/** The CES national series: the file's sectors with the API's window, plus the sectors only the API gives. */
function industryEmployment(
  file: ReadonlyMap<string, MonthlySeries>,
  api: BlsApiSeries,
): ReadonlyMap<string, MonthlySeries> {
  const out = new Map([...file].map(([sector, s]) => [sector, mergeSeries(s, api)]));
  for (const [sector, id] of Object.entries(CES_NATIONAL)) {
    if (out.has(sector)) continue;
    const merged = mergeSeries({ id, name: sector, points: [] }, api, id);
    if (merged.points.length > 0) out.set(sector, merged);
  }
  return out;
}

/** The inputs with every BLS series the API answer covers taken from it. */
export function overlayBlsApi<T extends BlsInputs>(inputs: T, api: BlsApiSeries | undefined): T {
  if (!api) return inputs;
  const retrieved = api.fetched.slice(0, 10);
  return {
    ...inputs,
    joltsNational: mergeRelease(inputs.joltsNational, api, retrieved),
    joltsLevels: mergeRelease(inputs.joltsLevels, api, retrieved),
    joltsIndustries: {
      retrieved,
      industries: inputs.joltsIndustries.industries.map((ind) => ({
        ...ind,
        layoffsLevel: mergeSeries(ind.layoffsLevel, api, joltsIndustryId(ind.code, "LD", "L")),
        layoffsRate: mergeSeries(ind.layoffsRate, api, joltsIndustryId(ind.code, "LD", "R")),
      })),
    },
    unemploymentRate: mergeSeries(inputs.unemploymentRate, api, CPS_UNEMPLOYMENT_RATE),
    stateUnemployment: stateRates(inputs, api, retrieved),
    stateEmployment: new Map(
      [...inputs.stateEmployment].map(([code, s]) => [
        code,
        mergeSeries(s, api, cesStateId(stateByCode(code)?.fips ?? "")),
      ]),
    ),
    industryHires: industryHires(inputs.industryHires, api, retrieved),
    industryEmployment: industryEmployment(inputs.industryEmployment, api),
    fredNational: {
      retrieved,
      via: "the BLS Public Data API",
      series: new Map(
        [...inputs.fredNational.series].map(([id, s]) => [
          id,
          mergeSeries(s, api, id === "PAYEMS" ? "CES0000000001" : id === "UNRATE" ? CPS_UNEMPLOYMENT_RATE : id),
        ]),
      ),
    },
  };
}

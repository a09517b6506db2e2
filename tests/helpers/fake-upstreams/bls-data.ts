/**
 * The BLS series of the snapshot, by BLS series id, as the fake BLS API serves them: read with the pipeline's own
 * readers from the compiled files (later files win a month they share: they are the newer vintage), plus the
 * snapshot's extra files for state rates, hires by industry and health-care employment.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { stateByCode, US_STATES } from "../../../src/domain/geography.ts";
import {
  readFredNational,
  readIndustryEmployment,
  readJoltsIndustries,
  readJoltsIndustryHires,
  readLaborcompareJolts,
  readNtnaJolts,
  readStateEmployment,
  readStateUnemployment,
  readUnemploymentRate,
} from "../../../src/pipeline/readers/bls.ts";
import { parseDelimited } from "../../../src/pipeline/readers/csv.ts";
import type { MonthlySeries } from "../../../src/pipeline/series.ts";
import { lausRateId } from "../../../src/pipeline/sources/bls-series.ts";

export interface FakePoint {
  month: string;
  value: number;
  preliminary?: boolean;
}

export type FakeSeries = Map<string, FakePoint[]>;

/** How many newest months each survey marks preliminary (footnote P). */
function preliminaryMonths(id: string): number {
  if (id.startsWith("CES") || id.startsWith("SMS")) return 2;
  if (id.startsWith("JTS") || id.startsWith("LASST")) return 1;
  return 0;
}

function put(out: FakeSeries, id: string, points: readonly { month: string; value: number }[]): void {
  const byMonth = new Map((out.get(id) ?? []).map((p) => [p.month, p]));
  for (const p of points) byMonth.set(p.month, { month: p.month, value: p.value });
  out.set(
    id,
    [...byMonth.values()].sort((a, b) => (a.month < b.month ? -1 : 1)),
  );
}

function putSeries(out: FakeSeries, series: MonthlySeries, id: string = series.id): void {
  put(out, id, series.points);
}

function csvSeries(raw: string, file: string, dateColumn: string, valueColumn: string) {
  const table = parseDelimited(readFileSync(path.join(raw, file), "utf8"), file);
  return table.rows
    .filter((r) => r.values[valueColumn] && r.values[valueColumn] !== "NA")
    .map((r) => ({ month: (r.values[dateColumn] ?? "").slice(0, 7), value: Number(r.values[valueColumn]) }));
}

/** Every BLS series the snapshot holds, ascending by month, newest months flagged preliminary. */
export function snapshotBlsSeries(raw: string): FakeSeries {
  const out: FakeSeries = new Map();
  for (const s of readLaborcompareJolts(raw).series.values()) putSeries(out, s);
  for (const s of readNtnaJolts(raw).series.values()) putSeries(out, s);
  for (const ind of readJoltsIndustries(raw).industries) {
    putSeries(out, ind.layoffsLevel);
    putSeries(out, ind.layoffsRate);
  }
  putSeries(out, readUnemploymentRate(raw));
  for (const s of readIndustryEmployment(raw).values()) putSeries(out, s);
  putSeries(out, readFredNational(raw, ["PAYEMS"]).series.get("PAYEMS") as MonthlySeries, "CES0000000001");
  for (const s of readStateEmployment(raw).values()) putSeries(out, s);

  const stateFile = "bls_laus/konczal_state_unemployment_rate_SA.csv";
  for (const state of US_STATES) put(out, lausRateId(state.fips), csvSeries(raw, stateFile, "date", state.code));
  const latest = readStateUnemployment(raw);
  for (const [code, s] of latest.states) {
    put(out, lausRateId(stateByCode(code)?.fips ?? ""), [{ month: latest.month, value: s.rate }]);
  }
  for (const s of readJoltsIndustryHires(raw).series.values()) putSeries(out, s);
  const sectors = JSON.parse(readFileSync(path.join(raw, "bls_ces/stefficurran_sectors.json"), "utf8")) as {
    timeseries: Record<string, { date: string; value: number }[]>;
  };
  put(
    out,
    "CES6562000001",
    (sectors.timeseries["Health Care"] ?? []).map((p) => ({ month: p.date.slice(0, 7), value: p.value })),
  );

  for (const [id, points] of out) {
    const n = preliminaryMonths(id);
    points.forEach((p, i) => {
      if (i >= points.length - n) p.preliminary = true;
    });
  }
  return out;
}

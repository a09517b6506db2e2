/**
 * The digest of a build: the figures the "what changed" record and the plausibility gate compare between versions
 * (BLS series as built, newest period per source, WARN notice keys, postings per employer), and each entity's record
 * count and shape. Stored with every published version, so the next refresh compares against exactly what was
 * served.
 */
import type { DatasetDigest } from "../domain/changes.ts";
import { ENTITY_NAMES, entityFileName } from "../domain/dataset.ts";
import { stateByCode } from "../domain/geography.ts";
import { addMonths } from "../domain/periods.ts";
import { type EntityProfile, shapeOf } from "../domain/plausibility.ts";
import type { BuiltDataset } from "./build-dataset.ts";
import type { Inputs } from "./load-inputs.ts";
import { naicsSector } from "./naics.ts";
import type { MonthlySeries } from "./series.ts";
import { lausRateId } from "./sources/bls-series.ts";

function points(series: MonthlySeries): DatasetDigest["series"][string] {
  return series.points.map((p) => (p.preliminary ? [p.month, p.value, 1] : [p.month, p.value]));
}

/** End of a reference period ("2025-05/2026-04" → "2026-04"). */
function periodEnd(period: string): string {
  return period.split("/").at(-1) ?? period;
}

export function digestBuild(inputs: Inputs, built: BuiltDataset): DatasetDigest {
  const series: DatasetDigest["series"] = {};
  for (const s of inputs.joltsLevels.series.values()) series[s.id] = points(s);
  for (const s of inputs.joltsNational.series.values()) series[s.id] = points(s);
  for (const ind of inputs.joltsIndustries.industries) {
    series[ind.layoffsLevel.id] = points(ind.layoffsLevel);
    series[ind.layoffsRate.id] = points(ind.layoffsRate);
  }
  series[inputs.unemploymentRate.id] = points(inputs.unemploymentRate);
  for (const s of inputs.industryEmployment.values()) series[s.id] = points(s);
  for (const s of inputs.stateEmployment.values()) series[s.id] = points(s);
  const { month, states } = inputs.stateUnemployment;
  for (const [code, s] of states) {
    series[lausRateId(stateByCode(code)?.fips ?? "")] = [
      [addMonths(month, -12), s.rateYearAgo],
      [month, s.rate],
    ];
  }

  const periods: DatasetDigest["periods"] = {};
  for (const entry of Object.values(built.manifest.entities)) {
    for (const source of entry.sources) {
      const end = periodEnd(source.referencePeriod);
      if ((periods[source.id] ?? "") < end) periods[source.id] = end;
    }
  }

  const warn: DatasetDigest["warn"] = {};
  for (const n of inputs.warn.notices) warn[`${n.state}:${n.key}`] = [n.state, naicsSector(n.naics) ?? "Unknown"];

  const postings: DatasetDigest["postings"] = {};
  for (const board of [...inputs.greenhouse.boards, ...inputs.ashby.boards]) {
    postings[`${board.source}:${board.token}`] = [board.companyName ?? board.token, board.postings.length];
  }
  return { series, periods, warn, postings, entities: entityProfile(built) };
}

/** Record count and data shape of every entity of a build. */
function entityProfile(built: BuiltDataset): EntityProfile {
  const out: Record<string, { count: number; shape: string }> = {};
  for (const name of ENTITY_NAMES) {
    const text = built.files.get(entityFileName(name)) ?? "null";
    out[name] = { count: built.manifest.entities[name]?.count ?? 0, shape: shapeOf(JSON.parse(text).data) };
  }
  return out;
}

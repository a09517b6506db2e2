/**
 * CES national sectors the industry file lacks (stefficurran/labor-dashboard, from FRED): health care and social
 * assistance (CES6562000001), SA, thousands. The compiler labels it "Health Care"; the reader takes the series by its
 * id in the file's rankings, never by that label, and refuses a file whose label points at another series.
 */
import { z } from "zod";
import { InputError } from "../pipeline-errors.ts";
import { type MonthlySeries, toMonth, toSeries } from "../series.ts";
import { BLS_FILES } from "./bls.ts";
import { readJson } from "./json.ts";

/** The sectors read from the file: name used across the pipeline → BLS series id. */
export const CES_EXTRA_SECTORS: Readonly<Record<string, string>> = {
  "Health care and social assistance": "CES6562000001",
};

const SectorsShape = z.object({
  rankings: z.array(z.object({ series_id: z.string(), sector: z.string() })),
  timeseries: z.record(z.string(), z.array(z.object({ date: z.string(), value: z.number() }))),
});

/** The extra CES sectors by name (thousands, SA). */
export function readCesExtraSectors(root: string): ReadonlyMap<string, MonthlySeries> {
  const file = BLS_FILES.cesSectors;
  const json = readJson(root, file, SectorsShape);
  const out = new Map<string, MonthlySeries>();
  for (const [name, id] of Object.entries(CES_EXTRA_SECTORS)) {
    const label = json.rankings.find((r) => r.series_id === id)?.sector;
    if (label === undefined) throw new InputError(file, `series ${id} is missing from the rankings`);
    const points = json.timeseries[label];
    if (!points) throw new InputError(file, `series ${id} ("${label}") has no time series`);
    out.set(
      name,
      toSeries(
        id,
        name,
        points.map((p) => ({ month: toMonth(p.date, { file }), value: p.value })),
        file,
      ),
    );
  }
  return out;
}

/**
 * Reader of the canonical BLS file the refresh writes: the BLS Public Data API v2's own series objects
 * (`{seriesID, data: [{year, period, periodName, latest, value, footnotes}]}`), merged over the batches of one
 * refresh. Values are strings in the API ("-" when not available); M13 is an annual average and is skipped;
 * footnote code P marks a preliminary value.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { InputError } from "../pipeline-errors.ts";
import { type MonthlyPoint, type MonthlySeries, toSeries } from "../series.ts";
import { readText } from "./files.ts";
import { parseJson } from "./json.ts";

export const BLS_API_FILE = "bls_api/timeseries.json";

const FootnoteSchema = z.object({ code: z.string().nullish(), text: z.string().nullish() });

export const BlsObservationSchema = z.object({
  year: z.string().regex(/^\d{4}$/),
  period: z.string().regex(/^[MQAS]\d{2}$/),
  periodName: z.string().optional(),
  latest: z.string().optional(),
  value: z.string(),
  footnotes: z.array(FootnoteSchema),
});

export const BlsSeriesSchema = z.object({
  seriesID: z.string().regex(/^[A-Z0-9]{5,30}$/),
  data: z.array(BlsObservationSchema),
});

const BlsApiFileSchema = z.object({
  source: z.string(),
  endpoint: z.string(),
  fetched: z.iso.datetime(),
  startyear: z.string(),
  endyear: z.string(),
  series: z.array(BlsSeriesSchema),
});

export interface BlsApiSeries {
  /** When the refresh fetched the answer, ISO. */
  readonly fetched: string;
  /** First and last year asked for: the window the API answer is authoritative for. */
  readonly startyear: number;
  readonly series: ReadonlyMap<string, MonthlySeries>;
}

/** Parses the canonical file's text. */
export function readBlsApiFile(text: string, file: string = BLS_API_FILE): BlsApiSeries {
  const json = parseJson(text, file, BlsApiFileSchema);
  const series = new Map<string, MonthlySeries>();
  for (const s of json.series) {
    const points: MonthlyPoint[] = [];
    for (const d of s.data) {
      if (!/^M(0[1-9]|1[0-2])$/.test(d.period)) continue;
      const value = Number(d.value.replaceAll(",", ""));
      if (d.value.trim() === "-" || d.value.trim() === "") continue;
      if (!Number.isFinite(value))
        throw new InputError(file, `series ${s.seriesID}: not a number ${JSON.stringify(d.value)}`);
      const preliminary = d.footnotes.some((f) => f.code === "P");
      points.push({ month: `${d.year}-${d.period.slice(1)}`, value, ...(preliminary ? { preliminary } : {}) });
    }
    if (points.length > 0) series.set(s.seriesID, toSeries(s.seriesID, s.seriesID, points, file));
  }
  return { fetched: json.fetched, startyear: Number(json.startyear), series };
}

/** The canonical BLS file of the input directory, or undefined when the directory has none (the snapshot). */
export function readBlsApi(root: string): BlsApiSeries | undefined {
  if (!existsSync(path.join(root, BLS_API_FILE))) return undefined;
  return readBlsApiFile(readText(root, BLS_API_FILE));
}

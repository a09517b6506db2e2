/**
 * BLS Public Data API v2 adapter. One POST per batch of series (at most 50 series and 20 years a request with a
 * registration key; 25 series and 10 years without), over a 5-year window, which covers every revision BLS makes
 * outside its annual benchmark. BLS reports refusals inside a 200 answer (`status` REQUEST_NOT_PROCESSED when the
 * daily limit is spent), so the status is read before any data. The answer's series are written unchanged,
 * footnotes included (code P = preliminary), as the canonical file the BLS reader overlays on the snapshot.
 */

import { z } from "zod";
import { variableOf } from "../../domain/environment.ts";
import { BLS_API_FILE, BlsSeriesSchema, readBlsApiFile } from "../readers/bls-api.ts";
import { allBlsSeries, OPTIONAL_BLS_SERIES } from "./bls-series.ts";
import type { Adapter } from "./source-types.ts";
import { answerJson, fetchText, fingerprint, UpstreamError } from "./upstream-fetch.ts";

const BlsAnswerSchema = z.object({
  status: z.string(),
  responseTime: z.number().optional(),
  message: z.array(z.string()).default([]),
  Results: z.object({ series: z.array(BlsSeriesSchema).optional() }).optional(),
});

/** Years of history each refresh asks for (the window BLS revises outside benchmarks). */
export const BLS_WINDOW_YEARS = 5;

/** Batches of at most `size`, in order. */
export function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export const fetchBlsApi: Adapter = async (context) => {
  const key = variableOf("BLS_API_KEY", context.env);
  const perRequest = key ? 50 : 25;
  const endyear = context.now.getUTCFullYear();
  const startyear = endyear - Math.min(BLS_WINDOW_YEARS, key ? 20 : 10) + 1;
  const ids = allBlsSeries();
  const series: z.infer<typeof BlsSeriesSchema>[] = [];
  const url = context.baseUrl;
  for (const batch of batches(ids, perRequest)) {
    const body = JSON.stringify({
      seriesid: batch,
      startyear: String(startyear),
      endyear: String(endyear),
      catalog: false,
      ...(key ? { registrationkey: key } : {}),
    });
    const answer = await fetchText(
      url,
      { method: "POST", headers: { "content-type": "application/json" }, body },
      context.policy,
      context.countRequest,
    );
    const { status, message, Results } = answerJson(url, answer.text, BlsAnswerSchema);
    if (status !== "REQUEST_SUCCEEDED") {
      throw new UpstreamError(url, `${status}: ${message.join(" ").slice(0, 300) || "no message"}`);
    }
    series.push(...(Results?.series ?? []));
  }

  // A series that comes back empty is a failure unless BLS does not publish it yet (optional series).
  const withData = new Set(series.filter((s) => s.data.length > 0).map((s) => s.seriesID));
  const missing = ids.filter((id) => !withData.has(id) && !OPTIONAL_BLS_SERIES.has(id));
  if (missing.length > 0) {
    throw new UpstreamError(
      url,
      `${missing.length} of ${ids.length} series came back empty (${missing.slice(0, 3).join(", ")} …)`,
    );
  }
  const kept = series.filter((s) => withData.has(s.seriesID)).sort((a, b) => (a.seriesID < b.seriesID ? -1 : 1));
  const file = {
    source: "BLS Public Data API v2",
    endpoint: url,
    fetched: context.now.toISOString(),
    startyear: String(startyear),
    endyear: String(endyear),
    series: kept,
  };
  const text = `${JSON.stringify(file)}\n`;
  readBlsApiFile(text); // the reader must accept what is written
  const points = kept.reduce((n, s) => n + s.data.length, 0);
  return {
    files: new Map([[BLS_API_FILE, text]]),
    fingerprint: fingerprint(JSON.stringify(kept)),
    rows: points,
    detail: `${kept.length} series, ${points} observations, ${startyear}–${endyear}`,
  };
};

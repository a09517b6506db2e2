/**
 * Weekly unemployment-insurance claims from FRED's API (series ICSA and CCSA, DOL's seasonally adjusted initial and
 * continued claims): GET {base}/series/observations?series_id=…&api_key=…&file_type=json. The observations are
 * written as the `Date,Value` CSV files the claims reader reads, after the reader's own checks (Saturdays, one week
 * apart, positive counts). FRED writes a missing value as "."; a trailing run of them is dropped, any other is an
 * error. FRED requires a free API key (FRED_API_KEY).
 */

import { z } from "zod";
import { variableOf } from "../../domain/environment.ts";
import { CLAIMS_FILES, parseWeeklyClaims } from "../readers/claims.ts";
import type { Adapter, AdapterContext } from "./source-types.ts";
import { answerJson, fetchText, fingerprint, UpstreamError } from "./upstream-fetch.ts";

export const FRED_KEY_ENV = "FRED_API_KEY";

const ObservationsSchema = z.object({
  observations: z.array(z.object({ date: z.string(), value: z.string() })),
});

async function observationsCsv(context: AdapterContext, id: "ICSA" | "CCSA", key: string, file: string) {
  const query = new URLSearchParams({ series_id: id, api_key: key, file_type: "json" });
  const url = `${context.baseUrl}/series/observations?${query}`;
  const shown = url.replace(key, "…");
  // The key is part of the address: errors name the address without it.
  const answer = await fetchText(url, {}, context.policy, context.countRequest).catch((error: unknown) => {
    if (error instanceof UpstreamError) throw new UpstreamError(shown, error.reason, error.status);
    throw error;
  });
  const observations = [...answerJson(shown, answer.text, ObservationsSchema).observations];
  while (observations.at(-1)?.value === ".") observations.pop();
  const text = `Date,Value\n${observations.map((o) => `${o.date},${o.value}`).join("\n")}\n`;
  try {
    return { text, rows: parseWeeklyClaims(text, id, file).points.length };
  } catch (error) {
    throw new UpstreamError(shown, (error as Error).message);
  }
}

export const fetchFredClaims: Adapter = async (context) => {
  const key = variableOf(FRED_KEY_ENV, context.env);
  if (!key) throw new UpstreamError(context.baseUrl, `${FRED_KEY_ENV} is not set (FRED's API requires a free key)`);
  const initial = await observationsCsv(context, "ICSA", key, CLAIMS_FILES.initial);
  const continued = await observationsCsv(context, "CCSA", key, CLAIMS_FILES.continued);
  const files = new Map([
    [CLAIMS_FILES.initial, initial.text],
    [CLAIMS_FILES.continued, continued.text],
  ]);
  return {
    files,
    rows: initial.rows + continued.rows,
    fingerprint: fingerprint(`${initial.text}\n${continued.text}`),
    detail: `${initial.rows} weeks of initial claims, ${continued.rows} of continued claims`,
  };
};

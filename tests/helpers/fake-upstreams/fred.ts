/**
 * A fake of FRED's API on loopback for the weekly claims: GET /series/observations?series_id=ICSA|CCSA&api_key=…
 * &file_type=json answers FRED's JSON (string values, realtime dates, "." for a missing value), from the snapshot's
 * claims files; an unknown key is FRED's 400 with error_code and error_message. `holdBackWeeks` leaves out the newest
 * weeks (a release not out yet); `fault` answers a 500 or a broken body. The shared fake upstreams (index.ts) serve
 * the same answers under /fred.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

export interface FakeFred {
  readonly url: string;
  readonly options: { holdBackWeeks: number; fault?: "500" | "malformed" | "not-saturday"; missingLast?: boolean };
  requests: number;
  stop(): Promise<void>;
}

export const FAKE_FRED_KEY = "fake-fred-key";
const FILES = { ICSA: "dol_ui_claims/ICSA_macro-observer.csv", CCSA: "dol_ui_claims/CCSA_macro-observer.csv" } as const;

export type FredSeries = Record<keyof typeof FILES, { date: string; value: string }[]>;
export type FredOptions = FakeFred["options"];

/** The snapshot's claims files as FRED's observations (date, value as text). */
export function loadFredSeries(raw: string): FredSeries {
  return Object.fromEntries(
    Object.entries(FILES).map(([id, file]) => [
      id,
      readFileSync(path.join(raw, file), "utf8")
        .trim()
        .split(/\r?\n/)
        .slice(1)
        .map((line) => {
          const [date = "", value = ""] = line.split(",");
          return { date, value };
        }),
    ]),
  ) as FredSeries;
}

/** FRED's answer to GET {path}?{query} (path relative to the API's base: /series/observations). */
export function fredAnswer(series: FredSeries, url: URL, options: FredOptions): { status: number; body: string } {
  const id = url.searchParams.get("series_id") as keyof typeof FILES | null;
  if (url.pathname !== "/series/observations" || !id || !(id in FILES))
    return {
      status: 400,
      body: JSON.stringify({ error_code: 400, error_message: "Bad Request. The series does not exist." }),
    };
  if (url.searchParams.get("api_key") !== FAKE_FRED_KEY || url.searchParams.get("file_type") !== "json")
    return {
      status: 400,
      body: JSON.stringify({
        error_code: 400,
        error_message: "Bad Request.  Variable api_key is not registered in our system.",
      }),
    };
  if (options.fault === "500") return { status: 500, body: "Internal Server Error" };
  if (options.fault === "malformed") return { status: 200, body: '{"observations": [' };
  const points = series[id].slice(0, series[id].length - options.holdBackWeeks);
  const observations = points.map((p) => ({ realtime_start: "2026-08-06", realtime_end: "2026-08-06", ...p }));
  if (options.fault === "not-saturday" && observations[0]) observations[0].date = "1967-01-06";
  if (options.missingLast)
    observations.push({ realtime_start: "2026-08-06", realtime_end: "2026-08-06", date: "2099-01-03", value: "." });
  return {
    status: 200,
    body: JSON.stringify({
      realtime_start: "2026-08-06",
      realtime_end: "2026-08-06",
      observation_start: "1600-01-01",
      observation_end: "9999-12-31",
      units: "lin",
      output_type: 1,
      file_type: "json",
      order_by: "observation_date",
      sort_order: "asc",
      count: observations.length,
      offset: 0,
      limit: 100000,
      observations,
    }),
  };
}

export async function startFakeFred(raw: string): Promise<FakeFred> {
  const series = loadFredSeries(raw);
  const state: FakeFred = {
    url: "",
    options: { holdBackWeeks: 0 },
    requests: 0,
    stop: async () => {},
  };
  const server = createServer((req, res) => {
    state.requests += 1;
    const { status, body } = fredAnswer(series, new URL(req.url ?? "/", "http://127.0.0.1"), state.options);
    res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

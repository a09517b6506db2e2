/**
 * Fake upstreams on loopback for refresh tests: one HTTP server (port 0) speaking each source's real wire format,
 * serving the real snapshot. BLS API v2 at POST /bls/ (status, message, Results.series with string values and
 * footnotes; REQUEST_NOT_PROCESSED on demand), Indeed CSVs at /indeed/{file}, Greenhouse at /greenhouse/{token}/jobs,
 * Ashby at /ashby/{board}, WARN exports at /warn/{state}.csv, FRED's API for the weekly claims at
 * /fred/series/observations (fred.ts; the key is FAKE_FRED_KEY, given in `env` as FRED_API_KEY). Options are mutable between refreshes: hold back the
 * newest month, revise a value, or inject a fault into one source, directly or over HTTP (control.ts: /__fault,
 * /__release, /__hold-back, /__state).
 */
import { readdirSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { type FakePoint, type FakeSeries, snapshotBlsSeries } from "./bls-data.ts";
import { control } from "./control.ts";
import { FAKE_FRED_KEY, fredAnswer, loadFredSeries } from "./fred.ts";

export type FakeSource = "bls" | "indeed" | "greenhouse" | "ashby" | "warn" | "bls-calendar" | "fred";
/** The sources that have a newest month to hold back. */
export const HELD_SOURCES: readonly FakeSource[] = ["bls", "indeed", "warn"];
export type Fault = "500" | "timeout" | "malformed" | "not-processed" | "renamed-column" | "half-empty";

export interface FakeOptions {
  /** Sources that leave out their newest month (BLS: every series; Indeed rows and WARN notices of that month). */
  holdBack: FakeSource[];
  /** BLS values to answer instead of the snapshot's: series id → month → value. */
  revisions: Record<string, Record<string, number>>;
  faults: Partial<Record<FakeSource, Fault>>;
  /** Releases the BLS calendar lists (BLS iCalendar format at /bls-calendar/bls.ics). */
  calendar: { title: string; period: string; date: string; time?: string }[];
}

const MONTH_NAMES = "January February March April May June July August September October November December".split(" ");
const BOARDS_GREENHOUSE = "job_listings/greenhouse_tech-jobs-hub/boards";
const BOARDS_ASHBY = "job_listings/ashby_stapply/boards";

function csvField(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** CSV text without the rows `keep` rejects (records parsed properly, so quoted newlines survive). */
function filterCsv(text: string, keep: (row: Record<string, string>, index: number, total: number) => boolean): string {
  const records = parse(text, { bom: true, skip_empty_lines: true }) as string[][];
  const [header = [], ...rows] = records;
  const kept = rows.filter((r, i) => keep(Object.fromEntries(header.map((h, j) => [h, r[j] ?? ""])), i, rows.length));
  return `${[header, ...kept].map((r) => r.map(csvField).join(",")).join("\n")}\n`;
}

export interface FakeUpstreams {
  readonly url: string;
  readonly env: Record<string, string>;
  readonly options: FakeOptions;
  /** Requests received per source since the last reset. */
  readonly requests: Record<FakeSource, number>;
  resetCounts(): void;
  /** The BLS series served (after hold-back and revisions), for assertions. */
  servedSeries(id: string): FakePoint[];
  stop(): Promise<void>;
}

/** Starts the fakes on `port` of 127.0.0.1 (0: any free port). */
export async function startFakeUpstreams(
  raw: string,
  initial: Partial<FakeOptions> = {},
  port = 0,
): Promise<FakeUpstreams> {
  const options: FakeOptions = { holdBack: [], revisions: {}, faults: {}, calendar: [], ...initial };
  const bls: FakeSeries = snapshotBlsSeries(raw);
  const fred = loadFredSeries(raw);
  const requests: Record<FakeSource, number> = {
    bls: 0,
    indeed: 0,
    greenhouse: 0,
    ashby: 0,
    warn: 0,
    "bls-calendar": 0,
    fred: 0,
  };
  const read = (file: string) => readFileSync(path.join(raw, file), "utf8");
  const newestMonth = (dates: string[]) => ([...dates].sort().at(-1) ?? "").slice(0, 7);

  function served(id: string): FakePoint[] {
    const points = bls.get(id) ?? [];
    const held = options.holdBack.includes("bls");
    const kept = held ? points.slice(0, -1) : points;
    const revised = options.revisions[id] ?? {};
    return kept.map((p, i) => ({
      ...p,
      value: revised[p.month] ?? p.value,
      // The held-back answer is the earlier release: its newest months are the preliminary ones.
      preliminary: p.preliminary === true || (held && i === kept.length - 1 && points.at(-1)?.preliminary === true),
    }));
  }

  function blsAnswer(body: string): unknown {
    const fault = options.faults.bls;
    if (fault === "not-processed") {
      return {
        status: "REQUEST_NOT_PROCESSED",
        responseTime: 0,
        message: [
          "Request could not be serviced, as the daily threshold for total number of requests allocated to the user with registration key has been reached.",
        ],
        Results: {},
      };
    }
    const request = JSON.parse(body) as { seriesid: string[]; startyear: string; endyear: string };
    if (request.seriesid.length > 50) {
      return { status: "REQUEST_NOT_PROCESSED", responseTime: 0, message: ["Series limit exceeded"], Results: {} };
    }
    const ids =
      fault === "half-empty" ? request.seriesid.slice(0, Math.floor(request.seriesid.length / 2)) : request.seriesid;
    const message: string[] = [];
    const series = ids.map((id) => {
      const points = served(id).filter(
        (p) => p.month.slice(0, 4) >= request.startyear && p.month.slice(0, 4) <= request.endyear,
      );
      if (points.length === 0) message.push(`No Data Available for Series ${id} Year: ${request.endyear}`);
      return {
        seriesID: id,
        data: points.reverse().map((p, i) => {
          const m = Number(p.month.slice(5));
          return {
            year: p.month.slice(0, 4),
            period: `M${p.month.slice(5)}`,
            periodName: MONTH_NAMES[m - 1],
            ...(i === 0 ? { latest: "true" } : {}),
            value: String(p.value),
            footnotes: p.preliminary ? [{ code: "P", text: "preliminary" }] : [{}],
          };
        }),
      };
    });
    return { status: "REQUEST_SUCCEEDED", responseTime: 42, message, Results: { series } };
  }

  function csvAnswer(source: "indeed" | "warn", file: string): string {
    let text = read(file);
    const fault = options.faults[source];
    const dateColumn = source === "indeed" ? "date" : "notice_date";
    if (options.holdBack.includes(source)) {
      const dates = (parse(text, { bom: true, columns: true }) as Record<string, string>[]).map(
        (r) => r[dateColumn] ?? "",
      );
      const last = newestMonth(dates);
      // Rows without a date (states that publish only effective dates) are never held back.
      text = filterCsv(text, (row) => !row[dateColumn] || row[dateColumn].slice(0, 7) !== last);
    }
    if (fault === "half-empty") text = filterCsv(text, (_row, i, total) => i < total * 0.4);
    if (fault === "renamed-column") {
      const [header, ...rest] = text.split("\n");
      const renamed =
        source === "indeed" ? ["indeed_job_postings_index", "postings_index"] : ["notice_date", "date_of_notice"];
      text = [(header ?? "").replace(renamed[0] as string, renamed[1] as string), ...rest].join("\n");
    }
    return text;
  }

  function boardAnswer(source: "greenhouse" | "ashby", token: string): string | undefined {
    const dir = source === "greenhouse" ? BOARDS_GREENHOUSE : BOARDS_ASHBY;
    let file: { job_count?: number; jobs: unknown[] } & Record<string, unknown>;
    try {
      file = JSON.parse(read(`${dir}/${token}.json`));
    } catch {
      return undefined;
    }
    const jobs =
      options.faults[source] === "half-empty" ? file.jobs.slice(0, Math.floor(file.jobs.length * 0.4)) : file.jobs;
    if (source === "greenhouse") return JSON.stringify({ jobs, meta: { total: file.job_count ?? jobs.length } });
    return JSON.stringify({ ...file, jobs, apiVersion: "1" });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://x");
    const [, prefix, ...rest] = url.pathname.split("/");
    const source = prefix as FakeSource;
    // Hand runs switch faults and the newest month without a restart.
    const switched = control(req.method ?? "GET", url, options);
    if (switched) {
      res.writeHead(switched.status, { "content-type": "application/json" }).end(`${JSON.stringify(switched.body)}\n`);
      return;
    }
    if (!(source in requests)) {
      res.writeHead(404).end();
      return;
    }
    requests[source] += 1;
    const fault = options.faults[source];
    if (fault === "timeout") return; // never answers; the adapter's timeout must fire
    if (fault === "500") {
      res.writeHead(500, { "content-type": "text/plain" }).end("Internal Server Error");
      return;
    }
    let body = "";
    for await (const chunk of req) body += chunk;
    let text: string | undefined;
    let type = "application/json";
    if (source === "bls" && req.method === "POST") text = JSON.stringify(blsAnswer(body));
    else if (source === "indeed") {
      type = "text/csv";
      text = csvAnswer("indeed", `indeed_hiring_lab/${rest.join("/")}`);
    } else if (source === "warn") {
      type = "text/csv";
      const state = (rest[0] ?? "").replace(/\.csv$/, "");
      if (/^[a-z]{2}$/.test(state)) text = csvAnswer("warn", `warn_notices/states/${state}.csv`);
    } else if (source === "greenhouse" && rest[1] === "jobs")
      text = boardAnswer("greenhouse", decodeURIComponent(rest[0] ?? ""));
    else if (source === "ashby") text = boardAnswer("ashby", decodeURIComponent(rest[0] ?? ""));
    else if (source === "fred") {
      // FRED answers its own errors (an unknown series or key) with a 400 and a JSON body.
      const answer = fredAnswer(fred, new URL(`/${rest.join("/")}${url.search}`, "http://x"), {
        holdBackWeeks: 0,
        ...(fault === "malformed" ? { fault: "malformed" as const } : {}),
      });
      res.writeHead(answer.status, { "content-type": "application/json; charset=utf-8" }).end(answer.body);
      return;
    } else if (source === "bls-calendar" && rest[0] === "bls.ics") {
      type = "text/calendar";
      text = calendarAnswer(options.calendar);
    }
    if (text === undefined) {
      res.writeHead(404, { "content-type": "application/json" }).end('{"error":"not found"}');
      return;
    }
    if (fault === "malformed") text = text.slice(0, Math.floor(text.length / 2));
    res.writeHead(200, { "content-type": type }).end(text);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => {
      if (!res.headersSent) res.writeHead(500).end(error.message);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env: {
      BLS_API_BASE_URL: `${url}/bls/`,
      INDEED_BASE_URL: `${url}/indeed`,
      GREENHOUSE_BASE_URL: `${url}/greenhouse`,
      ASHBY_BASE_URL: `${url}/ashby`,
      WARN_BASE_URL: `${url}/warn`,
      BLS_CALENDAR_URL: `${url}/bls-calendar/bls.ics`,
      FRED_BASE_URL: `${url}/fred`,
      FRED_API_KEY: FAKE_FRED_KEY,
    },
    options,
    requests,
    resetCounts() {
      for (const key of Object.keys(requests) as FakeSource[]) requests[key] = 0;
    },
    servedSeries: served,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The BLS schedule as BLS serves it: an iCalendar feed, CRLF lines, one VEVENT per news release titled
 * "<release> for <Month> <Year>", starting at its Washington release time; a holiday event the reader must skip.
 */
function calendarAnswer(releases: FakeOptions["calendar"]): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Bureau of Labor Statistics//Release Calendar//EN"];
  releases.forEach((r, i) => {
    const [y, m] = r.period.split("-").map(Number);
    const start = `${r.date.replaceAll("-", "")}T${(r.time ?? "08:30").replace(":", "")}00`;
    lines.push(
      "BEGIN:VEVENT",
      `UID:release-${i}@bls.gov`,
      `DTSTART;TZID=US-Eastern:${start}`,
      `SUMMARY:${r.title} for ${MONTH_NAMES[(m ?? 1) - 1]} ${y}`,
      "END:VEVENT",
    );
  });
  lines.push("BEGIN:VEVENT", "UID:holiday@bls.gov", "DTSTART;VALUE=DATE:20260907", "SUMMARY:Labor Day", "END:VEVENT");
  lines.push("END:VCALENDAR");
  return `${lines.join("\r\n")}\r\n`;
}

/** Board tokens in the snapshot (for tests that count requests). */
export function snapshotBoards(raw: string, source: "greenhouse" | "ashby"): string[] {
  return readdirSync(path.join(raw, source === "greenhouse" ? BOARDS_GREENHOUSE : BOARDS_ASHBY)).filter((f) =>
    f.endsWith(".json"),
  );
}

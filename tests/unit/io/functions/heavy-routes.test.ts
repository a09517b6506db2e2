// @vitest-environment node
// The heavy routes within the platform's limits: the whole layoffs CSV (about 7 MB, over Netlify's
// 6 MB limit for a buffered answer) is streamed and built once per dataset version, and both it and
// search are rate-limited; search refuses one-letter queries.
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CsvColumn } from "~/domain/csv.ts";
import type { Layoff } from "~/domain/entities.ts";
import { filterLayoffs } from "~/domain/filters.ts";
import { LAYOFF_CSV_COLUMNS } from "~/domain/layoffs.ts";
import { keptCsv, wholeCsvStream } from "~/server/csv-download.ts";
import { config as jobRolesConfig } from "../../../../netlify/functions/job-roles.mts";
import layoffsCsv, { config as csvConfig } from "../../../../netlify/functions/layoffs-csv.mts";
import search, { config as searchConfig } from "../../../../netlify/functions/search.mts";
import { get, startSeededBlobs } from "../../../helpers/dataset.ts";
import { readSeed } from "../../../helpers/seed.ts";

/** The CSV as the route built it before it streamed: one string, RFC 4180 (the reference for byte identity). */
function referenceCsv(rows: readonly Layoff[], columns: readonly CsvColumn<Layoff>[]): string {
  const cell = (value: string | number | null | undefined) => {
    if (value === null || value === undefined) return "";
    let text = String(value);
    if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const cellValue = (row: Layoff, value: CsvColumn<Layoff>[1]) =>
    typeof value === "function" ? value(row) : (row[value] as string | number | undefined);
  const lines = [columns.map(([header]) => cell(header)).join(",")];
  for (const row of rows) lines.push(columns.map(([, value]) => cell(cellValue(row, value))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

async function readChunks(body: ReadableStream<Uint8Array>) {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return chunks;
}

const MB = 1024 * 1024;

describe("GET /api/layoffs/csv", () => {
  let blobs: Awaited<ReturnType<typeof startSeededBlobs>>;
  beforeAll(async () => {
    blobs = await startSeededBlobs();
  });
  afterAll(async () => {
    await blobs.stop();
  });
  const layoffs = readSeed("layoffs").data;

  it("streams the unfiltered CSV in pieces, byte-identical to the one-string CSV, over 6 MB raw and small gzipped", async () => {
    const res = await get(layoffsCsv, "/api/layoffs/csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-length")).toBeNull();
    expect(res.body).toBeInstanceOf(ReadableStream);
    const reader = res.body!.getReader();
    const first = await reader.read();
    // The first piece is in hand while most of the answer is still to come.
    expect(first.value!.length).toBeLessThan(MB);
    const chunks = [first.value!];
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      chunks.push(next.value);
    }
    expect(chunks.length).toBeGreaterThan(50);
    const bytes = Buffer.concat(chunks);
    const expected = Buffer.from(referenceCsv(layoffs, LAYOFF_CSV_COLUMNS));
    expect(bytes.length).toBeGreaterThan(6 * MB);
    expect(bytes.equals(expected)).toBe(true);
    expect(gzipSync(bytes).length).toBeLessThan(1.5 * MB);
  });

  it("streams a filtered CSV too, equal to the same filter's one-string CSV", async () => {
    const res = await get(layoffsCsv, "/api/layoffs/csv?industry=Manufacturing");
    expect(res.body).toBeInstanceOf(ReadableStream);
    const chunks = await readChunks(res.body!);
    expect(chunks.length).toBeGreaterThan(1);
    const expected = referenceCsv(filterLayoffs(layoffs, { industry: "Manufacturing" }), LAYOFF_CSV_COLUMNS);
    expect(Buffer.concat(chunks).toString("utf8")).toBe(expected);
  });

  it("builds the whole CSV once per dataset version and again only for a new version", async () => {
    await readChunks((await get(layoffsCsv, "/api/layoffs/csv")).body!);
    const kept = keptCsv();
    expect(kept?.key).toMatch(/^layoffs@/);
    await readChunks((await get(layoffsCsv, "/api/layoffs/csv")).body!);
    expect(keptCsv()).toBe(kept);
    const rows = layoffs.slice(0, 3);
    const other = Buffer.concat(await readChunks(wholeCsvStream("layoffs", "next-version", rows, LAYOFF_CSV_COLUMNS)));
    expect(other.toString("utf8")).toBe(referenceCsv(rows, LAYOFF_CSV_COLUMNS));
    expect(keptCsv()?.key).toBe("layoffs@next-version");
  });

  it("answers a revalidation with 304 and no body", async () => {
    const first = await get(layoffsCsv, "/api/layoffs/csv?q=verizon");
    await first.body?.cancel();
    const again = await get(
      layoffsCsv,
      "/api/layoffs/csv?q=verizon",
      {},
      {
        headers: { "If-None-Match": first.headers.get("etag")! },
      },
    );
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
  });
});

describe("GET /api/search", () => {
  let blobs: Awaited<ReturnType<typeof startSeededBlobs>>;
  beforeAll(async () => {
    blobs = await startSeededBlobs();
  });
  afterAll(async () => {
    await blobs.stop();
  });

  it("answers a one-character query with a 400 JSON message, and searches from two", async () => {
    for (const q of ["a", " t ", "é", "7"]) {
      const res = await get(search, `/api/search?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(400);
      expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(await res.json()).toMatchObject({
        error: "invalid_parameter",
        param: "q",
        message: "q must be at least 2 characters.",
      });
    }
    const two = await get(search, "/api/search?q=tx");
    expect(two.status).toBe(200);
  });
});

describe("rate limits of the heavy routes", () => {
  it("the CSV and search routes declare a per-client rate limit like the form routes", () => {
    for (const config of [csvConfig, searchConfig]) {
      expect(config.rateLimit).toMatchObject({ windowSize: 60, aggregateBy: ["ip", "domain"] });
      expect(config.rateLimit?.windowLimit).toBeGreaterThan(0);
    }
    expect(csvConfig.rateLimit?.windowLimit).toBeLessThanOrEqual(10);
    expect(searchConfig.rateLimit?.windowLimit).toBeLessThanOrEqual(60);
  });

  it("the job-role route, whose search runs over every job title, has the search route's rate limit", () => {
    expect(jobRolesConfig.rateLimit).toEqual(searchConfig.rateLimit);
  });
});

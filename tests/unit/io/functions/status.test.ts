// @vitest-environment node
// /api/status: what each scheduled source has published by now, from the stored calendar in a real Blobs store.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { washingtonDate } from "~/domain/release-calendar.ts";
import { datasetVersionsStore } from "~/server/stores.ts";
import { writeCalendar } from "~/server/versions/history.ts";
import status from "../../../../netlify/functions/status.mts";
import { startLocalBlobs } from "../../../helpers/blobs.ts";

const get = (query = "", method = "GET") =>
  status(new Request(`https://usjobs.example/api/status${query}`, { method }));
/** A date `days` from today in Washington, "YYYY-MM-DD". */
const inDays = (days: number) => washingtonDate(new Date(Date.now() + days * 86_400_000));

describe("/api/status", () => {
  let blobs: Awaited<ReturnType<typeof startLocalBlobs>>;
  beforeAll(async () => {
    blobs = await startLocalBlobs();
  });
  afterAll(async () => {
    await blobs.stop();
  });

  it("answers from the usual schedules before any calendar is fetched, cacheable for minutes only", async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(response.headers.get("netlify-cdn-cache-control")).toBe("public, s-maxage=900");
    const body = await response.json();
    expect(body.calendar).toBe(false);
    expect(body.published.oews.basis).toBe("schedule");
    expect(Math.abs(Date.parse(body.checkedAt) - Date.now())).toBeLessThan(60_000);
  });

  it("takes a BLS release's newest month from the stored calendar", async () => {
    await writeCalendar({
      fetchedAt: new Date().toISOString(),
      url: "https://www.bls.gov/schedule/news_release/bls.ics",
      releases: [
        { release: "jolts", period: "2030-01", date: inDays(-3), time: "10:00" },
        { release: "jolts", period: "2030-02", date: inDays(30), time: "10:00" },
      ],
    });
    const body = await (await get()).json();
    expect(body.calendar).toBe(true);
    expect(body.next).toMatch(/^Next BLS release: Job Openings and Labor Turnover Survey for February 2030, /);
    expect(body.published.jolts).toEqual({ newest: "2030-01", basis: "calendar" });
  });

  it("answers a page's question: its status line and each card's mark, in the order asked", async () => {
    const response = await get("?month=2029-12&held=jolts:2029-12|jolts:2030-01,oews:2000-05");
    expect(response.headers.get("netlify-vary")).toBe("query=month|held");
    const body = await response.json();
    expect(body.since).toBe("BLS has published January 2030 since; this site updates on the next refresh.");
    expect(body.marks).toHaveLength(2);
    expect(body.marks[0]).toBe(
      "Newer data out: BLS has published the Job Openings and Labor Turnover Survey release for January 2030 since.",
    );
    expect(body.marks[1]).toMatch(
      /^Newer data out: The Occupational Employment and Wage Statistics releases for May 2001 to /,
    );
  });

  it("refuses a question it cannot read with 400, never 500", async () => {
    for (const query of [
      "?month=2026-13",
      "?held=nosuch:2026-01",
      "?held=jolts:2026-01|",
      `?held=${"jolts:2026-01|".repeat(31)}jolts:2026-01`,
    ]) {
      const response = await get(query);
      expect(response.status, query).toBe(400);
      expect((await response.json()).error).toBe("invalid_param");
    }
  });

  it("falls back on the schedules when the stored calendar is unreadable, and refuses what it does not take", async () => {
    await datasetVersionsStore().set("calendar", "{not json");
    const response = await get();
    expect(response.status).toBe(200);
    expect((await response.json()).published.jolts.basis).toBe("schedule");
    expect((await get("?now=2030-01-01")).status).toBe(400);
    expect((await get("", "POST")).status).toBe(405);
  });
});

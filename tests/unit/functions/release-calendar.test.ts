// @vitest-environment node
// /releases.ics: the stored BLS release calendar as an iCalendar feed, read from a real (file-backed) Blobs store.
import { sync as parseIcs, type VEvent } from "node-ical";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import releaseCalendar from "../../../netlify/functions/release-calendar.mts";
import { washingtonDate } from "../../../src/domain/release-calendar.ts";
import { writeCalendar } from "../../../src/server/refresh/history.ts";
import { datasetVersionsStore } from "../../../src/server/stores.ts";
import { startLocalBlobs } from "../../helpers/blobs.ts";

const get = (method = "GET") => releaseCalendar(new Request("https://usjobs.example/releases.ics", { method }));

/** A date `days` from today in Washington, "YYYY-MM-DD". */
const inDays = (days: number) => washingtonDate(new Date(Date.now() + days * 86_400_000));

describe("/releases.ics", () => {
  let blobs: Awaited<ReturnType<typeof startLocalBlobs>>;
  beforeAll(async () => {
    blobs = await startLocalBlobs();
    vi.stubEnv("SITE_URL", "https://usjobs.example");
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await blobs.stop();
  });

  it("answers 503 with Retry-After before any calendar has been fetched", async () => {
    const response = await get();
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("3600");
    expect(await response.json()).toMatchObject({ error: "calendar_unavailable" });
  });

  it("lists the stored releases, the next one among them, as a calendar that parses", async () => {
    await writeCalendar({
      fetchedAt: new Date().toISOString(),
      url: "https://www.bls.gov/schedule/news_release/bls.ics",
      releases: [
        { release: "employment-situation", period: "2026-01", date: inDays(-20), time: "08:30" },
        { release: "jolts", period: "2026-02", date: inDays(9), time: "10:00" },
        { release: "state-employment", period: "2026-02", date: inDays(15) },
      ],
    });
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const events = Object.values(parseIcs.parseICS(await response.text())).filter(
      (c): c is VEvent => c?.type === "VEVENT",
    );
    expect(events).toHaveLength(3);
    const next = events.filter((e) => e.start.getTime() > Date.now()).sort((a, b) => +a.start - +b.start)[0];
    expect(String(next?.summary)).toBe("Job Openings and Labor Turnover Survey for February 2026");
    expect(next?.uid).toBe("jolts-2026-02@usjobs.example");
  });

  it("answers 503 rather than 500 when the stored calendar is unreadable, and 405 to other methods", async () => {
    await datasetVersionsStore().set("calendar", "{not json");
    expect((await get()).status).toBe(503);
    expect((await get("POST")).status).toBe(405);
  });
});

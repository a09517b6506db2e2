// @vitest-environment node
// /releases.ics: the stored BLS release calendar as an iCalendar feed, read from a real (file-backed) Blobs store.

import { readFileSync } from "node:fs";
import path from "node:path";
import { sync as parseIcs, type VEvent } from "node-ical";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { forecastNote, forecastSentence } from "~/domain/outlook/announce.ts";
import { OutlookSchema } from "~/domain/outlook/schema.ts";
import { washingtonDate } from "~/domain/release-calendar.ts";
import { resetDatasetCache } from "~/server/dataset-reader.ts";
import { datasetKey, datasetStore, datasetVersionsStore } from "~/server/stores.ts";
import { writeCalendar } from "~/server/versions/history.ts";
import releaseCalendar from "../../../../netlify/functions/release-calendar.mts";
import { startLocalBlobs } from "../../../helpers/blobs.ts";
import { SEED_DIR } from "../../../helpers/seed.ts";

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

  it("carries the served dataset's forecast on the Employment Situation of the month forecast, and on no other", async () => {
    // The store serves the seed's manifest and outlook: the forecast of the month after the newest rate.
    const seedFile = (name: string) => readFileSync(path.join(SEED_DIR, `${name}.json`), "utf8");
    await datasetStore().set(datasetKey("manifest"), seedFile("manifest"));
    await datasetStore().set(datasetKey("outlook"), seedFile("outlook"));
    resetDatasetCache();
    const outlook = OutlookSchema.parse(JSON.parse(seedFile("outlook")).data);
    const month = outlook.forecast.month;
    await writeCalendar({
      fetchedAt: new Date().toISOString(),
      url: "https://www.bls.gov/schedule/news_release/bls.ics",
      releases: [
        { release: "employment-situation", period: outlook.forecast.previous.month, date: inDays(-20), time: "08:30" },
        { release: "employment-situation", period: month, date: inDays(12), time: "08:30" },
        { release: "state-employment", period: month, date: inDays(30), time: "10:00" },
      ],
    });
    const events = Object.values(parseIcs.parseICS(await (await get()).text())).filter(
      (c): c is VEvent => c?.type === "VEVENT",
    );
    const described = (uid: string) =>
      String(events.find((e) => e.uid === uid)?.description ?? "").replace(/\s+/g, " ");
    const sentence = forecastSentence(forecastNote(outlook));
    expect(described(`employment-situation-${month}@usjobs.example`)).toContain(
      `Our forecast: ${sentence} How it is made and how past forecasts did: https://usjobs.example/outlook`,
    );
    expect(described(`employment-situation-${outlook.forecast.previous.month}@usjobs.example`)).not.toContain(
      "Our forecast",
    );
    expect(described(`state-employment-${month}@usjobs.example`)).not.toContain("Our forecast");
  });

  it("answers 503 rather than 500 when the stored calendar is unreadable, and 405 to other methods", async () => {
    await datasetVersionsStore().set("calendar", "{not json");
    expect((await get()).status).toBe(503);
    expect((await get("POST")).status).toBe(405);
  });
});

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ChangeRecordSchema } from "~/domain/changes.ts";
import { BACKGROUND_PATH, runScheduler, SECRET_HEADER } from "~/refresh/live.ts";
import { afterPublish } from "~/server/versions/after-publish.ts";
import { readCalendar, readHistory, readLastRun } from "~/server/versions/history.ts";
import { readPointer } from "~/server/versions/version-store.ts";
import backgroundRoute from "../../../../netlify/functions/refresh-background.mts";
import { makeContext } from "../../../helpers/blobs.ts";
import { startFakeNetlifyApi } from "../../../helpers/fake-netlify-api.ts";
import {
  freshStore,
  REFRESH_MS,
  type RefreshFixture,
  sourcesFetched,
  startRefreshFixture,
} from "../../../helpers/refresh-fixture.ts";
import { seedVersion } from "../../../helpers/seed.ts";
import { startSmtp } from "../../../helpers/smtp.ts";
import { storeConfirmedSubscriber } from "../../../helpers/subscribers.ts";

// Each test has its own store serving the seed's manifest, over the fixture snapshot (tests/helpers/refresh-fixture.ts).
let fixture: RefreshFixture;
let netlify: Awaited<ReturnType<typeof startFakeNetlifyApi>>;
let blobs: Awaited<ReturnType<typeof freshStore>>;
/** Time for the work around the fetches (store writes, the calendar) on a loaded machine. */
const LOCAL_WORK_MS = 30_000;
const setKeys = new Set<string>();
/** Sets variables the functions read from process.env (kept beside the Blobs context the helpers set there). */
function setProcessEnv(values: Record<string, string>) {
  for (const [k, v] of Object.entries(values)) {
    if (!(k in process.env)) setKeys.add(k);
    process.env[k] = v;
  }
}

// A schedule in BLS's format: The Employment Situation for August 2026 out on Friday 4 September 2026.
const CALENDAR = [
  { title: "Employment Situation", period: "2026-08", date: "2026-09-04" },
  { title: "State Employment and Unemployment", period: "2026-08", date: "2026-09-18", time: "10:00" },
  { title: "Job Openings and Labor Turnover Survey", period: "2026-08", date: "2026-09-29", time: "10:00" },
];

/** A shared secret of the length the background function requires (32 characters or more). */
const SECRET = "s3cret-of-the-refresh-scheduler-0123456789";

/** A configured live refresh: the site's address, the secret, and the fixture snapshot to build over. */
function env(extra: Record<string, string> = {}) {
  return {
    ...fixture.fake.env,
    ...netlify.env,
    URL: "https://site.test",
    REFRESH_SECRET: SECRET,
    DATA_RAW_DIR: fixture.snapshot.dir,
    ...extra,
  };
}

beforeAll(async () => {
  fixture = await startRefreshFixture();
  netlify = await startFakeNetlifyApi();
}, REFRESH_MS);
afterAll(async () => {
  for (const k of setKeys) delete process.env[k];
  await fixture?.stop();
  await netlify?.stop();
});
// The first one builds the snapshot's dataset for the served version's digest.
beforeEach(async () => {
  blobs = await freshStore(fixture);
  fixture.fake.options.calendar = CALENDAR;
}, REFRESH_MS);
afterEach(async () => {
  await blobs?.stop();
});

describe("scheduled and background refresh", { timeout: LOCAL_WORK_MS }, () => {
  const started: string[] = [];
  const noStart = async (url: string) => {
    started.push(url);
    return new Response(null, { status: 202 });
  };
  /** Marks every daily source as fetched well (the fakes' answer) an hour before `now`, so only the calendar decides. */
  const dailySourcesFresh = (now: Date) => sourcesFetched(fixture, now);

  it.each([
    ["release day (Friday)", "2026-09-04T14:00:00Z", ["bls-api"]],
    ["the day after, the month not yet in the data", "2026-09-05T14:00:00Z", ["bls-api"]],
    ["a weekend a week later", "2026-09-12T14:00:00Z", []],
    ["an ordinary Wednesday", "2026-09-09T14:00:00Z", []],
  ])("decides what is due on %s", async (_day, iso, due) => {
    const now = new Date(iso);
    await dailySourcesFresh(now);
    started.length = 0;
    const result = await runScheduler(env(), now, noStart, () => {});
    expect(result.due).toEqual(due);
    expect(result.started).toBe(due.length > 0);
    expect(started).toEqual(due.length > 0 ? [`https://site.test${BACKGROUND_PATH}`] : []);
    expect((await readCalendar())?.releases).toHaveLength(3);
  });

  it("makes the daily sources due once their least interval has passed", async () => {
    const now = new Date("2026-09-09T14:00:00Z");
    await sourcesFetched(fixture, now, 22);
    const result = await runScheduler(env(), now, noStart, () => {});
    expect(result.due).toEqual(["indeed", "greenhouse", "ashby", "warn"]);
  });

  it("keeps the last good calendar when BLS cannot be reached", async () => {
    await runScheduler(env(), new Date("2026-09-09T14:00:00Z"), noStart, () => {});
    // A day later the stored calendar is due to be fetched again, and BLS answers 500.
    fixture.fake.options.faults = { "bls-calendar": "500" };
    const lines: string[] = [];
    const result = await runScheduler(env(), new Date("2026-09-10T14:00:00Z"), noStart, (l) => lines.push(l));
    expect(result.calendar?.releases).toHaveLength(3);
    expect(lines.join("\n")).toMatch(/release calendar not refreshed .*500.*using the last good one/);
  });

  it("refuses to start a refresh without the secret, or with a bad request", async () => {
    setProcessEnv(env());
    const url = `https://site.test${BACKGROUND_PATH}`;
    const post = (headers: Record<string, string>, body: string) =>
      backgroundRoute(new Request(url, { method: "POST", headers, body }), makeContext());
    expect((await post({}, '{"only":["indeed"]}')).status).toBe(403);
    expect((await post({ [SECRET_HEADER]: "wrong" }, '{"only":["indeed"]}')).status).toBe(403);
    expect((await post({ [SECRET_HEADER]: SECRET }, '{"only":["nope"]}')).status).toBe(400);
    expect((await post({ [SECRET_HEADER]: SECRET }, "not json")).status).toBe(400);
    expect((await backgroundRoute(new Request(url), makeContext())).status).toBe(405);
    expect(await readPointer()).toBeNull();
  });

  it("runs the background refresh the scheduler starts, end to end, then purges the CDN, rebuilds and notifies", {
    timeout: REFRESH_MS,
  }, async () => {
    const smtp = await startSmtp();
    setProcessEnv(env({ BLS_API_KEY: "test", SMTP_URL: smtp.url }));
    // A confirmed subscriber who wants every release.
    await storeConfirmedSubscriber("reader@example.com");
    const march = fixture.fake.servedSeries("CES0000000001").find((p) => p.month === "2026-03");
    fixture.fake.options.revisions = { CES0000000001: { "2026-03": (march?.value ?? 0) + 57 } };
    const now = new Date("2026-09-04T14:00:00Z");
    await sourcesFetched(fixture, now, 48);
    netlify.calls.length = 0;
    const result = await runScheduler(
      env(),
      now,
      (url, init) => backgroundRoute(new Request(url, init), makeContext()),
      () => {},
    );
    expect(result.due).toEqual(["bls-api", "indeed", "greenhouse", "ashby", "warn", "fred-claims"]);
    expect(result.started).toBe(true);

    const pointer = await readPointer();
    expect(pointer?.version).toBeTruthy();
    expect(pointer?.version).not.toBe(seedVersion());
    const [latest] = await readHistory();
    expect(latest?.version).toBe(pointer?.version);
    expect(latest?.kind).toBe("publish");
    const changes = ChangeRecordSchema.parse(latest?.changes);
    expect(changes.revisions).toContainEqual(expect.objectContaining({ series: "CES0000000001", period: "2026-03" }));
    expect((await readLastRun())?.status).toBe("published");

    const purge = netlify.calls.find((c) => c.path === "/api/v1/purge");
    expect(purge?.authorization).toBe("Bearer purge-token");
    expect(JSON.parse(purge?.body ?? "{}")).toMatchObject({ site_id: "test-site", cache_tags: ["dataset"] });
    const hook = netlify.calls.find((c) => c.path.startsWith("/build_hooks/test-hook"));
    expect(hook?.path).toContain(`trigger_title=Dataset+${pointer?.version}+published`);

    // The subscriber got what the refresh brought, with its one-click unsubscribe.
    expect(smtp.received.map((r) => r.envelopeTo)).toEqual([["reader@example.com"]]);
    const mail = smtp.received[0]!.mail;
    expect(mail.subject).toMatch(/^US Jobs Analytics: /);
    expect(mail.text).toMatch(/data for \w+ \d{4} added/);
    expect(mail.text).toMatch(/revised (up|down)/);
    expect(mail.text).toContain("https://site.test/updates");
    expect(mail.headerLines.some((h) => h.key === "list-unsubscribe-post")).toBe(true);
    await smtp.stop();
    delete process.env["SMTP_URL"];
  });

  it("reports a failed purge or build hook without undoing anything", async () => {
    const result = await afterPublish(
      {
        BUILD_HOOK_URL: `${netlify.url}/nowhere`,
        SITE_ID: "s",
        NETLIFY_PURGE_API_TOKEN: "t",
        NETLIFY_API_URL: `${netlify.url}/x`,
      },
      "v1",
    );
    expect(result.rebuild).toBe("failed: build hook answered 404");
    expect(result.purge).toMatch(/^failed: .*404/);
    expect(await afterPublish({}, "v1")).toEqual({
      purge: "skipped (no site id or token: not on Netlify)",
      rebuild: "skipped (BUILD_HOOK_URL not set)",
    });
  });
});

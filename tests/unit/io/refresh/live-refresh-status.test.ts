// @vitest-environment node
// The scheduled live refresh says once, in one line, and on /api/health, that it is not configured (no raw snapshot,
// no address or secret to start the background refresh with) or failing (an upstream that does not answer), and why;
// configured, it plans and starts the background refresh as before.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { NOT_CONFIGURED_DETAIL, runScheduler } from "~/refresh/trigger.ts";
import { datasetKey, datasetStore } from "~/server/stores.ts";
import { uploadSnapshot } from "~/server/versions/snapshot-store.ts";
import health from "../../../../netlify/functions/health.mts";
import backgroundRoute from "../../../../netlify/functions/refresh-background.mts";
import { makeContext, startLocalBlobs } from "../../../helpers/blobs.ts";

const SECRET = "s3cret-of-the-refresh-scheduler-0123456789";
/** Nothing listens on port 1 of loopback: a request there fails at once. */
const CLOSED = "http://127.0.0.1:1";
const NO_SNAPSHOT =
  "no raw snapshot for the background refresh: DATA_RAW_DIR is unset and none was uploaded " +
  "(npm run operator -- upload-snapshot DIR)";
const HALF_HOUR = 30 * 60_000;

let blobs: Awaited<ReturnType<typeof startLocalBlobs>>;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "usja-live-refresh-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  blobs = await startLocalBlobs();
  await datasetStore().setJSON(datasetKey("manifest"), { version: "abc123", builtAt: "2026-07-01T00:00:00Z" });
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await blobs.stop();
});

/** The variables of a local server: its address and secret, no snapshot, no calendar to fetch. */
function localServer(extra: Record<string, string> = {}) {
  return { URL: "http://localhost:8888", REFRESH_SECRET: SECRET, BLS_CALENDAR_URL: `${CLOSED}/bls.ics`, ...extra };
}

async function healthAnswer() {
  const res = await health(new Request("http://localhost/api/health"), makeContext());
  expect(res.status).toBe(200);
  return res.json();
}

describe("the scheduled live refresh, not configured", () => {
  it("says why once, in one line, starts nothing, and /api/health says it too", async () => {
    const started: string[] = [];
    const start = async (url: string) => {
      started.push(url);
      return new Response(null, { status: 202 });
    };
    const lines: string[] = [];
    const first = new Date("2026-09-04T14:00:00.000Z");
    const result = await runScheduler(localServer(), first, start, (l) => lines.push(l));
    expect(result).toMatchObject({ started: false, due: [], detail: NOT_CONFIGURED_DETAIL });
    expect(lines).toEqual([`live refresh not configured: ${NO_SNAPSHOT}`]);

    // Half an hour later, the same reason: not said again.
    const second = await runScheduler(localServer(), new Date(first.getTime() + HALF_HOUR), start, (l) =>
      lines.push(l),
    );
    expect(second.detail).toBe(NOT_CONFIGURED_DETAIL);
    expect(lines).toHaveLength(1);
    expect(started).toEqual([]);

    for (const [name, value] of Object.entries(localServer())) vi.stubEnv(name, value);
    vi.stubEnv("DATA_RAW_DIR", "");
    const body = await healthAnswer();
    expect(body.liveRefresh).toEqual({
      state: "not-configured",
      reason: NO_SNAPSHOT,
      since: first.toISOString(),
      checkedAt: new Date(first.getTime() + HALF_HOUR).toISOString(),
    });
    // Not configured is not a fault of the site: the dataset is served.
    expect(body.status).toBe("ok");
  });

  it("names a DATA_RAW_DIR that does not exist, and a missing address or secret", async () => {
    const lines: string[] = [];
    const missing = path.join(dir, "no-such-snapshot");
    await runScheduler({ BLS_CALENDAR_URL: `${CLOSED}/bls.ics`, DATA_RAW_DIR: missing }, new Date(), fetch, (l) =>
      lines.push(l),
    );
    expect(lines).toEqual([
      "live refresh not configured: URL is not set; REFRESH_SECRET is not set or shorter than 32 characters; " +
        `no raw snapshot for the background refresh: DATA_RAW_DIR (${missing}) does not exist and none was uploaded ` +
        "(npm run operator -- upload-snapshot DIR)",
    ]);
  });

  it("once a snapshot is uploaded, says it is ok and plans and starts the refresh as before", async () => {
    const lines: string[] = [];
    const now = new Date("2026-09-04T14:00:00.000Z");
    await runScheduler(localServer(), now, fetch, (l) => lines.push(l));
    const snapshot = path.join(dir, "snapshot");
    await mkdir(snapshot, { recursive: true });
    await writeFile(path.join(snapshot, "PROVENANCE.md"), "a snapshot\n");
    await uploadSnapshot(snapshot);

    const started: string[] = [];
    const result = await runScheduler(
      localServer(),
      new Date(now.getTime() + HALF_HOUR),
      async (url) => {
        started.push(url);
        return new Response(null, { status: 202 });
      },
      (l) => lines.push(l),
    );
    expect(result.started).toBe(true);
    expect(started).toEqual(["http://localhost:8888/.netlify/functions/refresh-background"]);
    expect(lines.filter((l) => l.startsWith("live refresh"))).toEqual([
      `live refresh not configured: ${NO_SNAPSHOT}`,
      "live refresh ok",
    ]);
    for (const [name, value] of Object.entries(localServer())) vi.stubEnv(name, value);
    vi.stubEnv("DATA_RAW_DIR", "");
    expect((await healthAnswer()).liveRefresh).toMatchObject({ state: "ok", reason: null });
  });

  it("the background refresh without a snapshot says so in one line and throws nothing", async () => {
    for (const [name, value] of Object.entries(localServer())) vi.stubEnv(name, value);
    vi.stubEnv("DATA_RAW_DIR", "");
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => lines.push(line));
    const res = await backgroundRoute(
      new Request("http://localhost:8888/.netlify/functions/refresh-background", {
        method: "POST",
        headers: { "x-refresh-secret": SECRET, "content-type": "application/json" },
        body: '{"only":["indeed"]}',
      }),
      makeContext(),
    );
    vi.restoreAllMocks();
    expect(res.status).toBe(503);
    expect(lines).toEqual([`live refresh not configured: ${NO_SNAPSHOT}`]);
  });
});

describe("the scheduled live refresh, configured, with an upstream that does not answer", () => {
  it("says it is failing once, naming the source and its error in one line, and /api/health says it", {
    timeout: 60_000,
  }, async () => {
    const snapshot = path.join(dir, "empty-snapshot");
    await mkdir(snapshot, { recursive: true });
    const variables = {
      ...localServer(),
      DATA_RAW_DIR: snapshot,
      INDEED_BASE_URL: `${CLOSED}/indeed`,
      OUTBOX_DIR: path.join(dir, "outbox"),
    };
    for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => lines.push(line));
    const refresh = () =>
      backgroundRoute(
        new Request("http://localhost:8888/.netlify/functions/refresh-background", {
          method: "POST",
          headers: { "x-refresh-secret": SECRET, "content-type": "application/json" },
          body: '{"only":["indeed"]}',
        }),
        makeContext(),
      );
    expect((await refresh()).status).toBe(202);
    expect((await refresh()).status).toBe(202);
    vi.restoreAllMocks();

    const failing = lines.filter((l) => l.startsWith("live refresh"));
    expect(failing).toEqual([
      `live refresh failing: indeed: ${CLOSED}/indeed/aggregate_job_postings_US.csv: network error: fetch failed`,
    ]);
    // Each run still names itself and its process first.
    expect(lines.filter((l) => /^refresh refresh-\S+ started \(pid \d+\)$/.test(l))).toHaveLength(2);
    expect((await healthAnswer()).liveRefresh).toMatchObject({
      state: "failing",
      reason: `indeed: ${CLOSED}/indeed/aggregate_job_postings_US.csv: network error: fetch failed`,
    });
  });
});

// @vitest-environment node
// The shared secret that lets the scheduler start the background refresh: one shorter than 32 characters is too easy
// to guess and counts as unset, so no refresh can start with it, and the logs say why.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { refreshSecret, runScheduler, SECRET_HEADER } from "~/refresh/live.ts";
import { NOT_CONFIGURED_DETAIL } from "~/refresh/trigger.ts";
import backgroundRoute from "../../../../netlify/functions/refresh-background.mts";
import { makeContext, startLocalBlobs } from "../../../helpers/blobs.ts";

const SHORT = "x".repeat(31);
const LONG = "y".repeat(32);

describe("REFRESH_SECRET", () => {
  let blobs: Awaited<ReturnType<typeof startLocalBlobs>>;
  beforeAll(async () => {
    blobs = await startLocalBlobs();
  });
  afterAll(async () => {
    await blobs.stop();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("reads as unset below 32 characters", () => {
    expect(refreshSecret({ REFRESH_SECRET: SHORT })).toBeUndefined();
    expect(refreshSecret({ REFRESH_SECRET: ` ${LONG} ` })).toBe(LONG);
    expect(refreshSecret({})).toBeUndefined();
  });

  it("a background refresh with a short secret configured is refused even to a caller who sends it, with a log", async () => {
    vi.stubEnv("REFRESH_SECRET", SHORT);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await backgroundRoute(
      new Request("https://site.test/.netlify/functions/refresh-background", {
        method: "POST",
        headers: { [SECRET_HEADER]: SHORT, "content-type": "application/json" },
        body: '{"only":["indeed"]}',
      }),
      makeContext(),
    );
    expect(res.status).toBe(503);
    expect(errors.mock.calls.flat().join(" ")).toContain("REFRESH_SECRET is not set or shorter than 32 characters");
  });

  it("the scheduler does not start a refresh with a short secret, and logs why", async () => {
    const started: string[] = [];
    const lines: string[] = [];
    const result = await runScheduler(
      // A raw snapshot is there (DATA_RAW_DIR): only the secret is missing.
      { URL: "https://site.test", REFRESH_SECRET: SHORT, DATA_RAW_DIR: process.cwd() },
      new Date("2026-09-09T14:00:00Z"),
      async (url) => {
        started.push(url);
        return new Response(null, { status: 202 });
      },
      (line) => lines.push(line),
    );
    expect(result.started).toBe(false);
    expect(started).toEqual([]);
    expect(result.detail).toBe(NOT_CONFIGURED_DETAIL);
    expect(lines).toEqual(["live refresh not configured: REFRESH_SECRET is not set or shorter than 32 characters"]);
  });
});

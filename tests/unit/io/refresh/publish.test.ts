// @vitest-environment node
// What a refresh publishes, holds or refuses, over the small snapshot: each test has its own store and sets up the
// state it starts from; its timeout is what it waits for (the fetch policy, and builds of the small snapshot).
import { spawn } from "node:child_process";
import { once } from "node:events";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RefreshOptions } from "~/refresh/run-refresh.ts";
import { subscriptionsStore } from "~/server/stores.ts";
import { type SubscriptionRecord, subscriberKey } from "~/server/submissions.ts";
import { readHistory, readLastRun } from "~/server/versions/history.ts";
import { readLock } from "~/server/versions/lock.ts";
import { listVersions, readPointer } from "~/server/versions/version-store.ts";
import { noteMissingSnapshot, RAW_DIR } from "../../../helpers/raw-snapshot.ts";
import {
  BUILD_MS,
  freshStore,
  POLICY,
  type RefreshFixture,
  refreshFixture,
  sourcesFetched,
  startRefreshFixture,
  waitMs,
} from "../../../helpers/refresh-fixture.ts";
import { seedVersion } from "../../../helpers/seed.ts";
import { startSmtp, type TestSmtp } from "../../../helpers/smtp.ts";

noteMissingSnapshot("refresh publish tests");
const LOCAL_WORK_MS = 30_000;
/** A refresh that builds the small snapshot twice (the served baseline and the new version), on a loaded machine. */
const ONE_REFRESH_MS = LOCAL_WORK_MS + waitMs(POLICY) + 2 * BUILD_MS;

let fixture: RefreshFixture;
let smtp: TestSmtp;
let blobs: Awaited<ReturnType<typeof freshStore>>;
const NOW = new Date("2026-09-04T14:00:00Z");

beforeAll(async () => {
  if (!RAW_DIR) return;
  fixture = await startRefreshFixture(RAW_DIR);
  smtp = await startSmtp();
}, ONE_REFRESH_MS);
afterAll(async () => {
  await fixture?.stop();
  await smtp?.stop();
});
beforeEach(async () => {
  if (!RAW_DIR) return;
  blobs = await freshStore(fixture);
  smtp.received.length = 0;
  await sourcesFetched(fixture, NOW);
});
afterEach(async () => {
  await blobs?.stop();
});

function refresh(extra: Partial<RefreshOptions> = {}) {
  return refreshFixture(fixture, NOW, extra);
}

/** The national payroll figure of `month` with `delta` (thousands) added: a revision BLS could publish. */
function revisePayrolls(pick: (months: string[]) => string, change: (value: number) => number) {
  const points = fixture.fake.servedSeries("CES0000000001");
  const month = pick(points.map((p) => p.month));
  const value = points.find((p) => p.month === month)?.value ?? 0;
  fixture.fake.options.revisions = { CES0000000001: { [month]: change(value) } };
  return month;
}

describe.skipIf(!RAW_DIR)("what a refresh publishes", () => {
  it("holds an implausible payroll figure, logged with the figures", { timeout: ONE_REFRESH_MS }, async () => {
    revisePayrolls(
      (months) => months.at(-1) ?? "",
      (v) => Math.round(v * 1.05),
    );
    const lines: string[] = [];
    const report = await refresh({ only: ["bls-api"], log: (l) => lines.push(l) });
    expect(report.status, report.sources.map((s) => s.detail).join("; ")).toBe("held");
    expect(report.problems.join("\n")).toMatch(/national payrolls .* limit ±2%/);
    expect(lines.join("\n")).toMatch(/HELD/);
    expect(await readPointer()).toBeNull();
    expect((await listVersions()).find((v) => v.version === report.version)?.state).toBe("held");
    expect(await readLastRun()).toMatchObject({ status: "held", version: seedVersion(), failures: [] });
  });

  it("serves the last good version after a crash between the entity files and the pointer, and says so", {
    timeout: ONE_REFRESH_MS + LOCAL_WORK_MS,
  }, async () => {
    revisePayrolls(
      (months) => months.at(-6) ?? "",
      (v) => v + 57,
    );
    await expect(refresh({ only: ["bls-api"], crashBeforePointer: true })).rejects.toThrow(/simulated crash/);
    expect(await readPointer()).toBeNull();
    expect(await readLastRun()).toMatchObject({
      status: "failed",
      version: seedVersion(),
      detail: expect.stringContaining("simulated crash"),
    });
    // The lock was released: the next refresh runs.
    expect(await readLock()).toBeNull();
    expect((await refresh({ only: ["indeed"] })).status).toBe("unchanged");
  });

  it("lets only one of two refreshes started at once run", { timeout: LOCAL_WORK_MS + waitMs(POLICY) }, async () => {
    const [a, b] = await Promise.all([refresh({ only: ["indeed"] }), refresh({ only: ["indeed"] })]);
    expect([a.status, b.status].sort()).toEqual(["locked", "unchanged"]);
    expect(await readPointer()).toBeNull();
  });

  it("npm run data:refresh publishes, notifies subscribers as the background refresh does, and exits 5 for the failing source", {
    timeout: ONE_REFRESH_MS + LOCAL_WORK_MS,
  }, async () => {
    await subscriptionsStore().setJSON(subscriberKey("reader@example.com"), {
      fullName: "Reader",
      email: "reader@example.com",
      subscriptionTypes: ["all"],
      states: [],
      frequency: "release",
      status: "confirmed",
      createdAt: "2026-09-01T00:00:00.000Z",
      updatedAt: "2026-09-01T00:00:00.000Z",
      submissions: 1,
    } satisfies SubscriptionRecord);
    const month = revisePayrolls(
      (months) => months.at(-6) ?? "",
      (v) => v + 57,
    );
    fixture.fake.options.faults = { indeed: "500" };
    const child = spawn(
      process.execPath,
      ["scripts/data/refresh.ts", "--from", fixture.snapshot.dir, "--only", "bls-api,indeed"],
      {
        env: {
          ...process.env,
          ...fixture.fake.env,
          BLS_API_KEY: "test",
          BLOBS_DIR: blobs.directory,
          NETLIFY_SITE_ID: "",
          NETLIFY_API_TOKEN: "",
          SMTP_URL: smtp.url,
          OPS_EMAIL: "ops@usjobs.example",
          URL: "https://usjobs.example",
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    const [code] = await once(child, "close");
    expect(code, out).toBe(5);
    const pointer = await readPointer();
    expect(out).toContain(`refresh published: serving ${pointer?.version}`);
    expect(out).toMatch(/notifications: \S+ 1 sent/);
    expect(out).toMatch(/FAILING indeed failing since 2026-\d\d-\d\dT[\d:.]+Z: .*HTTP 500/);
    expect((await readHistory())[0]?.changes?.revisions).toContainEqual(
      expect.objectContaining({ series: "CES0000000001", period: month }),
    );
    const to = (address: string) => smtp.received.filter((r) => r.envelopeTo.includes(address));
    expect(to("reader@example.com")).toHaveLength(1);
    expect(to("reader@example.com")[0]?.mail.text).toContain("https://usjobs.example/updates");
    expect(to("ops@usjobs.example").map((r) => r.mail.subject)).toEqual(["Data refresh failing: indeed"]);
  });
});

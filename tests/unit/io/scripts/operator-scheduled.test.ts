// @vitest-environment node
// The operator's `notify` (send what is due now) and `run-scheduled NAME` (one run of a scheduled function), run as
// the command line they are, on a file-backed store like `npm start`'s, with email to a real SMTP server on loopback.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChangeRecord } from "~/domain/changes.ts";
import { sendDueNotifications } from "~/server/operator-tasks.ts";
import { datasetVersionsStore, subscriptionsStore } from "~/server/stores.ts";
import { type SubscriptionRecord, subscriberKey } from "~/server/submissions.ts";
import { recordInHistory } from "~/server/versions/history.ts";
import { versionKey } from "~/server/versions/version-store.ts";
import { startLocalBlobs } from "../../../../scripts/lib/local-blobs.ts";
import { startLocalBlobs as startTestBlobs } from "../../../helpers/blobs.ts";
import { startSmtp, type TestSmtp } from "../../../helpers/smtp.ts";

const OPERATOR = resolve("scripts/operator.ts");
const SITE = "https://usjobs.example";

function operator(args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done, reject) => {
    const child = spawn(process.execPath, [OPERATOR, ...args], { env, stdio: "pipe" });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => done({ code, stdout, stderr }));
  });
}

const record = (email: string, status: SubscriptionRecord["status"], at: string): SubscriptionRecord => ({
  fullName: "Reader",
  email,
  subscriptionTypes: ["all"],
  states: [],
  frequency: "release",
  status,
  createdAt: at,
  updatedAt: at,
  submissions: 1,
});

const changes = (version: string): ChangeRecord => ({
  schemaVersion: 1,
  version,
  previousVersion: "v0",
  refreshedAt: new Date().toISOString(),
  newPeriods: [{ source: "bls-ces-industries", from: "2026-09", to: "2026-10" }],
  revisions: [],
  revisionCount: 0,
  warn: { newNotices: 0, byState: {}, byIndustry: {} },
  postings: [],
  sources: [],
});

describe("operator notify and run-scheduled", () => {
  let dir: string;
  let smtp: TestSmtp;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "usja-operator-"));
    smtp = await startSmtp();
    // The store as `npm start` leaves it: a version published just now, a confirmed subscriber, and a subscription
    // never confirmed for a month.
    const blobs = await startLocalBlobs({ directory: dir, port: undefined });
    try {
      await subscriptionsStore().setJSON(
        subscriberKey("reader@example.com"),
        record("reader@example.com", "confirmed", new Date().toISOString()),
      );
      const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString();
      await subscriptionsStore().setJSON(
        subscriberKey("stale@example.com"),
        record("stale@example.com", "pending", monthAgo),
      );
      await datasetVersionsStore().setJSON(versionKey("v1", "changes"), changes("v1"));
      await recordInHistory("v1", "publish", "test", new Date());
    } finally {
      await blobs.stop();
    }
    const { NETLIFY_SITE_ID: _, NETLIFY_API_TOKEN: __, URL: ___, ...base } = process.env;
    env = {
      ...base,
      BLOBS_DIR: dir,
      SITE_URL: SITE,
      SMTP_URL: smtp.url,
      MAIL_FROM: "Updates <updates@usjobs.example>",
    };
  });
  afterAll(async () => {
    await smtp.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it("notify sends what is due now, says what it sent, and sends nobody the same update twice", async () => {
    const first = await operator(["notify"], env);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain("v1: 1 sent (of 1 subscriber(s))");
    expect(smtp.received.map((r) => r.envelopeTo)).toEqual([["reader@example.com"]]);
    // The links in the email are built on the site's address.
    expect(smtp.received[0]?.mail.text).toContain(`${SITE}/api/notifications/unsubscribe?`);

    const again = await operator(["notify"], env);
    expect(again.stdout).toContain("v1: 0 sent, 1 already sent earlier (of 1 subscriber(s))");
    expect(smtp.received).toHaveLength(1);
  }, 60_000);

  it("run-scheduled runs a scheduled function once against the store and prints its answer", async () => {
    const run = await operator(["run-scheduled", "subscriptions-cleanup"], env);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("deleted 1 unconfirmed subscription(s) older than 7 days");
    expect(run.stdout).toContain("subscriptions-cleanup: 204");

    const notifications = await operator(["run-scheduled", "notifications-scheduler"], env);
    expect(notifications.stdout).toContain("notifications-scheduler: 200 1 update(s) due, 0 email(s) sent");
  }, 60_000);

  it("run-scheduled with an unknown name lists the scheduled functions and exits 2", async () => {
    const run = await operator(["run-scheduled", "refresh"], env);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split("\n")).toEqual([
      'No scheduled function "refresh". The scheduled functions:',
      expect.stringMatching(/^ {2}notifications-scheduler +\*\/15 \* \* \* \*$/),
      expect.stringMatching(/^ {2}refresh-scheduler +\*\/30 \* \* \* \*$/),
      expect.stringMatching(/^ {2}subscriptions-cleanup +@daily$/),
    ]);
  }, 60_000);

  it("notify on a Netlify site's stores needs the site's address, and sends nothing without it", async () => {
    const { SITE_URL: _, ...withoutSite } = env;
    const run = await operator(["notify"], { ...withoutSite, NETLIFY_SITE_ID: "site-id", NETLIFY_API_TOKEN: "token" });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("Set SITE_URL to the site's address");
  }, 60_000);
});

describe("sendDueNotifications", () => {
  let smtp: TestSmtp;
  let blobs: Awaited<ReturnType<typeof startTestBlobs>>;
  const saved = process.env["SMTP_URL"];
  beforeAll(async () => {
    smtp = await startSmtp();
    blobs = await startTestBlobs();
    process.env["SMTP_URL"] = smtp.url;
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env["SMTP_URL"];
    else process.env["SMTP_URL"] = saved;
    await blobs.stop();
    await smtp.stop();
  });

  it("says per due update who got it, who had it already, and who had nothing relevant in it", async () => {
    const now = new Date();
    const store = subscriptionsStore();
    await store.setJSON(subscriberKey("all@example.com"), record("all@example.com", "confirmed", now.toISOString()));
    // Watching only Alaska's layoffs: this update (national payrolls) has nothing for them.
    await store.setJSON(subscriberKey("ak@example.com"), {
      ...record("ak@example.com", "confirmed", now.toISOString()),
      subscriptionTypes: ["layoffs"],
      states: ["AK"],
    });
    expect(await sendDueNotifications(now, SITE)).toEqual([]);
    await datasetVersionsStore().setJSON(versionKey("v7", "changes"), changes("v7"));
    await recordInHistory("v7", "publish", "test", now);

    expect(await sendDueNotifications(now, SITE)).toEqual(["v7: 1 sent, 1 with nothing relevant (of 2 subscriber(s))"]);
    expect(smtp.received.map((r) => r.envelopeTo)).toEqual([["all@example.com"]]);
    expect(await sendDueNotifications(now, SITE)).toEqual([
      "v7: 0 sent, 1 already sent earlier, 1 with nothing relevant (of 2 subscriber(s))",
    ]);
  });
});

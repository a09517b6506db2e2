// @vitest-environment node
// Notifications after a published version, against a real SMTP server on loopback: who gets what, the headers,
// exactly once across re-runs and a killed run, retries with backoff, suspension, and one-click unsubscribe.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import type { ChangeRecord, DatasetDigest } from "~/domain/changes.ts";
import type { SubscriptionType } from "~/domain/forms.ts";
import { forecastNote, forecastSentence } from "~/domain/outlook/announce.ts";
import { OutlookSchema } from "~/domain/outlook/schema.ts";
import { resetDatasetCache } from "~/server/dataset-reader.ts";
import { publishHeldAndNotify } from "~/server/operator-tasks.ts";
import {
  datasetKey,
  datasetStore,
  datasetVersionsStore,
  notificationSendsStore,
  subscriptionsStore,
} from "~/server/stores.ts";
import { type SubscriptionRecord, subscriberKey } from "~/server/submissions.ts";
import { deliverUpdate, STALE_CLAIM_MS } from "~/server/subscriptions/notification-delivery.ts";
import { isoWeek, runNotifications } from "~/server/subscriptions/notifications-due.ts";
import { readHistory, recordInHistory, writeCalendar } from "~/server/versions/history.ts";
import { versionKey, writeVersion } from "~/server/versions/version-store.ts";
import unsubscribeRoute from "../../../../../netlify/functions/subscription-unsubscribe.mts";
import { type Mailbox, useMailAndBlobs } from "../../../../helpers/mail-and-blobs.ts";
import { SEED_DIR } from "../../../../helpers/seed.ts";
import { addresses } from "../../../../helpers/smtp.ts";
import { tinyDataset } from "../../../../helpers/tiny-dataset.ts";

const ORIGIN = "https://usjobs.example";

/** A published update: the Employment Situation for October, one California revision, WARN notices in CA and TX. */
const changes = (version: string): ChangeRecord => ({
  schemaVersion: 1,
  version,
  previousVersion: "v0",
  refreshedAt: "2026-11-06T14:00:00.000Z",
  newPeriods: [
    { source: "bls-ces-industries", from: "2026-09", to: "2026-10" },
    { source: "bls-ces-states", from: "2026-08", to: "2026-09" },
  ],
  revisions: [
    { series: "CES0000000001", period: "2026-09", old: 159_100, new: 159_077, preliminaryBefore: true },
    { series: "SMS06000000000000001", period: "2026-08", old: 18_160, new: 18_150, preliminaryBefore: true },
  ],
  revisionCount: 2,
  warn: { newNotices: 5, byState: { CA: 3, TX: 2 }, byIndustry: { "Information (51)": 5 } },
  postings: [],
  sources: [],
});

async function subscriber(
  email: string,
  types: SubscriptionType[],
  states: string[] = [],
  frequency: "release" | "weekly" = "release",
  status: SubscriptionRecord["status"] = "confirmed",
) {
  const record: SubscriptionRecord = {
    fullName: email.split("@")[0] ?? email,
    email,
    subscriptionTypes: types,
    states,
    frequency,
    status,
    createdAt: "2026-11-01T00:00:00.000Z",
    updatedAt: "2026-11-01T00:00:00.000Z",
    submissions: 1,
  };
  await subscriptionsStore().setJSON(subscriberKey(email), record);
}

async function publish(version: string, at: Date) {
  await datasetVersionsStore().setJSON(versionKey(version, "changes"), changes(version));
  await recordInHistory(version, "publish", "test", at);
}

const to = (smtp: Mailbox) => smtp.received.flatMap((r) => r.envelopeTo).sort();
const status = async (email: string) =>
  ((await subscriptionsStore().get(subscriberKey(email), { type: "json" })) as SubscriptionRecord).status;

describe("notifications", () => {
  const { smtp } = useMailAndBlobs({
    stores: [subscriptionsStore, notificationSendsStore, datasetVersionsStore],
    env: { MAIL_FROM: "US Jobs Analytics <updates@usjobs.example>" },
    quiet: ["log", "warn", "error"],
  });
  const now = new Date("2026-11-06T15:00:00.000Z"); // a Friday

  it("sends nothing on a send record it cannot read, leaves that record as it is, and sends the others", async () => {
    await subscriber("all@example.com", ["all"]);
    await subscriber("hiring@example.com", ["hiring"]);
    const damagedKey = `v1/${subscriberKey("hiring@example.com")}`;
    await notificationSendsStore().set(damagedKey, '{"status": "sent", "attempts": "one"');
    const report = await deliverUpdate(
      { id: "v1", frequency: "release", versions: [{ at: now.toISOString(), changes: changes("v1") }], next: [] },
      { origin: ORIGIN, perSecond: 100, now: () => now },
    );
    expect(to(smtp)).toEqual(["all@example.com"]);
    expect(report).toMatchObject({ sent: 1, deferred: 1, failed: 0 });
    expect(await notificationSendsStore().get(damagedKey, { type: "text" })).toBe(
      '{"status": "sent", "attempts": "one"',
    );
    expect(vi.mocked(console.error).mock.calls.flat().join("\n")).toContain(
      `notification-sends/${damagedKey} is unreadable`,
    );
  });

  it("sends each confirmed release subscriber what they asked for, with one-click unsubscribe headers and both parts", async () => {
    await subscriber("all@example.com", ["all"]);
    await subscriber("hiring@example.com", ["hiring"]);
    await subscriber("texas-layoffs@example.com", ["layoffs"], ["TX"]);
    await subscriber("ohio-states@example.com", ["states"], ["OH"]); // the new month covers Ohio; the revision is California's
    await subscriber("skills@example.com", ["skills"]); // nothing about skills
    await subscriber("weekly@example.com", ["all"], [], "weekly"); // waits for Monday's digest
    await subscriber("pending@example.com", ["all"], [], "release", "pending");
    await subscriber("gone@example.com", ["all"], [], "release", "unsubscribed");
    await publish("v1", new Date(now.getTime() - 3_600_000));

    const [result] = await runNotifications(now, { origin: ORIGIN, perSecond: 100 });
    expect(result?.report).toMatchObject({ subscribers: 5, sent: 4, nothingRelevant: 1, failed: 0 });
    expect(to(smtp)).toEqual([
      "all@example.com",
      "hiring@example.com",
      "ohio-states@example.com",
      "texas-layoffs@example.com",
    ]);

    const mail = (email: string) => smtp.received.find((r) => r.envelopeTo.includes(email))!.mail;
    const all = mail("all@example.com");
    expect(addresses(all.from)).toEqual(["updates@usjobs.example"]);
    const header = (name: string) => all.headerLines.find((h) => h.key === name)?.line ?? "";
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const unsubscribe = /<(https:\/\/usjobs\.example\/api\/notifications\/unsubscribe\?[^>]+)>/.exec(
      header("list-unsubscribe").replace(/\r?\n\s+/g, ""),
    )?.[1];
    expect(unsubscribe).toBeTruthy();
    expect(all.text).toContain("Employment Situation data for October 2026 added");
    expect(all.text).toContain("5 new WARN notices in 2 states");
    expect(all.html).toContain("<h2");
    expect(all.html).toContain("https://usjobs.example/updates");

    const hiring = mail("hiring@example.com");
    expect(hiring.text).toContain("National payroll employment for September 2026 revised down 23,000");
    expect(hiring.text).not.toContain("WARN");
    expect(hiring.text).not.toContain("California");
    const texas = mail("texas-layoffs@example.com");
    expect(texas.text).toContain("2 new WARN notices in 1 state");
    expect(texas.text).not.toContain("Employment Situation");
    const ohio = mail("ohio-states@example.com");
    expect(ohio.text).toContain("State Employment and Unemployment data for September 2026 added");
    expect(ohio.text).not.toContain("California");
    expect(ohio.text).not.toContain("WARN");

    // Run again: nobody gets it twice.
    smtp.received.length = 0;
    const [again] = await runNotifications(now, { origin: ORIGIN, perSecond: 100 });
    expect(again?.report).toMatchObject({ sent: 0, alreadySent: 4 });
    expect(smtp.received).toHaveLength(0);

    // One click on the header's URL (RFC 8058), and the next version does not reach them.
    const res = await unsubscribeRoute(
      new Request(unsubscribe!, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
    );
    expect(res.status).toBe(200);
    expect(await status("all@example.com")).toBe("unsubscribed");
    await publish("v2", now);
    await runNotifications(new Date(now.getTime() + 60_000), { origin: ORIGIN, perSecond: 100 });
    expect(to(smtp)).toEqual(["hiring@example.com", "ohio-states@example.com", "texas-layoffs@example.com"]);
  });

  it("records a refused recipient, retries it after the backoff, and suspends an address refused for good", async () => {
    await subscriber("flaky@example.com", ["all"]);
    await subscriber("bounce@example.com", ["all"]);
    await subscriber("fine@example.com", ["all"]);
    await publish("v1", now);
    smtp.reject.set("flaky@example.com", 451);
    smtp.reject.set("bounce@example.com", 550);

    const [first] = await runNotifications(now, { origin: ORIGIN, perSecond: 100 });
    expect(first?.report).toMatchObject({ sent: 1, failed: 1, suspended: 1 });
    expect(await status("bounce@example.com")).toBe("suspended");
    const flaky = (await notificationSendsStore().get(`v1/${subscriberKey("flaky@example.com")}`, {
      type: "json",
    })) as {
      status: string;
      error: string;
      nextAttemptAt: string;
    };
    expect(flaky.status).toBe("failed");
    expect(flaky.error).toMatch(/451/);

    // Before the backoff has passed nothing is tried; after it, the recipient gets it once.
    smtp.reject.clear();
    const [early] = await runNotifications(new Date(now.getTime() + 30_000), { origin: ORIGIN, perSecond: 100 });
    expect(early?.report).toMatchObject({ sent: 0, deferred: 1 });
    const [later] = await runNotifications(new Date(Date.parse(flaky.nextAttemptAt) + 1000), {
      origin: ORIGIN,
      perSecond: 100,
    });
    expect(later?.report).toMatchObject({ sent: 1, alreadySent: 1 });
    expect(to(smtp)).toEqual(["fine@example.com", "flaky@example.com"]);
  });

  it("sends weekly subscribers one digest of the week's versions on Monday", async () => {
    await subscriber("weekly@example.com", ["all"], [], "weekly");
    await publish("v1", new Date("2026-11-04T14:00:00.000Z"));
    await publish("v2", new Date("2026-11-06T14:00:00.000Z"));
    const monday = new Date("2026-11-09T14:00:00.000Z");
    const results = await runNotifications(monday, { origin: ORIGIN, perSecond: 100 });
    // v2 is also still due to release subscribers (there are none); the digest is the one email.
    expect(results.map((r) => r.id)).toEqual(["v2", `week-${isoWeek(new Date("2026-11-08T00:00:00Z"))}`]);
    expect(isoWeek(new Date("2026-11-08T00:00:00Z"))).toBe("2026-W45");
    expect(smtp.received).toHaveLength(1);
    const digest = smtp.received[0]!.mail;
    expect(digest.subject).toBe("US Jobs Analytics: this week's employment data");
    // Plain text writes headings in capitals.
    expect(digest.text?.toLowerCase()).toContain("published nov 04, 2026");
    expect(digest.text?.toLowerCase()).toContain("published nov 06, 2026");
    await runNotifications(new Date(monday.getTime() + 900_000), { origin: ORIGIN, perSecond: 100 });
    expect(smtp.received).toHaveLength(1);
  });

  // Two notification processes, one killed midway, and 20 subscribers' emails: seconds alone, more on a busy machine.
  it("a run killed midway and restarted: every subscriber has the update exactly once", {
    timeout: 60_000,
  }, async () => {
    const emails = Array.from({ length: 20 }, (_, i) => `reader${String(i).padStart(2, "0")}@example.com`);
    for (const email of emails) await subscriber(email, ["all"]);
    await publish("v1", now);

    // The first run, in a process of its own at 5 emails a second, killed without warning after some were sent.
    const child = spawn(
      process.execPath,
      [join(import.meta.dirname, "../../../../helpers/notify-child.ts"), "5", now.toISOString()],
      {
        env: { ...process.env, SMTP_URL: smtp.url },
        stdio: "ignore",
      },
    );
    const exited = new Promise((resolve) => child.on("exit", resolve));
    for (let waited = 0; smtp.received.length < 6 && waited < 15_000; waited += 20)
      await new Promise((r) => setTimeout(r, 20));
    child.kill("SIGKILL");
    await exited;
    const beforeRestart = smtp.received.length;
    expect(beforeRestart).toBeGreaterThanOrEqual(6);
    expect(beforeRestart).toBeLessThan(20);

    // The restart, once an interrupted claim counts as stale.
    await deliverUpdate(
      { id: "v1", frequency: "release", versions: [{ at: now.toISOString(), changes: changes("v1") }], next: [] },
      { origin: ORIGIN, perSecond: 100, now: () => new Date(Date.now() + STALE_CLAIM_MS + 1000) },
    );
    const perRecipient = new Map<string, Set<string>>();
    let raw = 0;
    for (const r of smtp.received)
      for (const address of r.envelopeTo) {
        raw += 1;
        perRecipient.set(address, new Set([...(perRecipient.get(address) ?? []), r.mail.messageId ?? ""]));
      }
    expect([...perRecipient.keys()].sort()).toEqual(emails);
    // One message per subscriber: a resend after a kill between sending and recording carries the same Message-ID.
    expect([...perRecipient.values()].every((ids) => ids.size === 1)).toBe(true);
    console.info(`kill-and-restart: ${beforeRestart} sent before the kill, ${raw - 20} duplicate deliveries in all`);
  });

  it("emails the served forecast to the subscribers of its topic once, in the two days before its jobs report", async () => {
    // The store serves the seed's outlook; the calendar dates the Employment Situation of the month it forecasts.
    const seedFile = (name: string) => readFileSync(join(SEED_DIR, `${name}.json`), "utf8");
    await datasetStore().set(datasetKey("manifest"), seedFile("manifest"));
    await datasetStore().set(datasetKey("outlook"), seedFile("outlook"));
    resetDatasetCache();
    const note = forecastNote(OutlookSchema.parse(JSON.parse(seedFile("outlook")).data));
    await writeCalendar({
      fetchedAt: "2026-08-30T12:00:00.000Z",
      url: "test",
      releases: [{ release: "employment-situation", period: note.month, date: "2026-09-04", time: "08:30" }],
    });
    await subscriber("forecast@example.com", ["forecast"]);
    await subscriber("weekly-forecast@example.com", ["layoffs", "forecast"], [], "weekly");
    await subscriber("all@example.com", ["all"]); // a data update, not a forecast: "All Updates" does not opt in
    await subscriber("pending-forecast@example.com", ["forecast"], [], "release", "pending");
    const id = `forecast-v${note.methodVersion}-${note.month}`;

    // Three days before (Washington): nothing due.
    expect(await runNotifications(new Date("2026-09-01T15:00:00.000Z"), { origin: ORIGIN, perSecond: 100 })).toEqual(
      [],
    );
    const [due] = await runNotifications(new Date("2026-09-02T15:00:00.000Z"), { origin: ORIGIN, perSecond: 100 });
    expect(due?.id).toBe(id);
    expect(due?.report).toMatchObject({ subscribers: 3, sent: 2, nothingRelevant: 1, failed: 0 });
    expect(to(smtp)).toEqual(["forecast@example.com", "weekly-forecast@example.com"]);
    const mail = smtp.received[0]!.mail;
    expect(mail.subject).toBe(
      `US Jobs Analytics: our forecast of the ${new Date(`${note.month}-01T00:00:00Z`).toLocaleString("en-US", { month: "long", year: "numeric", timeZone: "UTC" })} unemployment rate, ${note.value.toFixed(1)}%`,
    );
    expect(mail.text?.replace(/\s+/g, " ")).toContain(forecastSentence(note));
    expect(mail.text).toContain("Sep 04, 2026 at 08:30 Washington time");
    expect(mail.text).toContain("https://usjobs.example/outlook");
    const header = (name: string) => mail.headerLines.find((h) => h.key === name)?.line ?? "";
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

    // The day before: the claimed send records keep anyone from getting it twice.
    const [again] = await runNotifications(new Date("2026-09-03T15:00:00.000Z"), { origin: ORIGIN, perSecond: 100 });
    expect(again?.report).toMatchObject({ sent: 0, alreadySent: 2 });
    // The release day: not due any more.
    expect(await runNotifications(new Date("2026-09-04T11:00:00.000Z"), { origin: ORIGIN, perSecond: 100 })).toEqual(
      [],
    );
    expect(smtp.received).toHaveLength(2);
    await datasetStore().deleteAll();
    resetDatasetCache();
  });
  it("quotes the figures the release brought, from the version's digest, as far as each subscriber asked", async () => {
    await subscriber("all@example.com", ["all"]);
    await subscriber("california@example.com", ["states"], ["CA"]);
    await subscriber("layoffs@example.com", ["layoffs"]);
    const digest: DatasetDigest = {
      series: {
        CES0000000001: [
          ["2026-09", 159_077],
          ["2026-10", 159_150, 1],
        ],
        SMS06000000000000001: [
          ["2026-08", 18_150],
          ["2026-09", 18_162.5, 1],
        ],
      },
      periods: {},
      warn: {},
      postings: {},
      entities: {},
    };
    await datasetVersionsStore().setJSON(versionKey("v1", "digest"), digest);
    await publish("v1", new Date(now.getTime() - 3_600_000));

    await runNotifications(now, { origin: ORIGIN, perSecond: 100 });
    const mail = (email: string) => smtp.received.find((r) => r.envelopeTo.includes(email))!.mail;
    const words = (email: string) => mail(email).text?.replace(/\s+/g, " ") ?? "";
    const payrolls = "Nonfarm payroll jobs: +73,000 in October 2026, to 159.2 million (BLS Employment Situation)";
    const california =
      "California payroll jobs: +12,500 in September 2026, to 18.2 million (BLS State Employment and Unemployment)";
    expect(mail("all@example.com").subject).toBe(`US Jobs Analytics: ${payrolls}`);
    expect(words("all@example.com")).toContain(`What the release said: * ${payrolls}`);
    // No state is watched: the state figures of fifty-one states are not listed, what changed still is.
    expect(words("all@example.com")).not.toContain("California payroll jobs");
    expect(words("all@example.com")).toContain(
      "What changed on the site: * Employment Situation data for October 2026 added",
    );
    expect(words("california@example.com")).toContain(california);
    expect(words("california@example.com")).not.toContain("Nonfarm payroll jobs");
    expect(words("layoffs@example.com")).not.toContain("What the release said");
    expect(words("layoffs@example.com")).toContain("5 new WARN notices in 2 states");
    console.info(`release email as rendered:\n${mail("california@example.com").text}`);
  });

  it("sends a version an operator published after the gate held it when it is published, on its own", async () => {
    await subscriber("all@example.com", ["all"]);
    await publish("v1", new Date("2026-11-02T14:00:00.000Z"));
    await runNotifications(new Date("2026-11-02T14:05:00.000Z"), { origin: ORIGIN, perSecond: 100 });
    expect(smtp.received).toHaveLength(1);

    // The gate holds a version on Nov 4; it is stored, not served, and nothing about it is due. Its files are a few
    // (every file its manifest lists, which publishing checks against the manifest).
    const { files, manifest } = tinyDataset("00000000000000aa");
    const held = { ...changes(manifest.version), previousVersion: "v1", refreshedAt: "2026-11-04T14:00:00.000Z" };
    await writeVersion({
      files,
      manifest,
      digest: { series: {}, periods: {}, warn: {}, postings: {}, entities: {} },
      changes: held,
      problems: ["a source went back in time"],
      createdAt: "2026-11-04T14:00:00.000Z",
    });
    const beforePublish = await runNotifications(new Date("2026-11-05T14:00:00.000Z"), {
      origin: ORIGIN,
      perSecond: 100,
    });
    expect(beforePublish.map((r) => r.id)).toEqual(["v1"]);
    expect(smtp.received).toHaveLength(1);

    // Published by hand on Nov 6: its release email goes out then, dated that day, as its own update.
    const publishedAt = new Date("2026-11-06T10:00:00.000Z");
    const { pointer, sent } = await publishHeldAndNotify(manifest.version, "operator test", ORIGIN, publishedAt);
    expect(pointer).toMatchObject({ version: manifest.version, publishedAt: publishedAt.toISOString() });
    expect((await readHistory())[0]).toMatchObject({ kind: "publish-held", at: publishedAt.toISOString() });
    expect(sent).toEqual([`${manifest.version}: 1 sent (of 1 subscriber(s))`]);
    expect(smtp.received).toHaveLength(2);
    const mail = smtp.received[1]!.mail;
    expect(mail.text?.toLowerCase()).toContain("published nov 06, 2026");
    expect(mail.text).toContain("Employment Situation data for October 2026 added");

    // The next refresh's publish does not carry it again.
    await publish("v3", new Date("2026-11-07T14:00:00.000Z"));
    const next = await runNotifications(new Date("2026-11-07T14:05:00.000Z"), { origin: ORIGIN, perSecond: 100 });
    expect(next.map((r) => [r.id, r.report.sent])).toEqual([
      [manifest.version, 0],
      ["v3", 1],
    ]);
    expect(smtp.received).toHaveLength(3);
  });
});

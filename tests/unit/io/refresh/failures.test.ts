// @vitest-environment node
// A refresh in which a source fails, over the fixture snapshot (tests/helpers/refresh-fixture.ts): each test has its
// own store.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SourceState } from "~/pipeline/sources/fetch-sources.ts";
import { type RefreshOptions, sourceFailed } from "~/refresh/run-refresh.ts";
import { readLastRun } from "~/server/versions/history.ts";
import { acquireLock } from "~/server/versions/lock.ts";
import { writeSourceState } from "~/server/versions/raw-inputs.ts";
import { readPointer } from "~/server/versions/version-store.ts";
import healthRoute from "../../../../netlify/functions/health.mts";
import { makeContext } from "../../../helpers/blobs.ts";
import type { FakeSource, Fault } from "../../../helpers/fake-upstreams/index.ts";
import {
  freshStore,
  POLICY,
  REFRESH_MS,
  type RefreshFixture,
  refreshFixture,
  sourcesFetched,
  startRefreshFixture,
} from "../../../helpers/refresh-fixture.ts";
import { seedVersion } from "../../../helpers/seed.ts";
import { startSmtp, type TestSmtp } from "../../../helpers/smtp.ts";

/** The timeout fault: an attempt gives up after a second, so the fault takes seconds, not minutes. */
const QUICK_TIMEOUT = { ...POLICY, timeoutMs: 1_000 };

let fixture: RefreshFixture;
let smtp: TestSmtp;
let blobs: Awaited<ReturnType<typeof freshStore>>;
const NOW = new Date("2026-09-04T14:00:00Z");

beforeAll(async () => {
  fixture = await startRefreshFixture();
  smtp = await startSmtp();
  process.env["SMTP_URL"] = smtp.url;
  process.env["OPS_EMAIL"] = "ops@usjobs.example";
}, REFRESH_MS);
afterAll(async () => {
  delete process.env["SMTP_URL"];
  delete process.env["OPS_EMAIL"];
  await fixture?.stop();
  await smtp?.stop();
});
// The first one builds the snapshot's dataset for the served version's digest.
beforeEach(async () => {
  blobs = await freshStore(fixture);
  smtp.received.length = 0;
  await sourcesFetched(fixture, NOW);
}, REFRESH_MS);
afterEach(async () => {
  await blobs?.stop();
});

function refresh(extra: Partial<RefreshOptions> = {}) {
  return refreshFixture(fixture, NOW, extra);
}

async function health() {
  return (await healthRoute(new Request("http://localhost/api/health"), makeContext())).json();
}

const opsMail = () => smtp.received.filter((r) => r.envelopeTo.includes("ops@usjobs.example"));

describe("a refresh in which a source fails", () => {
  it.each([
    ["bls", "500", /HTTP 500/],
    ["bls", "timeout", /timed out after 1000 ms/],
    ["bls", "malformed", /malformed JSON/],
    ["bls", "not-processed", /REQUEST_NOT_PROCESSED/],
    ["bls", "half-empty", /86 of 174 series came back empty/],
    ["indeed", "renamed-column", /indeed_job_postings_index/],
    ["indeed", "half-empty", /lost more than half/],
    ["indeed", "malformed", /line|quote|column|lost more than half/i],
    ["warn", "renamed-column", /notice_date/],
    ["greenhouse", "500", /HTTP 500/],
  ] as [FakeSource, Fault, RegExp][])(
    "when %s answers %s: fails loudly, records since when, keeps serving the last good version",
    { timeout: REFRESH_MS },
    async (source, fault, why) => {
      const id = source === "bls" ? "bls-api" : source;
      fixture.fake.options.faults = { [source]: fault };
      const report = await refresh({ only: [id], ...(fault === "timeout" ? { policy: QUICK_TIMEOUT } : {}) });
      expect(report.status, JSON.stringify(report.sources)).toBe("unchanged");
      expect(report.sources.find((s) => s.id === id)?.status).toBe("failed");
      expect(sourceFailed(report)).toBe(true);
      expect(await readPointer()).toBeNull();

      const failure = { source: id, since: NOW.toISOString(), reason: expect.stringMatching(why) };
      expect(report.failures).toEqual([expect.objectContaining(failure)]);
      expect((await readLastRun())?.failures).toEqual([expect.objectContaining(failure)]);
      const body = await health();
      expect(body).toMatchObject({ status: "degraded", datasetVersion: seedVersion() });
      expect(body.refresh.failing).toEqual([expect.objectContaining(failure)]);
      expect(body.refresh.failing[0].lastGood.fetchedAt).toBe("2026-09-04T13:00:00.000Z");
      expect(body.refresh.failing[0]).not.toHaveProperty("notifiedAt");
      // The same in the words /updates shows live.
      expect(body.sourceStatus.summary).toBe(
        "Last check of the sources: Sep 04, 2026 14:00 UTC (unchanged); a source is failing.",
      );
      expect(body.sourceStatus.failing).toEqual([
        expect.stringMatching(
          /^.+ failing since Sep 04, 2026 14:00 UTC \(.+\)\. The site shows its last good data, for [A-Z][a-z]+ 20\d\d, fetched Sep 04, 2026 13:00 UTC\.$/,
        ),
      ]);
      expect(body.sourceStatus.failing[0]).toContain(`(${body.refresh.failing[0].reason})`);
    },
  );

  it("emails the operator once per failure episode: at the first failure, again only after a recovery", {
    timeout: REFRESH_MS,
  }, async () => {
    const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
    fixture.fake.options.faults = { indeed: "500" };
    await refresh({ only: ["indeed"], now: at(0) });
    await refresh({ only: ["indeed"], now: at(30) });
    expect(opsMail()).toHaveLength(1);
    const [alert] = opsMail();
    expect(alert?.mail.subject).toBe("Data refresh failing: indeed");
    expect(alert?.mail.text).toMatch(/HTTP 500/);
    expect(alert?.mail.text).toMatch(/Failing since: Sep 04, 2026 14:00 UTC/);
    expect((await readLastRun())?.failures).toEqual([
      expect.objectContaining({ source: "indeed", since: at(0).toISOString(), lastFailedAt: at(30).toISOString() }),
    ]);

    fixture.fake.options.faults = {};
    const healed = await refresh({ only: ["indeed"], now: at(60) });
    expect(healed.sources.find((s) => s.id === "indeed")?.status).toBe("unchanged");
    expect(sourceFailed(healed)).toBe(false);
    expect(healed.failures).toEqual([]);
    expect(await health()).toMatchObject({
      status: "ok",
      refresh: { failing: [], lastRunStatus: "unchanged" },
      sourceStatus: {
        summary: "Last check of the sources: Sep 04, 2026 15:00 UTC (unchanged); every source checked answered.",
        failing: [],
      },
    });

    fixture.fake.options.faults = { indeed: "500" };
    await refresh({ only: ["indeed"], now: at(90) });
    expect(opsMail()).toHaveLength(2);
    expect((await readLastRun())?.failures).toEqual([
      expect.objectContaining({ source: "indeed", since: at(90).toISOString() }),
    ]);
  });

  it("publishes what the healthy sources brought while the failing one keeps its last good data", {
    timeout: REFRESH_MS,
  }, async () => {
    fixture.fake.options.faults = { bls: "500" };
    // WARN's answer differs from its last good fetch, so it brings a new version to publish.
    await writeSourceState("warn", { ...(fixture.good["warn"] as SourceState), fingerprint: "an older answer" });
    const report = await refresh({ only: ["bls-api", "warn"], force: true, owner: "partial" });
    const why = report.sources.map((s) => `${s.id} ${s.status} ${s.detail}`).join("; ");
    expect(report.status, why).toBe("published");
    expect(sourceFailed(report)).toBe(true);
    expect((await readPointer())?.version).toBe(report.version);
    const body = await health();
    expect(body).toMatchObject({ status: "degraded", datasetVersion: report.version });
    // The last good BLS data is what the published version still holds for it.
    expect(body.refresh.failing).toEqual([
      expect.objectContaining({
        source: "bls-api",
        lastGood: expect.objectContaining({ period: expect.stringMatching(/^20\d\d-\d\d$/) }),
      }),
    ]);
  });

  it("names the holder and the version served when another refresh holds the lock", {
    timeout: REFRESH_MS,
  }, async () => {
    const other = await acquireLock("other-refresh", 60_000);
    const lines: string[] = [];
    const report = await refresh({ only: ["indeed"], log: (l) => lines.push(l) });
    if (other.ok) await other.release();
    expect(report.status).toBe("locked");
    expect(report.version).toBe(seedVersion());
    expect(report.holder?.owner).toBe("other-refresh");
    expect(lines.join("\n")).toMatch(
      new RegExp(
        `another refresh holds the lock \\(other-refresh \\(pid ${process.pid}\\), since 20.*; nothing done; serving ${seedVersion()}`,
      ),
    );
  });
});

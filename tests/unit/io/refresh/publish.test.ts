// @vitest-environment node
// What a refresh publishes, holds or refuses, over the fixture snapshot (tests/helpers/refresh-fixture.ts): each test
// has its own store and sets up the state it starts from.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RefreshOptions } from "~/refresh/run-refresh.ts";
import { datasetVersionsStore } from "~/server/stores.ts";
import { readHistory, readLastRun } from "~/server/versions/history.ts";
import { readLock } from "~/server/versions/lock.ts";
import { CURRENT_KEY, listVersions, readPointer, versionKey } from "~/server/versions/version-store.ts";
import { failWritesOf } from "../../../helpers/blobs.ts";
import {
  freshStore,
  REFRESH_MS,
  type RefreshFixture,
  refreshFixture,
  sourcesFetched,
  startRefreshFixture,
} from "../../../helpers/refresh-fixture.ts";
import { seedVersion } from "../../../helpers/seed.ts";
import { startSmtp, type TestSmtp } from "../../../helpers/smtp.ts";
import { storeConfirmedSubscriber } from "../../../helpers/subscribers.ts";

let fixture: RefreshFixture;
let smtp: TestSmtp;
let blobs: Awaited<ReturnType<typeof freshStore>>;
const NOW = new Date("2026-09-04T14:00:00Z");

beforeAll(async () => {
  fixture = await startRefreshFixture();
  smtp = await startSmtp();
}, REFRESH_MS);
afterAll(async () => {
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

/** The national payroll figure of `month` with `delta` (thousands) added: a revision BLS could publish. */
function revisePayrolls(pick: (months: string[]) => string, change: (value: number) => number) {
  const points = fixture.fake.servedSeries("CES0000000001");
  const month = pick(points.map((p) => p.month));
  const value = points.find((p) => p.month === month)?.value ?? 0;
  fixture.fake.options.revisions = { CES0000000001: { [month]: change(value) } };
  return month;
}

describe("what a refresh publishes", () => {
  it("holds an implausible payroll figure, logged with the figures", { timeout: REFRESH_MS }, async () => {
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
    timeout: REFRESH_MS,
  }, async () => {
    revisePayrolls(
      (months) => months.at(-6) ?? "",
      (v) => v + 57,
    );
    // The store refuses the pointer's write: the version's files are written, the pointer never moves.
    const pointerWrites = await failWritesOf(blobs, "dataset-versions", CURRENT_KEY);
    let stopped: Error | undefined;
    try {
      await refresh({ only: ["bls-api"] });
    } catch (error) {
      stopped = error as Error;
    } finally {
      await pointerWrites.restore();
    }
    expect(pointerWrites.refused()).toBeGreaterThan(0);
    expect(stopped?.message).toMatch(/Netlify Blobs has generated an internal error \(500 status code/);
    expect(await readPointer()).toBeNull();
    const [written, ...others] = await listVersions();
    expect(others).toEqual([]);
    expect(await datasetVersionsStore().get(versionKey(written?.version ?? "", "manifest"))).not.toBeNull();
    expect(await readLastRun()).toMatchObject({
      status: "failed",
      version: seedVersion(),
      detail: `refresh stopped: ${stopped?.message}`,
    });
    // The lock was released: the next refresh runs.
    expect(await readLock()).toBeNull();
    expect((await refresh({ only: ["indeed"] })).status).toBe("unchanged");
  });

  it("lets only one of two refreshes started at once run", { timeout: REFRESH_MS }, async () => {
    const [a, b] = await Promise.all([refresh({ only: ["indeed"] }), refresh({ only: ["indeed"] })]);
    expect([a.status, b.status].sort()).toEqual(["locked", "unchanged"]);
    expect(await readPointer()).toBeNull();
  });

  it("npm run data:refresh publishes, notifies subscribers as the background refresh does, and exits 5 for the failing source", {
    timeout: REFRESH_MS,
  }, async () => {
    await storeConfirmedSubscriber("reader@example.com");
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

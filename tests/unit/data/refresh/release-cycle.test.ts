// @vitest-environment node
// The release cycle as docs/operations.md tells an operator to try it by hand, in a copy of the repository, against the fake
// upstreams over the committed fixture snapshot (tests/fixtures/raw-snapshot), with the production-like server and a real SMTP server on loopback: hold back →
// refresh (held) → publish-held → release → refresh → publish → notify → rebuild. Afterwards every route answers 200,
// the pages show the newest month and the version /api/health serves, and every link of the release email resolves.
// Then a rebuild that fails leaves the pages serving and says so on /api/health, once to the operator.
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDateTime } from "~/domain/format.ts";
import { datasetVersionsStore } from "~/server/stores.ts";
import { FIXTURE_SNAPSHOT } from "../../../../scripts/lib/raw-snapshot.ts";
import { type RunningServer, startServer } from "../../../../scripts/serve.ts";
import { ROUTES } from "../../../e2e/routes.ts";
import { type FakeUpstreams, HELD_SOURCES, startFakeUpstreams } from "../../../helpers/fake-upstreams/index.ts";
import { fixtureDataset } from "../../../helpers/fixture-dataset.ts";
import { copySite, type SiteCopy } from "../../../helpers/site-copy.ts";
import { startSmtp, type TestSmtp } from "../../../helpers/smtp.ts";
import { storeConfirmedSubscriber } from "../../../helpers/subscribers.ts";

const REPO = path.resolve(import.meta.dirname, "../../../..");
/** The snapshot the fakes serve and the refresh is laid over, as in the recipe of docs/operations.md on a machine without the full one. */
const SNAPSHOT = path.join(REPO, FIXTURE_SNAPSHOT);

/**
 * Four builds of the site (about 10 s each alone) and a few of the fixture's dataset: over six minutes when the run's
 * other whole builds share a loaded 2-core machine under coverage.
 */
const CYCLE_MS = 15 * 60_000;
const SUBSCRIBER = "reader@example.com";
const OPS = "ops@example.com";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

let site: SiteCopy;
let dataset: Awaited<ReturnType<typeof fixtureDataset>>;
let fake: FakeUpstreams;
let smtp: TestSmtp;
let server: RunningServer | undefined;
let env: Record<string, string>;

beforeAll(async () => {
  // The copy's seed is the fixture snapshot's dataset, which its refreshes rebuild: the whole cycle over one snapshot.
  dataset = await fixtureDataset();
  site = await copySite(REPO, ["scripts", "netlify", "netlify.toml"], dataset.dir);
  fake = await startFakeUpstreams(SNAPSHOT, { holdBack: [...HELD_SOURCES] });
  smtp = await startSmtp();
  env = {
    ...fake.env,
    BLS_API_KEY: "test",
    SMTP_URL: smtp.url,
    OPS_EMAIL: OPS,
    BLOBS_DIR: path.join(site.dir, ".netlify/blobs-serve"),
  };
}, CYCLE_MS);

afterAll(async () => {
  await server?.close();
  await fake?.stop();
  await smtp?.stop();
  await site?.remove();
  await dataset?.remove();
});

async function get(url: string): Promise<{ status: number; text: string }> {
  const response = await fetch(url, { redirect: "manual" });
  return { status: response.status, text: await response.text() };
}

function pageVersion(html: string): string | undefined {
  return /<meta name="dataset-version" content="([0-9a-f]{16})"/.exec(html)?.[1];
}

async function health(url: string) {
  return (await (await fetch(`${url}/api/health`)).json()) as {
    status: string;
    datasetVersion: string;
    pages: {
      pages: { version: string; builtAt: string } | null;
      failing: { reason: string; since: string } | null;
    } | null;
    pagesStatus: string | null;
  };
}

describe("the release cycle, from held-back fakes to rebuilt pages", () => {
  it("publishes, notifies and rebuilds with every route answering, then survives a failed rebuild", {
    timeout: CYCLE_MS,
  }, async () => {
    // The site as `npm start` serves it: built from the seed, its store seeded.
    const first = await site.run("npm", ["run", "build"], { DATASET_FROM_BLOBS: "0" });
    expect(first.code, first.output.slice(-2000)).toBe(0);
    const port = await freePort();
    server = await startServer({ root: site.dir, port, quiet: true, fresh: true, schedules: false });
    const url = server.url;
    const cli = (args: string[]) => site.run("node", args, { ...env, SITE_URL: url });
    await storeConfirmedSubscriber(SUBSCRIBER);
    const seedMonth = /data-site-status="(\d{4}-\d{2})"/.exec((await get(`${url}/`)).text)?.[1];
    expect(seedMonth).toMatch(/^\d{4}-\d{2}$/);

    // Held back: the newest month is missing upstream, so the refresh goes back in time and the gate holds it.
    const held = await cli(["scripts/data/refresh.ts", "--from", SNAPSHOT, "--force"]);
    expect(held.code, held.output.slice(-3000)).toBe(3);
    const heldVersion = /held: ([0-9a-f]{16})/.exec(held.output)?.[1] ?? "";
    expect(heldVersion).not.toBe("");
    const published = await cli(["scripts/operator.ts", "publish-held", heldVersion]);
    expect(published.code, published.output).toBe(0);

    // The month is released; the refresh publishes it, notifies and rebuilds the pages.
    expect((await fetch(`${fake.url}/__release`, { method: "POST" })).status).toBe(200);
    const release = await cli(["scripts/data/refresh.ts", "--from", SNAPSHOT, "--force", "--rebuild"]);
    expect(release.code, release.output.slice(-4000)).toBe(0);
    const version = /published ([0-9a-f]{16})/.exec(release.output)?.[1] ?? "";
    expect(version).not.toBe("");
    expect(release.output).toContain(`dataset for the build: published version ${version}`);

    const served = await health(url);
    expect(served.datasetVersion).toBe(version);
    expect(served.status).toBe("ok");
    expect(served.pages?.pages?.version).toBe(version);
    for (const route of ROUTES) {
      const page = await get(`${url}${route.path}`);
      expect(page.status, route.path).toBe(200);
      if (!route.path.startsWith("/compare")) expect(pageVersion(page.text), route.path).toBe(version);
    }
    const home = (await get(`${url}/`)).text;
    expect(/data-site-status="(\d{4}-\d{2})"/.exec(home)?.[1]).toBe(seedMonth);

    // The release email reached the subscriber, and every link in it resolves.
    const emails = smtp.received.filter((r) => r.envelopeTo.includes(SUBSCRIBER));
    expect(emails.length).toBeGreaterThanOrEqual(1);
    const latest = emails.at(-1);
    const links = [...String(latest?.mail.html ?? "").matchAll(/href="([^"]+)"/g)]
      .map((m) => (m[1] ?? "").replaceAll("&amp;", "&"))
      .filter((href) => href.startsWith(url));
    expect(latest?.mail.text).toContain("What the release said:");
    expect(links.length).toBeGreaterThan(0);
    for (const link of new Set(links)) expect((await get(link)).status, link).toBe(200);

    // A rebuild that fails (a file of the published version altered in the store) keeps the pages serving.
    const placeTx = await datasetVersionsStore().get(`v/${version}/place/TX`, { type: "text" });
    await datasetVersionsStore().set(`v/${version}/place/TX`, '{"altered":true}');
    const failed = await site.run("npm", ["run", "build"], { ...env, DATASET_FROM_BLOBS: "1" });
    expect(failed.code).toBe(1);
    expect(failed.output).toContain("place/TX.json does not match its manifest hash");
    for (const route of ["/", "/states", "/updates", "/occupations"]) {
      const page = await get(`${url}${route}`);
      expect(page.status, route).toBe(200);
      expect(pageVersion(page.text), route).toBe(version);
    }
    const degraded = await health(url);
    expect(degraded.status).toBe("degraded");
    expect(degraded.pages?.failing?.reason).toContain("does not match its manifest hash");
    expect(degraded.pagesStatus).toBe(
      `The pages could not be rebuilt since ${formatDateTime(degraded.pages?.failing?.since ?? "")} UTC; they show dataset ${version} (built ${formatDateTime(served.pages?.pages?.builtAt ?? "")} UTC), the data the API serves.`,
    );
    const again = await site.run("npm", ["run", "build"], { ...env, DATASET_FROM_BLOBS: "1" });
    expect(again.code).toBe(1);
    const alerts = smtp.received.filter((r) => r.envelopeTo.includes(OPS) && /rebuild/i.test(r.mail.subject ?? ""));
    expect(alerts).toHaveLength(1);

    // Astro itself failing, late (a page that throws while it is rendered), leaves the pages and the on-demand
    // pages' function as they were, although the adapter had emptied that function's folder when it started.
    await datasetVersionsStore().set(`v/${version}/place/TX`, placeTx ?? "");
    await site.write("src/pages/broken.astro", "---\nthrow new Error('a page that does not render');\n---\n");
    const broken = await site.run("npm", ["run", "build"], { ...env, DATASET_FROM_BLOBS: "1" });
    expect(broken.code).toBe(1);
    expect(broken.output).toMatch(/build failed: astro build failed \(exit code 1\); the last good build is untouched/);
    expect(existsSync(path.join(site.dir, ".netlify/v1/functions/ssr/ssr.mjs"))).toBe(true);
    for (const route of ROUTES) expect((await get(`${url}${route.path}`)).status, route.path).toBe(200);
    expect((await health(url)).pages?.failing?.reason).toBe("astro build failed (exit code 1)");
  });
});

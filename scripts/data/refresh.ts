/**
 * Refreshes the live dataset from the public sources and publishes it (or holds it when implausible).
 *
 *   npm run data:refresh [-- --from DIR] [--force] [--only bls-api,indeed,...]
 *
 * --from   the snapshot the raw inputs are laid over (default the full one where it exists, DATA_RAW_DIR else
 *          ../shared/data/raw, else the committed fixture tests/fixtures/raw-snapshot: the one the fake upstreams serve
 *          by default)
 * --force  fetch every source, due or not (default: only sources whose least interval has passed)
 * --only   fetch only these sources (ids of src/pipeline/sources/registry.ts)
 * --rebuild after a publish, rebuild the static pages from the published version (what the build hook does on
 *           Netlify; `npm start` serves the new pages at once)
 *
 * It also fetches the BLS release calendar when the stored one is older than 20 hours (BLS_CALENDAR_URL).
 * Upstream base URLs come from the environment (BLS_API_BASE_URL, INDEED_BASE_URL, GREENHOUSE_BASE_URL,
 * ASHBY_BASE_URL, WARN_BASE_URL; default: the official endpoints) and BLS_API_KEY is the BLS registration key.
 * Works on the local store of `npm start` (BLOBS_DIR), or a Netlify site's with NETLIFY_SITE_ID and NETLIFY_API_TOKEN.
 * After a publish it sends the subscribers' notifications, as the background refresh does (same function).
 * A failing source is recorded in the last-run record (/updates, /api/health) and emailed to OPS_EMAIL once per
 * failure episode; what the other sources brought is still published.
 *
 * Its first line is `refresh <owner> started (pid N)`: the owner the lock names, and this process's id.
 * Exit code: 0 published or unchanged, every due source answered; 1 error; 2 bad arguments; 3 held by the
 * plausibility gate; 4 another refresh holds the lock (its holder is named; `npm run operator -- unlock` removes a
 * stale one); 5 a due source failed (whatever the others brought was published).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { describeFailure } from "../../src/domain/source-failures.ts";
import { readImports } from "../../src/pipeline/import-annual.ts";
import { LIVE_SOURCES, MANUAL_SOURCES } from "../../src/pipeline/sources/registry.ts";
import { refreshAndNotify, refreshStartLine } from "../../src/refresh/live.ts";
import { newRefreshOwner, sourceFailed } from "../../src/refresh/run-refresh.ts";
import { currentCalendar } from "../../src/refresh/schedule.ts";
import { connectBlobs } from "../lib/blobs-connect.ts";
import { defaultRawSnapshot } from "../lib/raw-snapshot.ts";

/** A due source failed (the others' data was still published). */
const EXIT_SOURCE_FAILED = 5;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const { values } = parseArgs({
  options: {
    from: { type: "string" },
    force: { type: "boolean" },
    only: { type: "string" },
    rebuild: { type: "boolean" },
  },
  strict: true,
});
const only = values.only?.split(",").map((s) => s.trim());
const known = new Set(LIVE_SOURCES.map((s) => s.id));
for (const id of only ?? []) {
  if (!known.has(id as never)) {
    console.error(`unknown source ${id} (known: ${[...known].join(", ")})`);
    process.exit(2);
  }
}

const snapshot = values.from ? path.resolve(repoRoot, values.from) : defaultRawSnapshot(repoRoot);
// The first line names this process, so a refresh run in the background can be stopped by hand (kill -9 PID).
const owner = newRefreshOwner();
console.log(refreshStartLine(owner));
const disconnect = await connectBlobs();
let published = false;
try {
  // The release calendar the scheduler reads on Netlify (at most once every 20 hours), for "Next update".
  await currentCalendar(process.env, new Date(), (line) => console.log(line));
  const report = await refreshAndNotify({
    snapshot,
    env: process.env,
    owner,
    ...(values.force ? { force: true } : {}),
    ...(only ? { only } : {}),
    log: (line) => console.log(line),
  });
  const seconds = (report.milliseconds / 1000).toFixed(1);
  const requests = report.sources.reduce((n, s) => n + s.requests, 0);
  const held = report.status === "held" ? ` (held: ${report.version}; publish it with operator publish-held)` : "";
  // refreshAndNotify has logged the outcome and the version served; this adds the cost and what to do next.
  console.log(`${requests} requests in ${seconds} s${held}`);
  for (const f of report.failures) console.log(`FAILING ${describeFailure(f)}`);
  if (report.changes) {
    const c = report.changes;
    console.log(
      `what changed: ${c.newPeriods.map((p) => `${p.source} ${p.from ?? "-"} → ${p.to}`).join(", ") || "no new periods"}; ` +
        `${c.revisionCount} revisions; ${c.warn.newNotices} new WARN notices`,
    );
    const top = c.revisions[0];
    if (top) console.log(`largest revision: ${top.series} ${top.period} ${top.old} → ${top.new}`);
  }
  const imports = readImports(snapshot);
  for (const m of MANUAL_SOURCES) {
    const imported = imports[m.id];
    const version = imported ? `${imported.version} (imported ${imported.importedAt.slice(0, 10)})` : m.version;
    console.log(`manual import ${m.id}: ${version} in use; next expected ${m.nextRelease} (${m.cadence})`);
  }
  process.exitCode =
    report.status === "held" ? 3 : report.status === "locked" ? 4 : sourceFailed(report) ? EXIT_SOURCE_FAILED : 0;
  published = report.status === "published";
} catch (error) {
  console.error(`data:refresh failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await disconnect();
}
if (values.rebuild && published) {
  console.log("rebuilding the static pages from the published version…");
  const build = spawnSync("npm", ["run", "build"], {
    cwd: repoRoot,
    stdio: "inherit",
    env: { ...process.env, DATASET_FROM_BLOBS: "1" },
  });
  if (build.status !== 0) process.exitCode = 1;
}

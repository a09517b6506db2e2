/**
 * One refresh, end to end: take the lock, fetch every due source over its last good raw input, build the dataset
 * with the existing pipeline, compare it with the served version (digest, "what changed", plausibility gate) and
 * publish it atomically, or hold it when the gate refuses. This layer only orchestrates: fetching and building live
 * in src/pipeline, storage in src/server, comparisons in src/domain.
 */
import { type ChangeRecord, type DatasetDigest, diffDigests, type SourceResult } from "../domain/changes.ts";
import { plausibilityProblems } from "../domain/plausibility.ts";
import { describeHolder } from "../domain/refresh-lock.ts";
import type { SourceFailure } from "../domain/source-failures.ts";
import { buildFromInputs } from "../pipeline/build-dataset.ts";
import { digestBuild } from "../pipeline/digest.ts";
import { loadInputs } from "../pipeline/load-inputs.ts";
import { fetchSources, type SourceRun, type SourceState } from "../pipeline/sources/fetch-sources.ts";
import { LIVE_SOURCES } from "../pipeline/sources/registry.ts";
import type { FetchPolicy } from "../pipeline/sources/upstream-fetch.ts";
import { applyLayer, makeWorkdir, type RawLayer } from "../pipeline/sources/workdir.ts";
import type { EnvSource } from "../server/env.ts";
import { recordPublishedOutlook } from "../server/outlook-record.ts";
import { type AfterPublishResult, afterPublish } from "../server/versions/after-publish.ts";
import { recordInHistory } from "../server/versions/history.ts";
import { acquireLock, LOCK_TTL_MS, type Lock } from "../server/versions/lock.ts";
import {
  type RawFiles,
  readRawFiles,
  readSourceState,
  writeHeldInputs,
  writeRawFiles,
  writeSourceState,
} from "../server/versions/raw-inputs.ts";
import { recordRun } from "../server/versions/run-record.ts";
import { pointTo, pruneVersions, readDigest, servedVersion, writeVersion } from "../server/versions/version-store.ts";

export interface RefreshOptions {
  /** The snapshot folder the raw inputs are laid over. */
  readonly snapshot: string;
  readonly env: EnvSource;
  readonly now?: Date;
  /** Fetch every source, due or not. */
  readonly force?: boolean;
  readonly only?: readonly string[];
  readonly policy?: FetchPolicy;
  readonly owner?: string;
  /** How long the lock lives after each renewal, and how often it is renewed (tests shorten both). */
  readonly lockTtlMs?: number;
  readonly lockHeartbeatMs?: number;
  readonly log?: (line: string) => void;
}

export interface RefreshReport {
  readonly status: "published" | "unchanged" | "held" | "locked";
  /** The version this run produced (held: the held one), or the one served (unchanged, locked). */
  readonly version: string | null;
  readonly previousVersion: string | null;
  readonly sources: readonly SourceResult[];
  readonly problems: readonly string[];
  readonly changes: ChangeRecord | null;
  readonly milliseconds: number;
  /** After a publish: the CDN purge and the rebuild of the static pages. */
  readonly after?: AfterPublishResult;
  /** Sources failing after this run, each since the first failure of its episode (from the last-run record). */
  readonly failures: readonly SourceFailure[];
  /** Who holds the lock, when the run found it taken. */
  readonly holder?: Lock;
}

/** Whether a due source failed in this run (the refresh then exits non-zero, keeping what it published). */
export function sourceFailed(report: RefreshReport): boolean {
  return report.sources.some((s) => s.status === "failed");
}

/** Each live source's id → the catalogue sources its figures feed (for the last good period of a failing one). */
const FEEDS = Object.fromEntries(LIVE_SOURCES.map((s) => [s.id, s.feeds]));

function sourceResult(id: string, run: SourceRun): SourceResult {
  const o = run.outcome;
  const detail = o.status === "failed" || o.status === "skipped" ? o.reason : o.detail;
  return { id, status: o.status, detail, requests: o.requests };
}

function rawFiles(run: SourceRun): RawFiles {
  return { files: Object.fromEntries(run.output?.files ?? []), removed: [...(run.output?.removed ?? [])] };
}

/** A refresh's name in the lock and the history: when it started, and a random suffix. */
export function newRefreshOwner(now: Date = new Date()): string {
  return `refresh-${now.toISOString()}-${Math.random().toString(36).slice(2, 8)}`;
}

export async function runRefresh(options: RefreshOptions): Promise<RefreshReport> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const owner = options.owner ?? newRefreshOwner();
  // The lock lives on the wall clock whatever date the run's data is for.
  const lock = await acquireLock(owner, options.lockTtlMs ?? LOCK_TTL_MS, new Date(), options.lockHeartbeatMs);
  const elapsed = () => Math.round(performance.now() - started);
  if (!lock.ok) {
    const served = await servedVersion();
    const h = lock.holder;
    log(`another refresh holds the lock (${describeHolder(h)}); nothing done; serving ${served ?? "-"}`);
    return {
      status: "locked",
      version: served,
      previousVersion: served,
      sources: [],
      problems: [],
      changes: null,
      milliseconds: elapsed(),
      failures: [],
      holder: h,
    };
  }
  let workdir: { root: string; dispose: () => void } | undefined;
  let previousVersion: string | null = null;
  let sources: SourceResult[] = [];
  try {
    previousVersion = await servedVersion();
    const ids = LIVE_SOURCES.map((s) => s.id);
    const [layers, states] = await Promise.all([
      Promise.all(ids.map((id) => readRawFiles(id))),
      Promise.all(ids.map((id) => readSourceState(id))),
    ]);
    workdir = makeWorkdir(
      options.snapshot,
      layers.filter((l): l is RawFiles => l !== null),
    );
    const root = workdir.root;
    const previous: Record<string, SourceState | undefined> = {};
    ids.forEach((id, i) => {
      previous[id] = states[i] ?? undefined;
    });

    const runs = await fetchSources({
      root,
      env: options.env,
      now,
      previous,
      ...(options.only ? { only: options.only } : {}),
      ...(options.force ? { force: true } : {}),
      ...(options.policy ? { policy: options.policy } : {}),
    });
    sources = [...runs].map(([id, run]) => sourceResult(id, run));
    for (const s of sources) log(`${s.id.padEnd(10)} ${s.status.padEnd(9)} ${s.requests} requests  ${s.detail}`);
    const updated = [...runs].filter(([, run]) => run.outcome.status === "updated");
    for (const [id, run] of runs) {
      if (run.outcome.status === "unchanged" && run.state) await writeSourceState(id, run.state);
    }
    const served = previousVersion;
    const finish = async (report: Omit<RefreshReport, "failures" | "milliseconds">): Promise<RefreshReport> => {
      const failed = report.sources.filter((x) => x.status === "failed").map((x) => `${x.id}: ${x.detail}`);
      const failures = await recordRun(
        {
          at: now.toISOString(),
          status: report.status,
          version: report.status === "held" ? served : report.version,
          detail: [...report.problems, ...failed].join("; "),
          sources: report.sources,
          feeds: FEEDS,
        },
        log,
      );
      return { ...report, failures, milliseconds: elapsed() };
    };
    const nothing = () =>
      finish({ status: "unchanged", version: served, previousVersion: served, sources, problems: [], changes: null });
    if (updated.length === 0) return await nothing();

    // The served version's digest; the deploy seed has none, so it is rebuilt once from the last good inputs (before
    // this run's answers are laid over them).
    let before: DatasetDigest | null = served ? await readDigest(served) : null;
    if (!before && served) {
      const baseline = await loadInputs(root);
      before = digestBuild(baseline, buildFromInputs(baseline));
    }
    for (const [, run] of updated) applyLayer(root, run.output as RawLayer);
    const inputs = await loadInputs(root);
    const built = buildFromInputs(inputs);
    const version = built.manifest.version;
    const saveInputs = async () => {
      for (const [id, run] of updated) {
        await writeRawFiles(id, rawFiles(run));
        if (run.state) await writeSourceState(id, run.state);
      }
    };
    if (version === served) {
      await saveInputs();
      return await nothing();
    }
    const digest = digestBuild(inputs, built);
    const changes = diffDigests(before, digest, {
      version,
      previousVersion: served,
      refreshedAt: now.toISOString(),
      sources,
    });
    const problems = plausibilityProblems(before, digest);
    await writeVersion({
      files: built.files,
      manifest: built.manifest,
      digest,
      changes,
      problems,
      createdAt: now.toISOString(),
    });
    if (problems.length > 0) {
      log(`version ${version} HELD by the plausibility gate:\n  ${problems.join("\n  ")}`);
      await writeHeldInputs(
        version,
        Object.fromEntries(updated.map(([id, run]) => [id, { files: rawFiles(run), state: run.state as SourceState }])),
      );
      return await finish({ status: "held", version, previousVersion: served, sources, problems, changes });
    }
    // A holder that stalled past the lock's expiry may have been replaced: only the live holder publishes.
    const lost = await lock.confirm();
    if (lost) throw new Error(`lost the refresh lock before publishing ${version} (${lost}); nothing published`);
    await pointTo(version, owner, now);
    await saveInputs();
    await recordInHistory(version, "publish", owner, now);
    const pruned = await pruneVersions();
    log(`published ${version} (was ${served ?? "none"}); pruned ${pruned.length} old versions`);
    log(`forecast record: ${await recordPublishedOutlook(built.files.get("outlook.json"), now.toISOString())}`);
    const after = await afterPublish(options.env, version);
    log(`after publish: CDN ${after.purge}; pages ${after.rebuild}`);
    return await finish({
      status: "published",
      version,
      previousVersion: served,
      sources,
      problems,
      changes,
      after,
    });
  } catch (error) {
    // A run stopped by an error says so in the last-run record too (with the sources it had fetched).
    if (!lock.lost()) {
      await recordRun(
        {
          at: now.toISOString(),
          status: "failed",
          version: await servedVersion().catch(() => previousVersion),
          detail: `refresh stopped: ${(error as Error).message}`,
          sources,
          feeds: FEEDS,
        },
        log,
      ).catch(() => {});
    }
    throw error;
  } finally {
    workdir?.dispose();
    await lock.release();
  }
}

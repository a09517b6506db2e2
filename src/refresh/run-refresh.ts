/**
 * One refresh, end to end: take the lock, fetch every due source over its last good raw input, build the dataset
 * with the existing pipeline, compare it with the served version (digest, "what changed", plausibility gate) and
 * publish it atomically, or hold it when the gate refuses. This layer only orchestrates: fetching and building live
 * in src/pipeline, storage in src/server, comparisons in src/domain.
 */
import { type ChangeRecord, diffDigests, type SourceResult } from "../domain/changes.ts";
import { plausibilityProblems } from "../domain/plausibility.ts";
import { type BuiltDataset, buildFromInputs } from "../pipeline/build-dataset.ts";
import { digestBuild } from "../pipeline/digest.ts";
import { loadInputs } from "../pipeline/load-inputs.ts";
import { fetchSources, type SourceRun, type SourceState } from "../pipeline/sources/fetch-sources.ts";
import type { FetchPolicy } from "../pipeline/sources/http.ts";
import { LIVE_SOURCES } from "../pipeline/sources/registry.ts";
import { applyLayer, makeWorkdir, type RawLayer } from "../pipeline/sources/workdir.ts";
import { type AfterPublishResult, afterPublish } from "../server/refresh/after-publish.ts";
import { recordInHistory, writeLastRun } from "../server/refresh/history.ts";
import { acquireLock } from "../server/refresh/lock.ts";
import {
  type RawFiles,
  readRawFiles,
  readSourceState,
  writeHeldInputs,
  writeRawFiles,
  writeSourceState,
} from "../server/refresh/raw-inputs.ts";
import { pointTo, pruneVersions, readDigest, servedVersion, writeVersion } from "../server/refresh/versions.ts";

export interface RefreshOptions {
  /** The snapshot folder the raw inputs are laid over. */
  readonly snapshot: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly now?: Date;
  /** Fetch every source, due or not. */
  readonly force?: boolean;
  readonly only?: readonly string[];
  readonly policy?: FetchPolicy;
  readonly owner?: string;
  readonly lockTtlMs?: number;
  readonly log?: (line: string) => void;
  /** Test hook: fail after the version's files are written and before the pointer moves. */
  readonly crashBeforePointer?: boolean;
}

export interface RefreshReport {
  readonly status: "published" | "unchanged" | "held" | "locked";
  readonly version: string | null;
  readonly previousVersion: string | null;
  readonly sources: readonly SourceResult[];
  readonly problems: readonly string[];
  readonly changes: ChangeRecord | null;
  readonly milliseconds: number;
  /** After a publish: the CDN purge and the rebuild of the static pages. */
  readonly after?: AfterPublishResult;
}

function sourceResult(id: string, run: SourceRun): SourceResult {
  const o = run.outcome;
  const detail = o.status === "failed" || o.status === "skipped" ? o.reason : o.detail;
  return { id, status: o.status, detail, requests: o.requests };
}

function rawFiles(run: SourceRun): RawFiles {
  return { files: Object.fromEntries(run.output?.files ?? []), removed: [...(run.output?.removed ?? [])] };
}

/** Entity files by entity name ("manifest" for the manifest), as the versions store keeps them. */
function byName(built: BuiltDataset): Map<string, string> {
  return new Map([...built.files].map(([file, text]) => [file.replace(/\.json$/, ""), text]));
}

export async function runRefresh(options: RefreshOptions): Promise<RefreshReport> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const owner = options.owner ?? `refresh-${now.toISOString()}-${Math.random().toString(36).slice(2, 8)}`;
  const lock = await acquireLock(owner, options.lockTtlMs ?? 15 * 60_000, now);
  const elapsed = () => Math.round(performance.now() - started);
  if (!lock.ok) {
    log(`another refresh holds the lock (${lock.holder.owner}, until ${lock.holder.expiresAt}); nothing done`);
    return {
      status: "locked",
      version: null,
      previousVersion: null,
      sources: [],
      problems: [],
      changes: null,
      milliseconds: elapsed(),
    };
  }
  let workdir: { root: string; dispose: () => void } | undefined;
  try {
    const previousVersion = await servedVersion();
    const ids = LIVE_SOURCES.map((s) => s.id);
    const [layers, states] = await Promise.all([
      Promise.all(ids.map((id) => readRawFiles(id))),
      Promise.all(ids.map((id) => readSourceState(id))),
    ]);
    workdir = makeWorkdir(
      options.snapshot,
      layers.filter((l): l is RawFiles => l !== null),
    );
    const previous: Record<string, SourceState | undefined> = {};
    ids.forEach((id, i) => {
      previous[id] = states[i] ?? undefined;
    });

    // The served version's digest; the deploy seed has none, so it is rebuilt from the last good inputs once.
    let before = previousVersion ? await readDigest(previousVersion) : null;
    if (!before && previousVersion) {
      const baseline = await loadInputs(workdir.root);
      before = digestBuild(baseline, buildFromInputs(baseline));
    }

    const runs = await fetchSources({
      root: workdir.root,
      env: options.env,
      now,
      previous,
      ...(options.only ? { only: options.only } : {}),
      ...(options.force ? { force: true } : {}),
      ...(options.policy ? { policy: options.policy } : {}),
    });
    const sources = [...runs].map(([id, run]) => sourceResult(id, run));
    for (const s of sources) log(`${s.id.padEnd(10)} ${s.status.padEnd(9)} ${s.requests} requests  ${s.detail}`);
    const updated = [...runs].filter(([, run]) => run.outcome.status === "updated");
    for (const [id, run] of runs) {
      if (run.outcome.status === "unchanged" && run.state) await writeSourceState(id, run.state);
    }
    const finish = async (report: RefreshReport): Promise<RefreshReport> => {
      const failed = report.sources.filter((x) => x.status === "failed").map((x) => `${x.id}: ${x.detail}`);
      await writeLastRun({
        at: now.toISOString(),
        status: report.status,
        version: report.status === "held" ? previousVersion : report.version,
        detail: [...report.problems, ...failed].join("; ").slice(0, 2000),
      });
      return report;
    };
    const nothing = (): RefreshReport => ({
      status: "unchanged",
      version: previousVersion,
      previousVersion,
      sources,
      problems: [],
      changes: null,
      milliseconds: elapsed(),
    });
    if (updated.length === 0) return finish(nothing());

    for (const [, run] of updated) applyLayer(workdir.root, run.output as RawLayer);
    const inputs = await loadInputs(workdir.root);
    const built = buildFromInputs(inputs);
    const version = built.manifest.version;
    const saveInputs = async () => {
      for (const [id, run] of updated) {
        await writeRawFiles(id, rawFiles(run));
        if (run.state) await writeSourceState(id, run.state);
      }
    };
    if (version === previousVersion) {
      await saveInputs();
      return finish(nothing());
    }
    const digest = digestBuild(inputs, built);
    const changes = diffDigests(before, digest, {
      version,
      previousVersion,
      refreshedAt: now.toISOString(),
      sources,
    });
    const problems = plausibilityProblems(before, digest);
    await writeVersion({
      files: byName(built),
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
      return finish({ status: "held", version, previousVersion, sources, problems, changes, milliseconds: elapsed() });
    }
    if (options.crashBeforePointer) throw new Error("simulated crash between the entity files and the pointer");
    await pointTo(version, owner, now);
    await saveInputs();
    await recordInHistory(version, "publish", owner, now);
    const pruned = await pruneVersions();
    log(`published ${version} (was ${previousVersion ?? "none"}); pruned ${pruned.length} old versions`);
    const after = await afterPublish(options.env, version);
    log(`after publish: CDN ${after.purge}; pages ${after.rebuild}`);
    return finish({
      status: "published",
      version,
      previousVersion,
      sources,
      problems,
      changes,
      milliseconds: elapsed(),
      after,
    });
  } finally {
    workdir?.dispose();
    await lock.release();
  }
}

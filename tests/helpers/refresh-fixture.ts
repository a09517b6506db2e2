/**
 * What refresh tests share: the committed fixture snapshot (tests/fixtures/raw-snapshot: every state, the monthly series
 * whole, a few boards, WARN states, occupations and metro areas; its dataset builds in a second or two) copied to a temp
 * folder, fake upstreams serving it, and each source's good answer (its rows and fingerprint, from one fetch that stores
 * nothing), so a test can start from "the last fetch of every source was good" in a store of its own. Each test gets a
 * fresh Blobs store that serves the seed's manifest only: enough for the served version, without uploading the whole
 * seed. What these tests check is how a refresh fetches, gates, publishes, holds and records: a mechanism, the same
 * over the fixture as over the full snapshot (tests/unit/data checks the full snapshot's figures).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { FIXTURE_SNAPSHOT } from "../../scripts/lib/raw-snapshot.ts";
import type { DatasetDigest } from "../../src/domain/changes.ts";
import { buildFromInputs } from "../../src/pipeline/build-dataset.ts";
import { digestBuild } from "../../src/pipeline/digest.ts";
import { loadInputs } from "../../src/pipeline/load-inputs.ts";
import { fetchSources, type SourceState } from "../../src/pipeline/sources/fetch-sources.ts";
import { LIVE_SOURCES } from "../../src/pipeline/sources/registry.ts";
import type { FetchPolicy } from "../../src/pipeline/sources/upstream-fetch.ts";
import { type RefreshOptions, runRefresh } from "../../src/refresh/run-refresh.ts";
import { datasetKey, datasetStore, datasetVersionsStore } from "../../src/server/stores.ts";
import { writeSourceState } from "../../src/server/versions/raw-inputs.ts";
import { versionKey } from "../../src/server/versions/version-store.ts";
import { startLocalBlobs } from "./blobs.ts";
import { type FakeUpstreams, startFakeUpstreams } from "./fake-upstreams/index.ts";
import { SEED_DIR, seedVersion } from "./seed.ts";

/** The committed fixture snapshot. */
export const FIXTURE_DIR = path.resolve(import.meta.dirname, "../..", FIXTURE_SNAPSHOT);

/**
 * The fetch policy of these tests: an answer of the fakes (in this process, on a machine that may be loaded, with
 * coverage) gets 15 s before it counts as timed out, and one retry. `waitMs` is the longest one source can keep a
 * refresh waiting under it.
 */
export const POLICY: FetchPolicy = { timeoutMs: 15_000, retries: 1, backoffMs: 10, maxBytes: 64 * 1024 * 1024 };
export function waitMs(policy: FetchPolicy): number {
  return (policy.timeoutMs + policy.backoffMs) * (policy.retries + 1);
}

/**
 * The limit of a test that runs refreshes over the fixture: each fetches a few dozen answers from the fakes and builds
 * the fixture's dataset once or twice (seconds alone); a minute is what a few of them take on a busy 2-core machine
 * under coverage.
 */
export const REFRESH_MS = 60_000;

export interface SnapshotCopy {
  readonly dir: string;
  dispose(): void;
}

/** A copy of the fixture snapshot in a temp folder, which a test may change without touching the working tree. */
export function copyFixtureSnapshot(): SnapshotCopy {
  const dir = mkdtempSync(path.join(tmpdir(), "usja-fixture-raw-"));
  cpSync(FIXTURE_DIR, dir, { recursive: true });
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface RefreshFixture {
  readonly snapshot: SnapshotCopy;
  readonly fake: FakeUpstreams;
  /** Each source's state after a good fetch of the fakes' normal answer. */
  readonly good: Readonly<Record<string, SourceState>>;
  /**
   * The digest of the dataset the snapshot builds, as the refresh that published it would have stored it: built the
   * first time it is asked for (in the first test's setup, which has a limit of its own), then kept.
   */
  digest(): Promise<DatasetDigest>;
  stop(): Promise<void>;
}

export async function startRefreshFixture(): Promise<RefreshFixture> {
  const snapshot = copyFixtureSnapshot();
  const fake = await startFakeUpstreams(snapshot.dir);
  const now = new Date();
  const runs = await fetchSources({
    root: snapshot.dir,
    env: { ...fake.env, BLS_API_KEY: "test" },
    now,
    previous: {},
    force: true,
    policy: POLICY,
  });
  const good: Record<string, SourceState> = {};
  for (const [id, run] of runs) {
    if (!run.state) throw new Error(`the fixture snapshot's ${id} does not fetch: ${JSON.stringify(run.outcome)}`);
    good[id] = run.state;
  }
  fake.resetCounts();
  let digest: Promise<DatasetDigest> | undefined;
  return {
    snapshot,
    fake,
    good,
    digest() {
      digest ??= loadInputs(snapshot.dir).then((inputs) => digestBuild(inputs, buildFromInputs(inputs)));
      return digest;
    },
    async stop() {
      await fake.stop();
      snapshot.dispose();
    },
  };
}

/**
 * A fresh Blobs store serving the seed's manifest, with the fakes' switches reset. The served version has the digest
 * of the snapshot's dataset, as if a refresh over the snapshot had published it: a refresh compares with it instead of
 * building the served dataset again first (how one rebuilds a digest the store lacks is refresh.test.ts's case).
 * `served: false`: a store that serves nothing yet.
 */
export async function freshStore(fixture: RefreshFixture, options: { served?: boolean } = {}) {
  fixture.fake.options.faults = {};
  fixture.fake.options.holdBack = [];
  fixture.fake.options.revisions = {};
  const blobs = await startLocalBlobs();
  if (options.served === false) return blobs;
  await datasetStore().set(datasetKey("manifest"), readFileSync(path.join(SEED_DIR, "manifest.json"), "utf8"));
  await datasetVersionsStore().set(versionKey(seedVersion(), "digest"), JSON.stringify(await fixture.digest()));
  return blobs;
}

/** Records that every source's last fetch was good (the fakes' normal answer), `hoursAgo` before `now`. */
export async function sourcesFetched(fixture: RefreshFixture, now: Date, hoursAgo = 1): Promise<void> {
  const fetchedAt = new Date(now.getTime() - hoursAgo * 3_600_000).toISOString();
  for (const s of LIVE_SOURCES) {
    const state = fixture.good[s.id] as SourceState;
    await writeSourceState(s.id, { ...state, fetchedAt });
  }
}

/** A refresh of the fixture snapshot against its fakes at `now`, with the tests' fetch policy. */
export function refreshFixture(fixture: RefreshFixture, now: Date, extra: Partial<RefreshOptions> = {}) {
  return runRefresh({
    snapshot: fixture.snapshot.dir,
    env: { ...fixture.fake.env, BLS_API_KEY: "test" },
    now,
    policy: POLICY,
    ...extra,
  });
}

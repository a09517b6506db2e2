// Build-time access to the dataset the pages are built from: the version the live refresh published when the
// build could fetch it (scripts/lib/pull-dataset.ts copies it to .netlify/dataset-build/), else the committed
// seed. Every file is read as its manifest lists it and parsed with its kind's schema, the same schemas the
// functions read it with at run time. Pages render it into their HTML (static-first) and hand it to islands as
// initial data. Runs only while Astro builds (prerendering), never in the browser.

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { filesOf, parseFile, parseManifest } from "../dataset/files";
import { describeChanges } from "../domain/change-text";
import type { ChangeRecord } from "../domain/changes";
import { type EntityFile, type EntityName, entityFileName, MANIFEST_FILE_NAME, type Manifest } from "../domain/dataset";
import { variableOf } from "../domain/environment.ts";
import type { ForecastRecord } from "../domain/outlook/record";
import type { Provenance } from "../domain/provenance";
import type { ScheduledRelease } from "../domain/release-calendar";
import { formatHeld, heldByCadence, newestMonthlyMonth } from "../domain/source-cadence";

const PULLED_DIR = variableOf("DATASET_BUILD_DIR", process.env) ?? join(process.cwd(), ".netlify/dataset-build");
const DATASET_DIR = existsSync(join(PULLED_DIR, "manifest.json")) ? PULLED_DIR : join(process.cwd(), "data/seed");
const cache = new Map<string, unknown>();

function readText(file: string): string {
  return readFileSync(join(DATASET_DIR, file), "utf8");
}

/**
 * The manifest (version, methodology, attributions, files) of the dataset the pages are built from: the published
 * version the build pulled, else the seed's. Checked once per build.
 */
export function publishedManifest(): Manifest {
  if (!cache.has(MANIFEST_FILE_NAME))
    cache.set(MANIFEST_FILE_NAME, parseManifest(readText(MANIFEST_FILE_NAME), DATASET_DIR));
  return cache.get(MANIFEST_FILE_NAME) as Manifest;
}

/**
 * A file of that dataset (the published version, else the seed) by its path inside it ("occupation/15-1252.json"),
 * parsed with its kind's schema and not kept (callers keep it). A path the manifest does not list stops the build.
 */
export function publishedFile(file: string): unknown {
  const entry = filesOf(publishedManifest()).find((f) => f.path === file);
  if (!entry) throw new Error(`${file} is not a file of dataset ${publishedManifest().version}`);
  return parseFile(entry.kind, readText(file), file);
}

/** One entity file (envelope and data) of that dataset (the published version, else the seed), checked once. */
export function publishedEntity<N extends EntityName>(name: N): EntityFile<N> {
  const file = entityFileName(name);
  if (!cache.has(file)) cache.set(file, publishedFile(file));
  return cache.get(file) as EntityFile<N>;
}

function readExtra<T>(file: string): T {
  if (!cache.has(file)) cache.set(file, JSON.parse(readText(file)));
  return cache.get(file) as T;
}

interface LastGoodData {
  fetchedAt: string | null;
  period: string | null;
}

export interface SiteUpdates {
  /** Each change of the served dataset, newest first (empty until a refresh has published). */
  readonly history: readonly {
    version: string;
    at: string;
    kind: "publish" | "publish-held" | "rollback";
    changes: ChangeRecord | null;
  }[];
  /** BLS releases scheduled, as the last fetched calendar lists them (null when none was fetched). */
  readonly calendar: { fetchedAt: string; releases: ScheduledRelease[] } | null;
  /** The last refresh that ran, with the sources failing then (older records have no `failures`). */
  readonly lastRun: {
    at: string;
    status: string;
    failures?: { source: string; reason: string; since: string; lastGood: LastGoodData }[];
  } | null;
}

/** The update history and release calendar the build fetched with the published version (empty for the seed). */
export function siteUpdates(): SiteUpdates {
  if (DATASET_DIR !== PULLED_DIR || !existsSync(join(PULLED_DIR, "updates.json")))
    return { history: [], calendar: null, lastRun: null };
  return readExtra<SiteUpdates>("updates.json");
}

/** The stored record of live forecasts the build fetched with the published version (empty for the seed). */
export function forecastRecord(): ForecastRecord[] {
  if (DATASET_DIR !== PULLED_DIR || !existsSync(join(PULLED_DIR, "forecasts.json"))) return [];
  return readExtra<ForecastRecord[]>("forecasts.json");
}

/** The "as of" period, the sources, and what the figures hold of each source, for its card's source note. */
export function provenanceOf(name: EntityName): Provenance {
  const file = publishedEntity(name);
  return {
    asOf: file.asOf,
    sources: file.sources.map((s) => ({
      id: s.id,
      publisher: s.publisher,
      title: s.title,
      ...(s.url ? { url: s.url } : {}),
    })),
    held: formatHeld(heldByCadence(file.sources)),
  };
}

/** The newest month of BLS monthly figures anywhere in the dataset (the status line's "Figures up to"). */
export function figuresUpTo(): string | undefined {
  const names = Object.keys(publishedManifest().entities ?? {}) as EntityName[];
  return newestMonthlyMonth(names.flatMap((name) => publishedEntity(name).sources));
}

/** The update that brought the served dataset, for the dashboard's "Last updated" line (none before a refresh). */
export function latestUpdate(): { at: string; summary: string } | undefined {
  const served = publishedManifest().version;
  const entry = siteUpdates().history.find((h) => h.version === served && h.changes);
  if (!entry?.changes) return undefined;
  const lines = describeChanges(entry.changes);
  return { at: entry.at, summary: lines.length ? lines.join("; ") : "figures checked, nothing new" };
}

// Build-time access to the dataset the pages are built from: the version the live refresh published when the
// build could fetch it (scripts/data/pull-published.ts writes it to .netlify/dataset-build/), else the committed
// seed. Pages render it into their HTML (static-first) and hand it to islands as initial data. Runs only while
// Astro builds (prerendering), never in the browser.

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describeChanges } from "../domain/change-text";
import type { ChangeRecord } from "../domain/changes";
import type { EntityFile, EntityName, Manifest } from "../domain/dataset";
import { variableOf } from "../domain/environment.ts";
import type { ForecastRecord } from "../domain/outlook/record";
import type { Provenance } from "../domain/provenance";
import type { ScheduledRelease } from "../domain/release-calendar";
import { formatHeld, heldByCadence, newestMonthlyMonth } from "../domain/source-cadence";

const PULLED_DIR = variableOf("DATASET_BUILD_DIR", process.env) ?? join(process.cwd(), ".netlify/dataset-build");
const DATASET_DIR = existsSync(join(PULLED_DIR, "manifest.json")) ? PULLED_DIR : join(process.cwd(), "data/seed");
const cache = new Map<string, unknown>();

function read<T>(file: string): T {
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(join(DATASET_DIR, file), "utf8")));
  return cache.get(file) as T;
}

/** A file of the dataset by its path inside it ("occupation/15-1252.json"), parsed and not kept (callers keep it). */
export function seedFile<T>(file: string): T {
  return JSON.parse(readFileSync(join(DATASET_DIR, file), "utf8")) as T;
}

/** One entity file of the dataset (envelope and data). */
export function seedEntity<N extends EntityName>(name: N): EntityFile<N> {
  return read<EntityFile<N>>(`${name}.json`);
}

/** The dataset's manifest (version, methodology, attributions). */
export function seedManifest(): Manifest {
  return read<Manifest>("manifest.json");
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
  return read<SiteUpdates>("updates.json");
}

/** The stored record of live forecasts the build fetched with the published version (empty for the seed). */
export function forecastRecord(): ForecastRecord[] {
  if (DATASET_DIR !== PULLED_DIR || !existsSync(join(PULLED_DIR, "forecasts.json"))) return [];
  return read<ForecastRecord[]>("forecasts.json");
}

/** The "as of" period, the sources, and what the figures hold of each source, for its card's source note. */
export function provenanceOf(name: EntityName): Provenance {
  const file = seedEntity(name);
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
  const names = Object.keys(seedManifest().entities ?? {}) as EntityName[];
  return newestMonthlyMonth(names.flatMap((name) => seedEntity(name).sources));
}

/** The update that brought the served dataset, for the dashboard's "Last updated" line (none before a refresh). */
export function latestUpdate(): { at: string; summary: string } | undefined {
  const served = seedManifest().version;
  const entry = siteUpdates().history.find((h) => h.version === served && h.changes);
  if (!entry?.changes) return undefined;
  const lines = describeChanges(entry.changes);
  return { at: entry.at, summary: lines.length ? lines.join("; ") : "figures checked, nothing new" };
}

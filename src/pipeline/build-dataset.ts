/**
 * Orchestration: inputs → builders → validation → serialised files and manifest, all in memory.
 * Deterministic: the same inputs (and the same builtAt) give byte-identical files.
 */
import type { z } from "zod";
import { fileEntries } from "../dataset/files.ts";
import {
  ENTITY_NAMES,
  type EntityName,
  entityFileName,
  entityFileSchema,
  MANIFEST_FILE_NAME,
  type Manifest,
  type ManifestEntry,
  ManifestSchema,
} from "../domain/dataset.ts";
import { mergePeriods, periodEnd } from "../domain/periods.ts";
import type { BuildInput, Source } from "../domain/provenance.ts";
import { buildAnalyticsStates } from "./builders/analytics-states.ts";
import type { EntityBuild } from "./builders/builder-types.ts";
import { buildCompanies } from "./builders/companies.ts";
import { buildEmploymentMetrics } from "./builders/employment-metrics.ts";
import { buildExternalJobs } from "./builders/external-jobs.ts";
import { buildHiringTrends } from "./builders/hiring-trends.ts";
import { buildJobCategories } from "./builders/job-categories.ts";
import { buildJobRoles } from "./builders/job-roles.ts";
import { buildLayoffForecasts } from "./builders/layoff-forecasts.ts";
import { buildLayoffs } from "./builders/layoffs.ts";
import { buildNews } from "./builders/news.ts";
import { buildOccupations } from "./builders/occupations.ts";
import { buildOutlook } from "./builders/outlook.ts";
import { buildPlaces, placesOf } from "./builders/places.ts";
import { buildSkills } from "./builders/skills.ts";
import { buildStates } from "./builders/states.ts";
import { type Inputs, loadInputs } from "./load-inputs.ts";
import { compareText } from "./numbers.ts";
import { serialize, sha256 } from "./serialize.ts";
import { DINGEL_NEIMAN_CITATION, INDEED_ATTRIBUTION, onetAttribution } from "./source-catalogue.ts";

/** Entities serialised without indentation (large row lists). */
export const COMPACT_ENTITIES: ReadonlySet<EntityName> = new Set<EntityName>(["layoffs"]);

export interface BuildOptions {
  /** Explicit build timestamp (ISO 8601). Default: the newest reference date of the data, at midnight UTC. */
  readonly builtAt?: string;
}

export interface BuiltDataset {
  /**
   * File path → exact file contents: entity files in ENTITY_NAMES order (each followed by the further files it
   * carries, such as occupation/{soc}.json), then manifest.json.
   */
  readonly files: ReadonlyMap<string, string>;
  readonly manifest: Manifest;
}

/** A built entity that does not match its schema: a pipeline bug, reported with the JSON path. */
export class DatasetValidationError extends Error {
  constructor(entity: string, issues: readonly z.core.$ZodIssue[]) {
    const first = issues
      .slice(0, 5)
      .map((i) => `${i.path.map(String).join(".") || "(root)"}: ${i.message}`)
      .join("; ");
    super(`${entity}: built data does not match its schema (${issues.length} issue(s)): ${first}`);
    this.name = "DatasetValidationError";
  }
}

type AnyBuild = { [N in EntityName]: EntityBuild<N> }[EntityName];

/** Runs every builder, in ENTITY_NAMES order. */
export function buildEntities(inputs: Inputs): AnyBuild[] {
  // The places notices and companies link to (src/pipeline/place-links.ts).
  const places = placesOf(inputs);
  return [
    buildEmploymentMetrics(inputs),
    buildStates(inputs),
    buildAnalyticsStates(inputs),
    buildHiringTrends(inputs),
    buildJobCategories(inputs),
    buildJobRoles(inputs),
    buildSkills(inputs),
    buildCompanies({ ...inputs, places }),
    buildExternalJobs(inputs),
    buildLayoffs({ ...inputs, places }),
    buildLayoffForecasts(inputs),
    buildNews(inputs),
    buildPlaces(inputs),
    buildOccupations(inputs),
    buildOutlook(inputs),
  ];
}

export { serialize, sha256 } from "./serialize.ts";

/** End of a reference period as a date: "2026-07" → "2026-07-01", "2024/2034" → "2034-01-01". */
function periodEndDate(period: string): string {
  const end = periodEnd(period);
  if (/^\d{4}-\d{2}-\d{2}$/.test(end)) return end;
  if (/^\d{4}-\d{2}$/.test(end)) return `${end}-01`;
  return `${end}-01-01`;
}

/** Build inputs for the manifest: every file (or glob) of every source, with the widest period read from it. */
function buildInputs(builds: readonly AnyBuild[], inputs: Inputs): BuildInput[] {
  const globCounts: Record<string, number> = {};
  for (const group of [inputs.warn, inputs.greenhouse, inputs.ashby, inputs.oewsStates]) {
    const first = group.files[0];
    if (first)
      globCounts[`${first.slice(0, first.lastIndexOf("/"))}/*${first.slice(first.lastIndexOf("."))}`] =
        group.files.length;
  }
  const periods = new Map<string, string[]>();
  for (const build of builds) {
    for (const source of build.sources) {
      for (const file of source.files) periods.set(file, [...(periods.get(file) ?? []), source.referencePeriod]);
    }
  }
  return [...periods]
    .sort((a, b) => compareText(a[0], b[0]))
    .map(([path, list]) => ({
      path,
      period: mergePeriods(list),
      ...(globCounts[path] ? { files: globCounts[path] } : {}),
    }));
}

/** Builds the dataset from loaded inputs (pure: no I/O, no clock). */
export function buildFromInputs(inputs: Inputs, options: BuildOptions = {}): BuiltDataset {
  const builds = buildEntities(inputs);
  const files = new Map<string, string>();
  const entries = {} as Record<EntityName, ManifestEntry>;
  for (const build of builds) {
    const envelope = {
      entity: build.entity,
      asOf: build.asOf,
      referencePeriod: build.referencePeriod,
      sources: build.sources,
      data: build.data,
    };
    const result = entityFileSchema(build.entity).safeParse(envelope);
    if (!result.success) throw new DatasetValidationError(build.entity, result.error.issues);
    const file = entityFileName(build.entity);
    const text = serialize(result.data, COMPACT_ENTITIES.has(build.entity));
    files.set(file, text);
    for (const [path, extra] of build.files ?? []) files.set(path, extra);
    entries[build.entity] = {
      file,
      sha256: sha256(text),
      count: build.count,
      asOf: build.asOf,
      referencePeriod: build.referencePeriod,
      sources: result.data.sources as Source[],
      methodology: build.methodology,
    };
  }

  // The version covers every file: the entity files, then the further files an entity carries (the occupations'
  // search index and postings summary are not hashed by any entity file).
  const further = builds.flatMap((b) => [...(b.files ?? [])].map(([path, text]) => `${path} ${sha256(text)}`));
  const version = sha256(
    [...ENTITY_NAMES.map((name) => `${entries[name].file} ${entries[name].sha256}`), ...further].join("\n"),
  ).slice(0, 16);
  const newest =
    builds
      .map((b) => periodEndDate(b.referencePeriod))
      .sort(compareText)
      .at(-1) ?? "";
  const builtAt = options.builtAt ?? `${newest}T00:00:00.000Z`;
  const manifestResult = ManifestSchema.safeParse({
    version,
    builtAt,
    builtAtBasis: options.builtAt
      ? "Set explicitly with --built-at."
      : "Default: midnight UTC of the newest reference date among the entities (deterministic; the build clock is never read). Pass --built-at to record the real build time.",
    entities: entries,
    attributions: [onetAttribution(inputs.onetVersion.version), INDEED_ATTRIBUTION, DINGEL_NEIMAN_CITATION],
    inputs: buildInputs(builds, inputs),
    files: fileEntries(files),
  });
  if (!manifestResult.success) throw new DatasetValidationError(MANIFEST_FILE_NAME, manifestResult.error.issues);
  files.set(MANIFEST_FILE_NAME, serialize(manifestResult.data));
  return { files, manifest: manifestResult.data };
}

/** Reads the input directory and builds the dataset in memory. */
export async function buildDataset(root: string, options: BuildOptions = {}): Promise<BuiltDataset> {
  return buildFromInputs(await loadInputs(root), options);
}

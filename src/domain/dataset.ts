/**
 * The seed dataset: which entities exist, the file each is stored in, the schema of its `data`
 * (exactly what the API route returns), the envelope every entity file shares, and the manifest.
 */
import { z } from "zod";
import {
  AnalyticsStatesSchema,
  CompanySchema,
  EmploymentMetricsSchema,
  ExternalJobsSchema,
  HiringTrendsSchema,
  JobCategorySchema,
  JobRoleSchema,
  LayoffForecastSchema,
  LayoffSchema,
  NewsItemSchema,
  SkillSchema,
  StateSchema,
} from "./entities.ts";
import { OccupationIndexEntrySchema } from "./occupation-data.ts";
import { OutlookSchema } from "./outlook/schema.ts";
import { PlaceSchema } from "./place.ts";
import { BuildInputSchema, MethodologySchema, ReferencePeriodSchema, SourceSchema } from "./provenance.ts";

export const ENTITY_NAMES = [
  "employment-metrics",
  "states",
  "analytics-states",
  "hiring-trends",
  "job-categories",
  "job-roles",
  "skills",
  "companies",
  "external-jobs",
  "layoffs",
  "layoff-forecasts",
  "news",
  "places",
  "occupations",
  "outlook",
] as const;
export const EntityNameSchema = z.enum(ENTITY_NAMES);
export type EntityName = z.infer<typeof EntityNameSchema>;

/** Schema of each entity's `data` payload. */
export const ENTITY_DATA_SCHEMAS = {
  "employment-metrics": EmploymentMetricsSchema,
  states: z.array(StateSchema).length(51),
  "analytics-states": AnalyticsStatesSchema,
  "hiring-trends": HiringTrendsSchema,
  "job-categories": z.array(JobCategorySchema).min(1),
  "job-roles": z.array(JobRoleSchema).min(1),
  skills: z.array(SkillSchema).min(1),
  companies: z.array(CompanySchema).min(1),
  "external-jobs": ExternalJobsSchema,
  layoffs: z.array(LayoffSchema).min(1),
  "layoff-forecasts": z.array(LayoffForecastSchema),
  news: z.array(NewsItemSchema).min(1),
  places: z.array(PlaceSchema).min(1),
  occupations: z.array(OccupationIndexEntrySchema).min(1),
  outlook: OutlookSchema,
} as const satisfies Record<EntityName, z.ZodType>;

export type EntityData<N extends EntityName> = z.infer<(typeof ENTITY_DATA_SCHEMAS)[N]>;

/** File name of an entity inside the seed directory. */
export function entityFileName(name: EntityName): string {
  return `${name}.json`;
}
export const MANIFEST_FILE_NAME = "manifest.json";

/** Fields every entity file carries around its payload. */
const envelopeShape = {
  entity: EntityNameSchema,
  /** Human reference period, e.g. "June 2026". */
  asOf: z.string().min(1),
  /** Machine reference period, e.g. "2026-06". */
  referencePeriod: ReferencePeriodSchema,
  sources: z.array(SourceSchema).min(1),
};

/** Schema of a whole entity file: envelope plus the entity's payload. */
export function entityFileSchema<N extends EntityName>(name: N) {
  return z.object({ ...envelopeShape, entity: z.literal(name), data: ENTITY_DATA_SCHEMAS[name] });
}
export type EntityFile<N extends EntityName> = {
  entity: N;
  asOf: string;
  referencePeriod: string;
  sources: z.infer<typeof SourceSchema>[];
  data: EntityData<N>;
};

export const ManifestEntrySchema = z.object({
  file: z.string().regex(/^[a-z-]+\.json$/),
  /** sha256 of the file's bytes, hex. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** Number of records (array length, or the entity's natural count for objects). */
  count: z.number().int().nonnegative(),
  asOf: z.string().min(1),
  referencePeriod: ReferencePeriodSchema,
  sources: z.array(SourceSchema).min(1),
  methodology: MethodologySchema,
});
export type ManifestEntry = z.infer<typeof ManifestEntrySchema>;

/** The kinds of file a dataset version holds besides its manifest (each has its schema: src/dataset/files.ts). */
export const DATASET_FILE_KINDS = [
  ...ENTITY_NAMES,
  "occupation",
  "place",
  "occupation-index",
  "occupation-postings",
] as const;
export const DatasetFileKindSchema = z.enum(DATASET_FILE_KINDS);
export type DatasetFileKind = z.infer<typeof DatasetFileKindSchema>;

/** One file of a dataset version: its path inside the version ("occupation/15-1252.json"), hash and kind. */
export const DatasetFileEntrySchema = z.object({
  path: z.string().regex(/^[a-z-]+(\/[A-Za-z0-9.-]+)?\.json$/),
  /** sha256 of the file's bytes, hex. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  kind: DatasetFileKindSchema,
});
export type DatasetFileEntry = z.infer<typeof DatasetFileEntrySchema>;

export const ManifestSchema = z.object({
  /** First 16 hex characters of the sha256 over all files (name and hash of each: entity files in entity order, then their further files). */
  version: z.string().regex(/^[0-9a-f]{16}$/),
  /** ISO timestamp: the explicit --built-at, or by default the newest reference date of the data (deterministic). */
  builtAt: z.iso.datetime(),
  builtAtBasis: z.string().min(1),
  entities: z.record(EntityNameSchema, ManifestEntrySchema),
  /** Attribution texts the licences require, to be shown verbatim on the site. */
  attributions: z.array(z.string().min(1)).min(1),
  inputs: z.array(BuildInputSchema).min(1),
  /**
   * Every file of the version except the manifest itself, in the order the pipeline wrote them: the one list every
   * writer, verifier, copier and reader of a version goes by. Absent only from versions stored before it existed.
   */
  files: z.array(DatasetFileEntrySchema).min(1).optional(),
});
export type Manifest = z.infer<typeof ManifestSchema>;

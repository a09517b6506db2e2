// One occupation's data: what it pays and where (national, every state, every metro and nonmetro area), its
// outlook, what it takes, its O*NET skills, knowledge, tools, tasks and titles, and where to go next. The shape of
// GET /api/occupations/{code} and of the seed's occupations/{soc}.json files. Pure.
import { z } from "zod";
import { OccupationSchema, SocCodeSchema } from "./occupation.ts";
import { UspsCodeSchema } from "./place.ts";

/**
 * Why a figure is null. A null is never 0 and never filled in:
 * - "not-published": BLS published no value. The state and metro files cannot tell a suppressed estimate (too few
 *   responses or confidentiality), one not estimated for that place, and (by the metro file's own notes) a wage
 *   top-coded at $239,200 or more apart, so the site says "not published".
 * - "hourly-only": BLS publishes only hourly wages for the occupation (work that is not year-round full-time),
 *   so there is no annual wage.
 */
export const NULL_REASONS = {
  "not-published":
    "Not published by BLS (suppressed, not estimated for this place, or top-coded: the file does not say which).",
  "hourly-only": "BLS publishes only hourly wages for this occupation, so there is no annual figure.",
} as const;
export const NullReasonSchema = z.enum(["not-published", "hourly-only"]);
export type NullReason = z.infer<typeof NullReasonSchema>;

/** An annual wage in whole dollars, or null (see the table's null reason). */
const Wage = z.number().int().positive().nullable();
const Count = z.number().int().nonnegative().nullable();

export const WagePercentilesSchema = z.object({ p10: Wage, p25: Wage, median: Wage, p75: Wage, p90: Wage });
export type WagePercentiles = z.infer<typeof WagePercentilesSchema>;
export const PERCENTILES = ["p10", "p25", "median", "p75", "p90"] as const;

/**
 * The state and area tables are stored as rows of values in the order of their columns (the columns are written in
 * each file), which keeps the 180,000 area rows of all occupations small; stateRows and areaRows give objects.
 */
export const STATE_COLUMNS = [
  "state",
  "employment",
  /** Jobs in the occupation per 1,000 jobs in the state (BLS JOBS_1000). */
  "jobsPer1000",
  /** The occupation's share of the place's jobs over its share of jobs nationwide. */
  "locationQuotient",
  ...PERCENTILES,
] as const;
export const AREA_COLUMNS = [
  /** CBSA code of a metro area or OEWS code of a nonmetro area (see the places entity). */
  "area",
  "employment",
  "locationQuotient",
  ...PERCENTILES,
  /** BEA Regional Price Parity of the metro area (US = 100); null for nonmetro areas, which BEA does not cover. */
  "rpp",
  /** The median in national dollars: median ÷ (RPP ÷ 100), rounded; null without a median or an RPP. */
  "adjustedMedian",
] as const;

const Ratio = z.number().nonnegative().nullable();
const StateTupleSchema = z.tuple([UspsCodeSchema, Count, Ratio, Ratio, Wage, Wage, Wage, Wage, Wage]);
const AreaTupleSchema = z.tuple([
  z.string().regex(/^(\d{5}|\d{7})$/),
  Count,
  Ratio,
  Wage,
  Wage,
  Wage,
  Wage,
  Wage,
  z.number().positive().nullable(),
  Wage,
]);
/** Exactly these column names, in this order. */
function columnsSchema<T extends readonly string[]>(columns: T) {
  return z.custom<T>((v) => Array.isArray(v) && v.length === columns.length && v.every((c, i) => c === columns[i]), {
    message: `columns must be ${columns.join(", ")}`,
  });
}

export type StateTuple = z.infer<typeof StateTupleSchema>;
export type AreaTuple = z.infer<typeof AreaTupleSchema>;

export interface AreaRow {
  area: string;
  employment: number | null;
  locationQuotient: number | null;
  wages: WagePercentiles;
  rpp: number | null;
  adjustedMedian: number | null;
}

/**
 * One OEWS estimate of an occupation in a place, as the occupation's state table and a place's occupation table
 * both hold it after the row's key (the state, or the occupation): employment, jobs per 1,000 jobs, location
 * quotient and the five wage percentiles.
 */
export interface Estimate {
  employment: number | null;
  jobsPer1000: number | null;
  locationQuotient: number | null;
  wages: WagePercentiles;
}
export type EstimateFigures = [
  employment: number | null,
  jobsPer1000: number | null,
  locationQuotient: number | null,
  p10: number | null,
  p25: number | null,
  median: number | null,
  p75: number | null,
  p90: number | null,
];

/** An estimate from its figures in column order. */
export function estimateOf([
  employment,
  jobsPer1000,
  locationQuotient,
  p10,
  p25,
  median,
  p75,
  p90,
]: EstimateFigures): Estimate {
  return { employment, jobsPer1000, locationQuotient, wages: { p10, p25, median, p75, p90 } };
}

/** An estimate's figures in column order. */
export function estimateFigures(e: Estimate): EstimateFigures {
  const w = e.wages;
  return [e.employment, e.jobsPer1000, e.locationQuotient, w.p10, w.p25, w.median, w.p75, w.p90];
}

export interface StateRow extends Estimate {
  state: string;
}

export function stateTuple(r: StateRow): StateTuple {
  return [r.state, ...estimateFigures(r)];
}
export function areaTuple(r: AreaRow): AreaTuple {
  const w = r.wages;
  return [r.area, r.employment, r.locationQuotient, w.p10, w.p25, w.median, w.p75, w.p90, r.rpp, r.adjustedMedian];
}

const RatingSchema = z.object({
  /** O*NET content-model element id, "2.A.1.a". */
  id: z.string().regex(/^\d(\.[A-Za-z0-9]+)+$/),
  name: z.string().min(1),
  /** O*NET importance, 1 (not important) to 5 (extremely important). */
  importance: z.number().min(1).max(5),
  /** O*NET level, 0 to 7; null where O*NET marks it not relevant or recommends suppressing it. */
  level: z.number().min(0).max(7).nullable(),
});
export type Rating = z.infer<typeof RatingSchema>;

/** Skills or knowledge: rated by O*NET (most important first), or not rated, with the reason. */
export const RatedListSchema = z.discriminatedUnion("rated", [
  z.object({ rated: z.literal(true), items: z.array(RatingSchema).min(1) }),
  z.object({ rated: z.literal(false), reason: z.string().min(1) }),
]);
export type RatedList = z.infer<typeof RatedListSchema>;

const CategoryShareSchema = z.object({
  /** O*NET category number (education 1–12, experience 1–11). */
  category: z.number().int().positive(),
  label: z.string().min(1),
  /** Percent of respondents. */
  percent: z.number().min(0).max(100),
});
const CategoriesSchema = z.discriminatedUnion("rated", [
  z.object({ rated: z.literal(true), categories: z.array(CategoryShareSchema).min(1) }),
  z.object({ rated: z.literal(false), reason: z.string().min(1) }),
]);

export const OccupationDataSchema = OccupationSchema.extend({
  /** The O*NET occupation whose description, ratings, tasks and related occupations are used ("15-1252.00"). */
  onetCode: z
    .string()
    .regex(/^\d{2}-\d{4}\.\d{2}$/)
    .nullable(),
  description: z.string().min(1).nullable(),
  national: z.object({
    employment: z.number().int().nonnegative(),
    meanWage: Wage,
    wages: WagePercentilesSchema,
    /** Why the national wages are null, or null when they are published. */
    wagesNull: NullReasonSchema.nullable(),
  }),
  /** Every state (and DC) with a published value, by USPS code; a null means "not-published". */
  states: z.object({ columns: columnsSchema(STATE_COLUMNS), rows: z.array(StateTupleSchema) }),
  /** Every metro and nonmetro area with a published value, by area code; a null means "not-published". */
  areas: z.object({ columns: columnsSchema(AREA_COLUMNS), rows: z.array(AreaTupleSchema) }),
  /** BLS Employment Projections 2024–34; null where BLS projects the occupation only within a wider group. */
  outlook: z
    .object({
      employment2024: z.number().int().nonnegative(),
      employment2034: z.number().int().nonnegative(),
      changePercent: z.number(),
      openingsPerYear: z.number().int().nonnegative(),
      education: z.string().min(1).nullable(),
      workExperience: z.string().min(1).nullable(),
      onTheJobTraining: z.string().min(1).nullable(),
    })
    .nullable(),
  preparation: z.object({
    /** O*NET Job Zone, 1 (little preparation) to 5 (extensive); null where O*NET assigns none. */
    jobZone: z.number().int().min(1).max(5).nullable(),
    /** O*NET: the education that respondents say the job requires, by share. */
    education: CategoriesSchema,
    /** O*NET: related work experience required, by share. */
    experience: CategoriesSchema,
  }),
  skills: RatedListSchema,
  knowledge: RatedListSchema,
  /** Technologies used on the job (O*NET Technology Skills): in demand first, then hot, then by name. */
  tools: z.object({
    total: z.number().int().nonnegative(),
    items: z.array(z.object({ name: z.string().min(1), hot: z.boolean(), inDemand: z.boolean() })),
  }),
  /** O*NET related occupations (primary tiers) that have their own page, closest first. */
  related: z.array(
    z.object({
      soc: SocCodeSchema,
      title: z.string().min(1),
      /** The related O*NET occupation's own title where it is a specialty of the SOC ("Information Security Engineers"). */
      onetTitle: z.string().min(1),
      tier: z.enum(["Primary-Short", "Primary-Long"]),
    }),
  ),
  titles: z.object({
    /** Titles incumbents reported (O*NET Sample of Reported Titles). */
    reported: z.array(z.string().min(1)),
    /** O*NET Alternate Titles. */
    alternate: z.array(z.string().min(1)),
  }),
  /** A few core tasks. */
  tasks: z.array(z.string().min(1)),
});
export type OccupationData = z.infer<typeof OccupationDataSchema>;

/** The state table as objects. */
export function stateRows(data: Pick<OccupationData, "states">): StateRow[] {
  return data.states.rows.map(([state, ...figures]) => ({ state, ...estimateOf(figures) }));
}

/** The area table as objects. */
export function areaRows(data: Pick<OccupationData, "areas">): AreaRow[] {
  return data.areas.rows.map(
    ([area, employment, locationQuotient, p10, p25, median, p75, p90, rpp, adjustedMedian]) => ({
      area,
      employment,
      locationQuotient,
      wages: { p10, p25, median, p75, p90 },
      rpp,
      adjustedMedian,
    }),
  );
}

/** One line of the occupations index (occupations.json): enough for lists, links and search. */
export const OccupationIndexEntrySchema = OccupationSchema.extend({
  employment: z.number().int().nonnegative(),
  medianWage: Wage,
  /** Projected change 2024–34, percent; null without a projection. */
  changePercent: z.number().nullable(),
  /** sha256 of the occupation's data file, so the dataset version covers every file. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type OccupationIndexEntry = z.infer<typeof OccupationIndexEntrySchema>;

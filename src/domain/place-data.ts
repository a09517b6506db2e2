// One place's data: the occupations employed there (OEWS), its areas (a state's metro and nonmetro areas), a metro
// area's principal cities and counties, a state's payroll jobs, unemployment and postings index, and the WARN
// notices and job-board postings placed there. The shape of GET /api/places/{code} and of the seed's
// place/{code}.json files. Pure.
import { z } from "zod";
import { SocCodeSchema } from "./occupation.ts";
import { type Estimate, estimateFigures, estimateOf } from "./occupation-data.ts";
import { PlaceSchema, UspsCodeSchema } from "./place.ts";

/** An annual wage in whole dollars, or null (not published: see NULL_REASONS in occupation-data). */
const Wage = z.number().int().positive().nullable();
const Count = z.number().int().nonnegative().nullable();
const Ratio = z.number().nonnegative().nullable();
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const Month = z.string().regex(/^\d{4}-\d{2}$/);
const AreaCode = z.string().regex(/^(\d{5}|\d{7})$/);

/**
 * The occupation table of a place, stored as rows of values in this column order (the columns are written in each
 * file); placeOccupationRows gives objects. jobsPer1000 is published for states only (null for areas).
 */
export const PLACE_OCCUPATION_COLUMNS = [
  "soc",
  "employment",
  "jobsPer1000",
  "locationQuotient",
  "p10",
  "p25",
  "median",
  "p75",
  "p90",
] as const;
const OccupationTupleSchema = z.tuple([SocCodeSchema, Count, Ratio, Ratio, Wage, Wage, Wage, Wage, Wage]);
export type PlaceOccupationTuple = z.infer<typeof OccupationTupleSchema>;

export interface PlaceOccupationRow extends Estimate {
  soc: string;
}

export function placeOccupationTuple(r: PlaceOccupationRow): PlaceOccupationTuple {
  return [r.soc, ...estimateFigures(r)];
}

const columnsSchema = z.custom<typeof PLACE_OCCUPATION_COLUMNS>(
  (v) =>
    Array.isArray(v) &&
    v.length === PLACE_OCCUPATION_COLUMNS.length &&
    v.every((c, i) => c === PLACE_OCCUPATION_COLUMNS[i]),
  { message: `columns must be ${PLACE_OCCUPATION_COLUMNS.join(", ")}` },
);

/** How the WARN notices or postings of a state fared when placed in metro areas (see placement in the builder). */
export const PlacementSchema = z.object({
  state: UspsCodeSchema,
  /** Notices (or postings) in the state. */
  total: z.number().int().nonnegative(),
  /** Placed in a metropolitan area by a county (List 1) or a principal city (List 2). */
  inMetro: z.number().int().nonnegative(),
  /** Placed by the same rule in a micropolitan area: known to be outside every metro area. */
  outsideMetro: z.number().int().nonnegative(),
  /** Not placed: no county or city given, a name the delineation does not hold, or names pointing to two areas. */
  unplaced: z.number().int().nonnegative(),
});
export type Placement = z.infer<typeof PlacementSchema>;

export const PlaceNoticeSchema = z.object({
  company: z.string().min(1),
  /** The notice date, else its effective date (as on /layoffs). */
  date: Day,
  employees: z.number().int().positive(),
  /** 'City, ST' or 'County, ST' as filed. */
  location: z.string().min(1),
});
export type PlaceNotice = z.infer<typeof PlaceNoticeSchema>;

export const PlacePostingSchema = z.object({
  title: z.string().min(1),
  company: z.string().min(1),
  /** The posting's 'City, ST' that placed it here. */
  place: z.string().min(1),
  date: Day.nullable(),
  source: z.string().min(1),
});
export type PlacePosting = z.infer<typeof PlacePostingSchema>;

export const PlaceDataSchema = z.object({
  place: PlaceSchema,
  /** The year of the BEA Regional Price Parities (place.rpp), "2024"; null when the source does not state it. */
  rppYear: z
    .string()
    .regex(/^\d{4}$/)
    .nullable(),
  /** OEWS estimates of the place (May of `month`). */
  oews: z.object({
    month: Month,
    /** Sum of the published employment of the detailed occupations below (suppressed ones are not in it). */
    employmentCounted: z.number().int().nonnegative(),
    /** Detailed occupations with a published value of any kind. */
    occupations: z.number().int().nonnegative(),
    /** Of them, those whose employment is not published. */
    employmentWithheld: z.number().int().nonnegative(),
    columns: columnsSchema,
    rows: z.array(OccupationTupleSchema),
  }),
  /** A state's metro areas (any part in the state) and nonmetro areas, by code; empty for an area. */
  areas: z.array(
    z.object({
      code: AreaCode,
      kind: z.enum(["metro", "nonmetro"]),
      /** The area's OEWS employment counted (as oews.employmentCounted). */
      employmentCounted: z.number().int().nonnegative(),
      /** BEA RPP (US = 100); null for nonmetro areas and the metros BEA does not cover. */
      rpp: z.number().positive().nullable(),
    }),
  ),
  /** A metro area's counties (Census List 1); empty otherwise. */
  counties: z.array(
    z.object({
      fips: z.string().regex(/^\d{5}$/),
      name: z.string().min(1),
      usps: UspsCodeSchema,
      central: z.boolean(),
    }),
  ),
  /** A state's CES total nonfarm payroll jobs, seasonally adjusted, per month (a count); null for areas. */
  payroll: z
    .object({
      seriesId: z.string().min(1),
      points: z.array(z.object({ month: Month, jobs: z.number().int().nonnegative() })).min(1),
    })
    .nullable(),
  /** A state's LAUS unemployment rate, seasonally adjusted, percent (the latest month and a year before); null for areas. */
  unemployment: z
    .object({ seriesId: z.string().min(1), month: Month, rate: z.number(), rateYearAgo: z.number() })
    .nullable(),
  /**
   * A state's Indeed Job Postings Index (1 Feb 2020 = 100) on its latest day, as the states entity (which checks it)
   * has it; null for areas.
   */
  postingsIndex: z.object({ date: Day, value: z.number() }).nullable(),
  /**
   * WARN notices placed here (a state: every notice filed there; a metro: those placed by county or principal city);
   * null for a nonmetro area, whose counties the delineation does not list.
   */
  warn: z
    .object({
      /** The period of the notices the site lists (as /layoffs). */
      period: z.string().min(1),
      notices: z.number().int().nonnegative(),
      employees: z.number().int().nonnegative(),
      /** The newest few, newest first. */
      recent: z.array(PlaceNoticeSchema),
      /** For each state of the place: how its notices were placed in metro areas. */
      placement: z.array(PlacementSchema),
    })
    .nullable(),
  /**
   * Job-board postings placed here by their 'City, ST' (a metro: by principal city; a state: by its code); null for
   * a nonmetro area.
   */
  postings: z
    .object({
      /** The job boards' snapshot period (as /occupations' postings). */
      asOf: z.string().min(1),
      count: z.number().int().nonnegative(),
      recent: z.array(PlacePostingSchema),
      /** For each state of the place: how its postings were placed in metro areas. */
      placement: z.array(PlacementSchema),
    })
    .nullable(),
});
export type PlaceData = z.infer<typeof PlaceDataSchema>;

/** The occupation table as objects. */
export function placeOccupationRows(data: Pick<PlaceData, "oews">): PlaceOccupationRow[] {
  return data.oews.rows.map(([soc, ...figures]) => ({ soc, ...estimateOf(figures) }));
}

/** The seed path of a place's data file (without the .json the seed adds). */
export function placeFileName(code: string): string {
  return `place/${code}`;
}

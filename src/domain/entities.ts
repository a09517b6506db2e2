/**
 * The site's entities as zod schemas, with the API shapes built from them. Required fields are what every
 * page and API client may rely on; optional fields are additions that the data can honestly support only
 * for some records. Server-side only (full zod); browser forms use `forms.ts`.
 */
import { z } from "zod";
import {
  ANALYTICS_INDUSTRY_IDS,
  ANALYTICS_PERIOD_IDS,
  HIRING_TREND_INDUSTRY_IDS,
  HIRING_TREND_MEASURE_IDS,
  JOB_BOARDS,
} from "./constants.ts";
import { SlugSchema } from "./occupation.ts";

/** A decimal number written as a string, e.g. "4.1" or "-0.3" (State.unemploymentRate, growthRate). */
export const DecimalStringSchema = z.string().regex(/^-?\d+(\.\d+)?$/, "expected a decimal string such as 4.1");
/** Calendar date "YYYY-MM-DD". */
export const IsoDateSchema = z.iso.date();
/** Reference month "YYYY-MM". */
export const MonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "expected a month YYYY-MM");
/** USPS state code, "CA". */
export const StateCodeSchema = z.string().regex(/^[A-Z]{2}$/, "expected a two-letter state code");
/** A place written "City, ST". */
export const CityStateSchema = z.string().regex(/^[^,]+, [A-Z]{2}$/, "expected 'City, ST'");
/** An absolute http(s) URL (never javascript:, data: …). */
export const HttpUrlSchema = z.url({ protocol: /^https?$/ });

/** GET /api/employment-metrics: the dashboard summary strip. */
export const EmploymentMetricsSchema = z.object({
  /** Job openings, in millions (JOLTS, latest month): the specification's name; jobOpenings is the same figure. */
  totalJobs: z.number().nonnegative(),
  /** Job openings, in millions (JOLTS, latest month). */
  jobOpenings: z.number().nonnegative(),
  /** Percent change of job openings from the previous month. */
  jobsGrowth: z.number(),
  /** National unemployment rate, percent (CPS, latest month). */
  unemploymentRate: z.number().nonnegative(),
  /** Change of the unemployment rate from the previous month, percentage points (measured, not a fixed label). */
  unemploymentRateChange: z.number(),
  /** State with the largest over-the-year nonfarm payroll job gain. */
  topState: z.string().min(1),
  topStateCode: StateCodeSchema,
  /** That state's over-the-year nonfarm payroll job gain (a net change in jobs, not openings). */
  topStateJobs: z.number().int(),
  /** The specification's name for vacancyDurationDays (the same figure): a ratio, not a measured time to fill. */
  timeToFill: z.number().int().positive(),
  /** Est. vacancy duration: days of hiring the openings represent (openings ÷ hires × days in the month). */
  vacancyDurationDays: z.number().int().positive(),
  /** The fastest-growing state's over-the-year payroll growth, percent, one decimal. */
  topStateGrowth: z.number(),
  /** Date the newest input figure was retrieved from its publisher. */
  lastUpdated: IsoDateSchema,
  /** Reference month of each figure. */
  periods: z.object({
    totalJobs: MonthSchema,
    jobOpenings: MonthSchema,
    unemploymentRate: MonthSchema,
    topState: MonthSchema,
    timeToFill: MonthSchema,
    vacancyDurationDays: MonthSchema,
  }),
  /** The figures whose month the publisher still calls preliminary (JOLTS' newest month is), by field name. */
  preliminary: z.array(z.enum(["totalJobs", "jobOpenings", "timeToFill", "vacancyDurationDays"])).optional(),
});
export type EmploymentMetrics = z.infer<typeof EmploymentMetricsSchema>;

export const TrendSchema = z.enum(["up", "down", "stable"]);
export type Trend = z.infer<typeof TrendSchema>;

/** GET /api/states: one of the 50 states or DC. */
export const StateSchema = z.object({
  /** Lower-case postal code, "ca". */
  id: z.string().regex(/^[a-z]{2}$/),
  name: z.string().min(1),
  code: StateCodeSchema,
  /** The specification's name for topOccupationGroup (the same value): an occupation group, not an industry. */
  topIndustry: z.string().min(1),
  /** The SOC major occupation group in which the state is most specialised (OEWS location quotient). */
  topOccupationGroup: z.string().min(1),
  /** Nonfarm payroll jobs (a count, not thousands). */
  totalJobs: z.number().int().nonnegative(),
  /** Unemployment rate, percent, as a decimal string. */
  unemploymentRate: DecimalStringSchema,
  /** Percent change of payroll jobs over the period, as a decimal string. */
  growthRate: DecimalStringSchema,
  trend: TrendSchema,
  /** Indeed Job Postings Index for the state (1 Feb 2020 = 100), latest day. */
  postingsIndex: z.number().nonnegative().optional(),
});
export type State = z.infer<typeof StateSchema>;

/** GET /api/companies: an employer with open US postings on a public job board. */
export const CompanySchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  industry: z.string().min(1),
  /** The employer's most common US posting location, "City, ST". */
  location: CityStateSchema,
  /** The place page that location links to (its metro area by principal city, else its state), when known. */
  placeSlug: SlugSchema.optional(),
  /** That place's label ("Austin, TX", "Texas"). */
  placeLabel: z.string().min(1).optional(),
  /** Open US postings. */
  openings: z.number().int().nonnegative(),
  description: z.string().optional(),
  /** Public job board the postings were read from. */
  boardUrl: HttpUrlSchema.optional(),
  source: z.enum(JOB_BOARDS).optional(),
});
export type Company = z.infer<typeof CompanySchema>;

/**
 * GET /api/skills: a technology O*NET flags In Demand for at least one occupation, ranked by the employment of the
 * occupations where it is In Demand.
 */
export const SkillSchema = z.object({
  id: z.string().min(1),
  rank: z.number().int().positive(),
  name: z.string().min(1),
  category: z.string().min(1),
  /** Projected job openings a year (BLS Employment Projections 2024–34) of the occupations for which O*NET flags the skill In Demand. */
  jobCount: z.number().int().nonnegative(),
  /** jobCount as a percent of all projected openings a year, decimal string. */
  percentage: DecimalStringSchema,
  /** Employment (OEWS) of the occupations for which O*NET flags the skill In Demand (a count of people). */
  employment: z.number().int().nonnegative().optional(),
  /** A baseline tool: listed by so many occupations (BASELINE_LISTED_SHARE) that it is not ranked; listed last. */
  baselineTool: z.literal(true).optional(),
  /** Number of occupations for which O*NET flags the skill In Demand. */
  occupations: z.number().int().positive().optional(),
  /** Number of occupations whose O*NET profile lists the skill, flagged or not. */
  listedOccupations: z.number().int().positive().optional(),
  /** Employment of the occupations that list the skill as a percent of all employment, decimal string. */
  listedPercentage: DecimalStringSchema.optional(),
  /** O*NET's Hot Technology flag (among the technologies most often asked for across all job postings). */
  hotTechnology: z.boolean().optional(),
  /** The most employed occupations where O*NET flags the skill In Demand, for links to their pages. */
  topOccupations: z
    .array(z.object({ soc: z.string().regex(/^\d{2}-\d{4}$/), slug: SlugSchema, title: z.string().min(1) }))
    .optional(),
});
export type Skill = z.infer<typeof SkillSchema>;

/** GET /api/job-roles: a detailed occupation. */
export const JobRoleSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  category: z.string().min(1),
  /** Projected annual average openings (a count). */
  openings: z.number().int().nonnegative(),
  /** Mean annual wage, US dollars. */
  averageSalary: z.number().int().positive(),
  /** Entry, mid or senior level: the highest of BLS related work experience, BLS typical education and Job Zone. */
  experienceLevel: z.string().min(1),
  /**
   * Dingel & Neiman's classification as work that can be done at home: 100 yes, 0 no; in between, the share (%) of the
   * O*NET occupations under the code so classified.
   */
  remotePercentage: z.number().min(0).max(100),
  /** Projected employment change over the projection decade, percent. */
  growthRate: z.number(),
  /** True when remotePercentage is a group average rather than the occupation's own score. */
  remoteEstimated: z.boolean().optional(),
  /** The metro areas employing the most people in the occupation, 'City, ST' (first principal city and its state). */
  topLocations: z.array(z.string().min(1)),
  /** Why topLocations is empty, where it is. */
  topLocationsNote: z.string().min(1).optional(),
  requiredSkills: z.array(z.string().min(1)),
  /** "importance": O*NET's most important skills and knowledge; "technologies": O*NET rates neither, so its technologies. */
  skillsBasis: z.enum(["importance", "technologies"]).optional(),
  socCode: z
    .string()
    .regex(/^\d{2}-\d{4}$/)
    .optional(),
  /** The address slug of the occupation's page (/occupations/{slug}). */
  occupationSlug: SlugSchema.optional(),
  medianSalary: z.number().int().positive().optional(),
  /** Current employment (a count). */
  employment: z.number().int().nonnegative().optional(),
  /** Typical education needed for entry. */
  education: z.string().optional(),
  /** O*NET Job Zone, 1 (little preparation) to 5 (extensive). */
  jobZone: z.number().int().min(1).max(5).optional(),
});
export type JobRole = z.infer<typeof JobRoleSchema>;

/** GET /api/job-categories: an occupational group. */
export const JobCategorySchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  /** Employment (a count). */
  count: z.number().int().nonnegative(),
  /** Share of all employment, percent. */
  percentage: z.number().min(0).max(100),
  color: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i)
    .optional(),
  socCode: z
    .string()
    .regex(/^\d{2}-0000$/)
    .optional(),
});
export type JobCategory = z.infer<typeof JobCategorySchema>;

export const LayoffStatusSchema = z.enum(["completed", "ongoing", "announced"]);
export type LayoffStatus = z.infer<typeof LayoffStatusSchema>;

/** GET /api/layoffs: one WARN notice. */
export const LayoffSchema = z.object({
  id: z.string().min(1),
  companyName: z.string().min(1),
  industry: z.string().min(1),
  location: z.string().min(1),
  /** Date the notice was filed (or the layoff date when the state publishes no notice date). */
  layoffDate: IsoDateSchema,
  employeesLaidOff: z.number().int().positive(),
  status: LayoffStatusSchema,
  companySize: z.string().min(1),
  reason: z.string().optional(),
  /** When absent, the notice is attributed to 'Company Reports' (DEFAULT_DATA_SOURCE). */
  dataSource: z.string().optional(),
  sourceUrl: HttpUrlSchema.optional(),
  /** Date the layoff takes effect, when published. */
  effectiveDate: IsoDateSchema.optional(),
  /** Present (true) when the notice gives no notice date, so layoffDate is its effective date. */
  noNoticeDate: z.literal(true).optional(),
  /** The place page the notice links to (its metro area by county or principal city, else its state), when known. */
  placeSlug: SlugSchema.optional(),
  /** That place's label ("Austin, TX", "Texas"). */
  placeLabel: z.string().min(1).optional(),
});
export type Layoff = z.infer<typeof LayoffSchema>;

/**
 * GET /api/layoff-forecasts: what the coming months already hold (layoffs that filed notices schedule) and, beside
 * it, the most recent measured layoff rates by industry.
 */
export const LayoffForecastSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  /** Only on a figure about the coming months: 'High' when it rests on filed notices. A measured rate has none. */
  confidence: z.enum(["High", "Medium", "Low"]).optional(),
  /** On a measured figure ("YYYY-MM"): the month it describes. It is then no forecast, whatever its publishedAt. */
  referencePeriod: MonthSchema.optional(),
  sector: z.string().min(1),
  source: z.string().min(1),
  sourceUrl: HttpUrlSchema,
  publishedAt: IsoDateSchema,
});
export type LayoffForecast = z.infer<typeof LayoffForecastSchema>;

/** GET /api/news: what a release or source says, dated. */
export const NewsItemSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  source: z.string().min(1),
  publishedAt: IsoDateSchema,
  url: HttpUrlSchema.optional(),
  /** Reference period the item reports on. */
  referencePeriod: z.string().optional(),
});
export type NewsItem = z.infer<typeof NewsItemSchema>;

/** One job-board source inside GET /api/external/jobs. */
export const ExternalJobSourceSchema = z.object({
  source: z.string().min(1),
  totalJobs: z.number().int().nonnegative(),
  /** Most frequent locations first. */
  locations: z.array(z.string().min(1)),
  /** Most frequent categories first. */
  categories: z.array(z.string().min(1)),
  /** When the source was fetched (or the newest posting date when no fetch time is recorded). */
  lastUpdated: z.string().min(10),
  url: HttpUrlSchema.optional(),
  companies: z.number().int().nonnegative().optional(),
});
export type ExternalJobSource = z.infer<typeof ExternalJobSourceSchema>;

/** GET /api/external/jobs. */
export const ExternalJobsSchema = z.object({
  totalJobs: z.number().int().nonnegative(),
  lastUpdated: z.string().min(10),
  sources: z.array(ExternalJobSourceSchema),
});
export type ExternalJobs = z.infer<typeof ExternalJobsSchema>;

export const HiringTrendIndustryIdSchema = z.enum(HIRING_TREND_INDUSTRY_IDS);
export type HiringTrendIndustryId = z.infer<typeof HiringTrendIndustryIdSchema>;

export const HiringTrendMeasureIdSchema = z.enum(HIRING_TREND_MEASURE_IDS);
export type HiringTrendMeasureId = z.infer<typeof HiringTrendMeasureIdSchema>;

/** One measure of the hiring-trends chart (hires, or employment): its lines and its monthly values. */
export const HiringTrendMeasureSchema = z.object({
  id: HiringTrendMeasureIdSchema,
  /** "Hires" or "Employment": the name of the measure switch's button. */
  name: z.string().min(1),
  /** What one unit of a value is, after a number: "hires", "jobs". */
  unit: z.string().min(1),
  /** One sentence saying what is plotted, with its survey, adjustment and vintage. */
  description: z.string().min(1),
  /** First and last month, "YYYY-MM/YYYY-MM". */
  referencePeriod: z.string().min(1),
  industries: z.array(
    z.object({
      id: HiringTrendIndustryIdSchema,
      name: z.string().min(1),
      /** Publisher series id, e.g. JTS510000000000000HIL. */
      series: z.string().min(1),
      /** The published industry the line plots, e.g. "Information". */
      plotted: z.string().min(1),
      note: z.string().optional(),
    }),
  ),
  /** Dashboard industries this measure has no series for, and why. */
  unavailable: z.array(z.object({ id: HiringTrendIndustryIdSchema, name: z.string().min(1), reason: z.string() })),
  points: z.array(
    z.object({
      month: MonthSchema,
      /** A count (hires in the month, or jobs; not thousands) per industry id of the measure's lines. */
      values: z.partialRecord(HiringTrendIndustryIdSchema, z.number().int().nonnegative()),
    }),
  ),
});
export type HiringTrendMeasure = z.infer<typeof HiringTrendMeasureSchema>;

/** GET /api/hiring-trends: monthly hires (JOLTS) and employment (CES) of five industries. */
export const HiringTrendsSchema = z.object({ measures: z.array(HiringTrendMeasureSchema).min(1) });
export type HiringTrends = z.infer<typeof HiringTrendsSchema>;

export const AnalyticsIndustryIdSchema = z.enum(ANALYTICS_INDUSTRY_IDS);
export const AnalyticsPeriodIdSchema = z.enum(ANALYTICS_PERIOD_IDS);
export type AnalyticsIndustryId = z.infer<typeof AnalyticsIndustryIdSchema>;
export type AnalyticsPeriodId = z.infer<typeof AnalyticsPeriodIdSchema>;

/** A row of GET /api/analytics/states: the State fields for one industry and period. */
export const StateRowSchema = StateSchema;
export type StateRow = State;

/** The analytics dataset: rows per industry and period (the API picks one list). */
export const AnalyticsStatesSchema = z.object({
  industries: z.array(AnalyticsIndustryIdSchema),
  periods: z.array(AnalyticsPeriodIdSchema),
  rows: z.record(AnalyticsIndustryIdSchema, z.record(AnalyticsPeriodIdSchema, z.array(StateRowSchema))),
});
export type AnalyticsStates = z.infer<typeof AnalyticsStatesSchema>;

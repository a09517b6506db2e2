// Fixed values that the server (zod schemas in entities.ts, functions, the pipeline) and the browser
// islands share. This module must never import zod (nor anything that does): islands import it, and
// whatever it pulls in ships in their bundles.

/**
 * A hidden form field that people never fill in; bots that fill every field do. A request that
 * fills it gets the answer a person sending the same fields would get, and nothing is stored.
 */
export const HONEYPOT_FIELD = "website";

/** The industries of GET /api/hiring-trends, in display order. */
export const HIRING_TREND_INDUSTRY_IDS = ["technology", "healthcare", "finance", "manufacturing", "education"] as const;
/** The measures of the hiring-trends chart, the default first: JOLTS hires, then CES employment. */
export const HIRING_TREND_MEASURE_IDS = ["hires", "employment"] as const;

/** The industry filter of the Detailed State Analysis ("all" first), in display order. */
export const ANALYTICS_INDUSTRY_IDS = ["all", "technology", "healthcare", "finance", "manufacturing"] as const;
/** The period filter of the Detailed State Analysis, in display order. */
export const ANALYTICS_PERIOD_IDS = ["30d", "90d", "12m"] as const;

/** Display labels of the analytics industry filter. */
export const ANALYTICS_INDUSTRY_LABELS: Readonly<Record<(typeof ANALYTICS_INDUSTRY_IDS)[number], string>> = {
  all: "All Industries",
  technology: "Technology",
  healthcare: "Healthcare",
  finance: "Finance",
  manufacturing: "Manufacturing",
};
/**
 * Display labels of the analytics period filter. The state data is monthly (CES), so the periods are changes over
 * 1, 3 and 12 months ending in the newest month, not days; the column header names the months.
 */
export const ANALYTICS_PERIOD_LABELS: Readonly<Record<(typeof ANALYTICS_PERIOD_IDS)[number], string>> = {
  "30d": "1-month change",
  "90d": "3-month change",
  "12m": "12-month change",
};
/** Months of change behind each period label (the data is monthly). */
export const ANALYTICS_PERIOD_MONTHS: Readonly<Record<(typeof ANALYTICS_PERIOD_IDS)[number], number>> = {
  "30d": 1,
  "90d": 3,
  "12m": 12,
};

/** A subscription's confirmation link works for 48 hours, once (the form's success view says so). */
export const CONFIRM_TOKEN_HOURS = 48;
/** Subscriptions never confirmed are deleted after 7 days. */
export const PENDING_RETENTION_DAYS = 7;

/** What a record shows when its source names no value (a notice's industry, a role's experience level). */
export const NOT_SPECIFIED = "Not specified";

/** The public job boards companies' postings are read from, and their display names. */
export const JOB_BOARDS = ["greenhouse", "ashby"] as const;
export const JOB_BOARD_NAMES: Readonly<Record<(typeof JOB_BOARDS)[number], string>> = {
  greenhouse: "Greenhouse",
  ashby: "Ashby",
};

/**
 * The paid report has at least this many pages: one per state and DC (51) plus the cover, contents,
 * national, market, layoffs and methodology sections (92 from today's seed). The dashboard's banner and the
 * checkout page state it (REPORT_SIZE_TEXT), and the report's test holds the generated PDF to it, and it to within
 * a few pages of the PDF, so the advertised size is neither false nor far below the real one.
 */
export const REPORT_MIN_PAGES = 90;

/** How the dashboard's banner and the checkout advertise the report's size: one figure, REPORT_MIN_PAGES. */
export const REPORT_SIZE_TEXT = `${REPORT_MIN_PAGES}+ pages`;

/**
 * What an OEWS employment share is a share of: wage-and-salary employment (OEWS surveys employers, so the
 * self-employed, unpaid family workers and most farm workers are not in it), never "all US jobs".
 */
export const EMPLOYMENT_SHARE_BASE = "US wage-and-salary employment";

// Every page and API route of the site, in one list. The header navigation, /sitemap.xml, the end-to-end tests, the
// bench and the byte budgets all read it, so a page added here is navigated to, listed, tested, measured and budgeted,
// and a built page that is not here fails the build-level test. Pure data and small helpers.

/** A page a visitor opens: its address, its one h1, and its label in the header navigation (null: not in it). */
export interface SitePage {
  readonly path: string;
  readonly heading: string;
  readonly nav: string | null;
}

/** A page built once, at its own address. `indexed`: listed in /sitemap.xml. */
export interface StaticPage extends SitePage {
  readonly indexed: boolean;
}

/**
 * A route with a parameter (`[slug]` stands for one path segment) or a page rendered on request. `rendered`: "build",
 * one page per item of the dataset or the content, built with the site; "request", rendered by the on-demand pages'
 * function from the address's query, so there is no page to list. `samples` stand for the family wherever one page of
 * each kind is opened (the end-to-end tests, the bench, the budgets).
 */
export interface PageFamily {
  readonly pattern: string;
  readonly rendered: "build" | "request";
  readonly indexed: boolean;
  readonly samples: readonly SitePage[];
}

/** A function's route: its path as the function's `config.path` declares it, its methods, and an address to call. */
export interface ApiRoute {
  readonly path: string;
  readonly methods: readonly ("GET" | "POST")[];
  readonly sample: string;
}

/**
 * The pages built at their own address, the header navigation's in its order first (the spec's seven items). The
 * payment pages are not indexed: a search result should lead to figures, not into a payment.
 */
export const STATIC_PAGES = [
  { path: "/", heading: "US Employment Market Analysis", nav: "Overview", indexed: true },
  { path: "/states", heading: "State Employment Data", nav: "States", indexed: true },
  { path: "/hiring", heading: "Hiring Companies", nav: "Hiring", indexed: true },
  { path: "/layoffs", heading: "Layoff Tracker", nav: "Layoffs", indexed: true },
  { path: "/skills", heading: "In-Demand Skills", nav: "Skills", indexed: true },
  { path: "/job-roles", heading: "Job Market Insights", nav: "Insights", indexed: true },
  { path: "/news", heading: "Employment News & Insights", nav: "News", indexed: true },
  { path: "/occupations", heading: "Occupations", nav: null, indexed: true },
  { path: "/outlook", heading: "Unemployment Rate Outlook", nav: null, indexed: true },
  { path: "/updates", heading: "Data Updates", nav: null, indexed: true },
  { path: "/insights", heading: "Insights from Our Editors", nav: null, indexed: true },
  { path: "/checkout", heading: "Checkout", nav: null, indexed: false },
  { path: "/payment-success", heading: "Your Market Report", nav: null, indexed: false },
] as const satisfies readonly StaticPage[];

/**
 * The page every unknown address answers with, status 404: built as /404.html. `sample` is an address that shows it.
 * Not indexed.
 */
export const NOT_FOUND_PAGE = { path: "/404", heading: "Page Not Found", sample: "/no-such-page" } as const;

/** The editors' CMS (Decap), which its own integration builds at /admin: no page of the site's layout, not indexed. */
export const CMS_PAGE = { path: "/admin" } as const;

/** The routes with a parameter, and the page rendered on request. */
export const PAGE_FAMILIES = {
  /** One page per occupation of the dataset. */
  occupation: {
    pattern: "/occupations/[slug]",
    rendered: "build",
    indexed: true,
    samples: [{ path: "/occupations/software-developers", heading: "Software Developers", nav: null }],
  },
  /** One page per state, DC and metro area of the dataset (nonmetro areas have none): a metro and a state. */
  place: {
    pattern: "/places/[slug]",
    rendered: "build",
    indexed: true,
    samples: [
      { path: "/places/austin-tx", heading: "Jobs in Austin, TX", nav: null },
      { path: "/places/texas", heading: "Jobs in Texas", nav: null },
    ],
  },
  /** One page per published insight article. */
  insight: {
    pattern: "/insights/[slug]",
    rendered: "build",
    indexed: true,
    samples: [
      {
        path: "/insights/information-jobs-and-health-care",
        heading: "Information jobs shrank for two years while education and health services kept adding",
        nav: null,
      },
    ],
  },
  /** One page per tag of the published insights. */
  insightTag: {
    pattern: "/insights/tags/[tag]",
    rendered: "build",
    indexed: true,
    samples: [{ path: "/insights/tags/jolts", heading: "Insights tagged “JOLTS”", nav: null }],
  },
  /** Pay compared across places, from the query: four places for one occupation, and two places' top occupations. */
  compare: {
    pattern: "/compare",
    rendered: "request",
    indexed: false,
    samples: [
      {
        path: "/compare?occupation=software-developers&places=austin-tx,seattle-wa,san-jose-ca,texas",
        heading: "Compare pay across places",
        nav: null,
      },
      { path: "/compare?places=austin-tx,seattle-wa", heading: "Compare pay across places", nav: null },
    ],
  },
} as const satisfies Record<string, PageFamily>;

/** Every function that answers at a path (scheduled and background functions have none). */
export const API_ROUTES = [
  { path: "/api/analytics/states", methods: ["GET"], sample: "/api/analytics/states?industry=technology&period=12m" },
  { path: "/api/companies", methods: ["GET"], sample: "/api/companies?limit=5" },
  { path: "/api/contact", methods: ["POST"], sample: "/api/contact" },
  { path: "/api/create-payment-intent", methods: ["POST"], sample: "/api/create-payment-intent" },
  { path: "/api/employment-metrics", methods: ["GET"], sample: "/api/employment-metrics" },
  { path: "/api/external/jobs", methods: ["GET"], sample: "/api/external/jobs" },
  { path: "/api/health", methods: ["GET"], sample: "/api/health" },
  { path: "/api/hiring-trends", methods: ["GET"], sample: "/api/hiring-trends" },
  { path: "/api/job-categories", methods: ["GET"], sample: "/api/job-categories" },
  { path: "/api/job-roles", methods: ["GET"], sample: "/api/job-roles?limit=20" },
  { path: "/api/layoff-forecasts", methods: ["GET"], sample: "/api/layoff-forecasts" },
  { path: "/api/layoffs", methods: ["GET"], sample: "/api/layoffs?limit=2" },
  { path: "/api/layoffs/csv", methods: ["GET"], sample: "/api/layoffs/csv" },
  { path: "/api/layoffs/summary", methods: ["GET"], sample: "/api/layoffs/summary" },
  { path: "/api/news", methods: ["GET"], sample: "/api/news" },
  { path: "/api/notifications/confirm", methods: ["GET", "POST"], sample: "/api/notifications/confirm" },
  { path: "/api/notifications/preferences", methods: ["GET", "POST"], sample: "/api/notifications/preferences" },
  { path: "/api/notifications/subscribe", methods: ["POST"], sample: "/api/notifications/subscribe" },
  { path: "/api/notifications/unsubscribe", methods: ["GET", "POST"], sample: "/api/notifications/unsubscribe" },
  { path: "/api/occupations/:code", methods: ["GET"], sample: "/api/occupations/15-1252" },
  { path: "/api/outlook", methods: ["GET"], sample: "/api/outlook" },
  { path: "/api/places/:code", methods: ["GET"], sample: "/api/places/12420" },
  { path: "/api/report", methods: ["GET"], sample: "/api/report" },
  { path: "/api/report/access", methods: ["GET"], sample: "/api/report/access" },
  { path: "/api/report/resend", methods: ["POST"], sample: "/api/report/resend" },
  { path: "/api/search", methods: ["GET"], sample: "/api/search?q=texas" },
  { path: "/api/skills", methods: ["GET"], sample: "/api/skills?limit=12" },
  { path: "/api/states", methods: ["GET"], sample: "/api/states" },
  { path: "/api/states/:id", methods: ["GET"], sample: "/api/states/tx" },
  { path: "/api/status", methods: ["GET"], sample: "/api/status" },
  { path: "/api/stripe-webhook", methods: ["POST"], sample: "/api/stripe-webhook" },
  { path: "/api/update-payment-intent", methods: ["POST"], sample: "/api/update-payment-intent" },
  { path: "/api/verify-payment", methods: ["POST"], sample: "/api/verify-payment" },
  { path: "/releases.ics", methods: ["GET"], sample: "/releases.ics" },
] as const satisfies readonly ApiRoute[];

/** The header navigation: the static pages that have a label, in the list's order. */
export function navItems(): { href: string; label: string }[] {
  return STATIC_PAGES.flatMap((page) => (page.nav === null ? [] : [{ href: page.path, label: page.nav }]));
}

/** The families of PAGE_FAMILIES, in its order. */
export function pageFamilies(): readonly PageFamily[] {
  return Object.values(PAGE_FAMILIES);
}

/** The samples of the families rendered `rendered` ("build" or "request"), in list order. */
export function familySamples(rendered: PageFamily["rendered"]): SitePage[] {
  return pageFamilies()
    .filter((family) => family.rendered === rendered)
    .flatMap((family) => family.samples);
}

/** Every page a visitor opens that stands for the site: each static page and each family's samples, in list order. */
export function sitePages(): SitePage[] {
  return [...STATIC_PAGES, ...pageFamilies().flatMap((family) => family.samples)];
}

/** Whether `path` (no query, no trailing slash but the root's) is an address of `pattern` ("[name]": one segment). */
export function matchesPattern(pattern: string, path: string): boolean {
  const source = pattern
    .split("/")
    .map((segment) => (/^\[[^\]]+\]$/.test(segment) ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}$`).test(path);
}

/** The address of `pattern` for one value of its parameter: fillPattern("/places/[slug]", "texas") is /places/texas. */
export function fillPattern(pattern: string, value: string): string {
  return pattern.replace(/\[[^\]]+\]/, value);
}

/**
 * What the list says of a page built at `path`: "static" (a static page, the 404 page or the CMS), the name of the
 * family it is generated from, or null when the list does not know it.
 */
export function builtPageKind(path: string): "static" | keyof typeof PAGE_FAMILIES | null {
  if (path === NOT_FOUND_PAGE.path || path === CMS_PAGE.path || STATIC_PAGES.some((page) => page.path === path))
    return "static";
  for (const [name, family] of Object.entries(PAGE_FAMILIES) as [keyof typeof PAGE_FAMILIES, PageFamily][])
    if (family.rendered === "build" && matchesPattern(family.pattern, path)) return name;
  return null;
}

/** Whether a built page at `path` belongs in /sitemap.xml: an indexed static page, or a page of an indexed family. */
export function isIndexed(path: string): boolean {
  const kind = builtPageKind(path);
  if (kind === null) return false;
  if (kind === "static") return STATIC_PAGES.some((page) => page.path === path && page.indexed);
  return PAGE_FAMILIES[kind].indexed;
}

/** A page's address as its canonical link writes it: the build makes each page a folder, so all but "/" end in "/". */
export function canonicalPath(path: string): string {
  return path === "/" ? "/" : `${path.replace(/\/+$/, "")}/`;
}

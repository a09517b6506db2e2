/**
 * Public job-board API responses: Greenhouse Job Board API (wrapped by the collecting repository),
 * Ashby Posting API (raw), The Muse public API (results[] concatenated), plus the Greenhouse company list (CSV).
 * Postings are reduced to what the site counts: id, title, US places, category, dates.
 */
import path from "node:path";
import { z } from "zod";
import { InputError, requireText } from "../pipeline-errors.ts";
import { parseUsPlaces, placeFromAddress } from "../us-locations.ts";
import { readDelimited } from "./csv.ts";
import { listFiles, readText } from "./files.ts";
import { parseJson } from "./json.ts";

export const JOB_BOARD_FILES = {
  greenhouseDir: "job_listings/greenhouse_tech-jobs-hub/boards",
  greenhouseCompanies: "job_listings/greenhouse_tech-jobs-hub/companies_info.csv",
  ashbyDir: "job_listings/ashby_stapply/boards",
  muse: "job_listings/themuse_nouramel/muse_jobs.json",
} as const;

export type BoardSource = "greenhouse" | "ashby";

export interface BoardPosting {
  readonly id: string;
  readonly title: string;
  /** Distinct US "City, ST" places of the posting (may be empty: "Remote - US", "United States" …). */
  readonly places: readonly string[];
  /** Department (Ashby) or category (The Muse), when given. */
  readonly category: string | undefined;
  /** Publication date "YYYY-MM-DD", when given. */
  readonly published: string | undefined;
}

export interface JobBoard {
  readonly source: BoardSource;
  /** Board token / slug as used in the board URL. */
  readonly token: string;
  readonly file: string;
  /** Employer name the postings carry, the most frequent one (Greenhouse only). */
  readonly companyName: string | undefined;
  /** Web domains the postings link to other than the job board's own (Greenhouse only; an employer's careers site). */
  readonly linkDomains?: readonly string[];
  /** Fetch time as recorded by the collector (Greenhouse only), ISO. */
  readonly fetchedAt: string | undefined;
  readonly postings: readonly BoardPosting[];
}

const GreenhouseShape = z.object({
  company: z.string(),
  fetched_at: z.string().regex(/^\d{4}-\d{2}-\d{2}T/),
  jobs: z.array(
    z.object({
      id: z.union([z.number(), z.string()]),
      title: z.string(),
      company_name: z.string().nullish(),
      absolute_url: z.string().nullish(),
      location: z.object({ name: z.string().nullish() }).nullish(),
      first_published: z.string().nullish(),
    }),
  ),
});

/**
 * Test postings a board left public: a placeholder employer (LinkedIn's Greenhouse board lists only "LI Test
 * Company" jobs) or a title that says it is a test ("Bug Bash Job", "Test job 123", a job called just "test").
 * They are no one's openings, so they are not counted. Matched against the employer name and the title.
 */
export const TEST_POSTING = /\btest company\b|\bbug bash\b|\btest job\b|^\s*test\s*\d*\s*$/i;

/** True for a test posting (see TEST_POSTING). */
export function isTestPosting(posting: {
  readonly employer?: string | null | undefined;
  readonly title: string;
}): boolean {
  return TEST_POSTING.test(posting.employer ?? "") || TEST_POSTING.test(posting.title);
}

/** Registrable domain of a URL or host ("https://careers.acme.co.uk/x" → "acme.co.uk"); undefined if none. */
export function siteDomain(url: string | undefined | null): string | undefined {
  const text = url?.trim();
  if (!text || text.toLowerCase() === "null") return undefined;
  let host: string;
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  const labels = host.split(".").filter((l) => l !== "");
  if (labels.length < 2) return undefined;
  // Two-letter country domains with a generic second level (co.uk, com.au, org.nz) keep three labels.
  const generic = ["co", "com", "org", "net", "ac", "gov", "edu"];
  const keep = labels.length >= 3 && labels.at(-1)?.length === 2 && generic.includes(labels.at(-2) ?? "") ? 3 : 2;
  return labels.slice(-keep).join(".");
}

/** Domains of job-board hosts themselves, which say nothing about who the employer is. */
const BOARD_DOMAINS = new Set(["greenhouse.io", "ashbyhq.com"]);

/** The most frequent value (ties: first seen). */
function mostFrequent(values: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: string | undefined;
  for (const [v, n] of counts) if (best === undefined || n > (counts.get(best) ?? 0)) best = v;
  return best;
}

/** Reads one Greenhouse board file, without its test postings. */
export function parseGreenhouseBoard(text: string, file: string): JobBoard {
  const parsed = parseJson(text, file, GreenhouseShape);
  const json = {
    ...parsed,
    jobs: parsed.jobs.filter((j) => !isTestPosting({ employer: j.company_name, title: j.title })),
  };
  const names = json.jobs.map((j) => j.company_name?.trim()).filter((n): n is string => !!n);
  const linkDomains = [...new Set(json.jobs.map((j) => siteDomain(j.absolute_url)))]
    .filter((d): d is string => d !== undefined && !BOARD_DOMAINS.has(d))
    .sort();
  return {
    source: "greenhouse",
    token: path.posix.basename(file, ".json"),
    file,
    companyName: mostFrequent(names),
    linkDomains,
    fetchedAt: json.fetched_at,
    postings: json.jobs.map((job) => ({
      id: String(job.id),
      title: job.title.trim(),
      places: parseUsPlaces(job.location?.name),
      category: undefined,
      published: job.first_published?.slice(0, 10),
    })),
  };
}

/** Ashby's structured address (also what the live adapter checks). */
export const AddressShape = z
  .object({
    postalAddress: z
      .object({
        addressLocality: z.string().nullish(),
        addressRegion: z.string().nullish(),
        addressCountry: z.string().nullish(),
      })
      .nullish(),
  })
  .nullish();

const AshbyShape = z.object({
  jobs: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      department: z.string().nullish(),
      location: z.string().nullish(),
      secondaryLocations: z.array(z.object({ location: z.string().nullish(), address: AddressShape })).nullish(),
      publishedAt: z.string().nullish(),
      isListed: z.boolean().nullish(),
      address: AddressShape,
    }),
  ),
});

type AshbyAddress = z.infer<typeof AddressShape>;

function addressPlace(address: AshbyAddress): string | undefined {
  const postal = address?.postalAddress;
  return placeFromAddress(postal?.addressLocality, postal?.addressRegion, postal?.addressCountry);
}

/** Reads one Ashby board file; unlisted postings are skipped. */
export function parseAshbyBoard(text: string, file: string): JobBoard {
  const json = parseJson(text, file, AshbyShape);
  const postings: BoardPosting[] = [];
  for (const job of json.jobs) {
    if (job.isListed === false || isTestPosting({ title: job.title })) continue;
    const places = new Set<string>();
    const primary = addressPlace(job.address);
    if (primary) places.add(primary);
    else for (const p of parseUsPlaces(job.location)) places.add(p);
    for (const secondary of job.secondaryLocations ?? []) {
      const place = addressPlace(secondary.address);
      if (place) places.add(place);
      else for (const p of parseUsPlaces(secondary.location)) places.add(p);
    }
    postings.push({
      id: job.id,
      title: job.title.trim(),
      places: [...places],
      category: job.department?.trim() || undefined,
      published: job.publishedAt?.slice(0, 10),
    });
  }
  return {
    source: "ashby",
    token: decodeURIComponent(path.posix.basename(file, ".json")),
    file,
    companyName: undefined,
    fetchedAt: undefined,
    postings,
  };
}

/** All boards of one source folder, in file-name order. */
export function readBoards(root: string, source: BoardSource): { files: string[]; boards: JobBoard[] } {
  const dir = source === "greenhouse" ? JOB_BOARD_FILES.greenhouseDir : JOB_BOARD_FILES.ashbyDir;
  const files = listFiles(root, dir, ".json");
  const parse = source === "greenhouse" ? parseGreenhouseBoard : parseAshbyBoard;
  return { files, boards: files.map((file) => parse(readText(root, file), file)) };
}

export interface CompanyProfile {
  readonly name: string;
  /** Domain of the company's website in the list (Glassdoor's record). */
  readonly websiteDomain?: string | undefined;
  /** Domain of the home page the employer's Greenhouse board links to, as the list recorded it. */
  readonly boardHomeDomain?: string | undefined;
  /** Glassdoor-derived industry, when given. */
  readonly industry: string | undefined;
  readonly headquarters: string | undefined;
}

/** Greenhouse company list: board token (lower case) → profile. "null" cells count as empty. */
export function readGreenhouseCompanies(
  root: string,
  file: string = JOB_BOARD_FILES.greenhouseCompanies,
): ReadonlyMap<string, CompanyProfile> {
  const table = readDelimited(root, file, { required: ["Company Name", "Industry", "Hq", "Greenhouse Website"] });
  const out = new Map<string, CompanyProfile>();
  const clean = (v: string | undefined) => {
    const t = v?.trim();
    return t && t.toLowerCase() !== "null" ? t : undefined;
  };
  for (const { line, values } of table.rows) {
    const site = clean(values["Greenhouse Website"]);
    const token = site ? /greenhouse\.io\/([^/?#]+)/i.exec(site)?.[1]?.toLowerCase() : undefined;
    if (!token || out.has(token)) continue;
    const websiteDomain = siteDomain(clean(values["Website"]));
    const boardHomeDomain = siteDomain(clean(values["Greenhouse Company Home Page"]));
    out.set(token, {
      name: requireText(values["Company Name"], { file, line, column: "Company Name" }),
      ...(websiteDomain ? { websiteDomain } : {}),
      ...(boardHomeDomain && !BOARD_DOMAINS.has(boardHomeDomain) ? { boardHomeDomain } : {}),
      industry: clean(values["Industry"]),
      headquarters: clean(values["Hq"]),
    });
  }
  if (out.size === 0) throw new InputError(file, "no company rows with a Greenhouse board URL");
  return out;
}

const MuseShape = z.array(
  z.object({
    id: z.number(),
    name: z.string(),
    publication_date: z.string().regex(/^\d{4}-\d{2}-\d{2}/),
    locations: z.array(z.object({ name: z.string() })),
    categories: z.array(z.object({ name: z.string() })),
    company: z.object({ name: z.string() }),
  }),
);

export interface MusePosting extends BoardPosting {
  readonly company: string;
}

/** The Muse postings (a 200-row sample of the public feed, filtered to the US). */
export function readMuseJobs(root: string, file: string = JOB_BOARD_FILES.muse): MusePosting[] {
  const json = parseJson(readText(root, file), file, MuseShape);
  return json
    .filter((job) => !isTestPosting({ employer: job.company.name, title: job.name }))
    .map((job) => ({
      id: String(job.id),
      title: job.name.trim(),
      company: job.company.name.trim(),
      places: [...new Set(job.locations.flatMap((l) => parseUsPlaces(l.name)))],
      category: job.categories[0]?.name.trim() || undefined,
      published: job.publication_date.slice(0, 10),
    }));
}

const UsajobsStatsShape = z.object({
  generated_at: z.string().regex(/^\d{4}-\d{2}-\d{2}T/),
  date_range: z.object({
    previous_year: z.object({ year: z.number().int(), start: z.string(), end: z.string() }),
    current_year: z.object({ year: z.number().int(), start: z.string(), end: z.string() }),
  }),
  totals: z.object({ previous_year: z.number().int(), current_year: z.number().int(), percentage: z.number() }),
});
export type UsajobsStats = z.infer<typeof UsajobsStatsShape>;

/** USAJOBS announcement counts for two comparable windows (summary JSON of usajobs_historical). */
export function readUsajobsStats(root: string, file: string): UsajobsStats {
  return parseJson(readText(root, file), file, UsajobsStatsShape);
}

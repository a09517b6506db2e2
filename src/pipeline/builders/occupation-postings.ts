/**
 * Two compact files beside the occupations: the search index (occupation-index.json: each occupation's title terms)
 * and the job-board postings matched to occupations (occupation-postings.json: per occupation the count, how matched
 * and the newest few; overall how many matched and how many could not be placed).
 */
import type { OccupationData } from "../../domain/occupation-data.ts";
import { OccupationIndexSchema } from "../../domain/occupation-index-schema.ts";
import {
  MATCH_METHODS,
  type MatchMethod,
  type PostingSummary,
  PostingSummarySchema,
  type RecentPosting,
} from "../../domain/occupation-postings.ts";
import { type OccupationIndexRow, occupationTerms } from "../../domain/occupation-search.ts";
import { employerName, verifiedProfile } from "../company-identity.ts";
import type { Inputs } from "../load-inputs.ts";
import { compareText } from "../numbers.ts";
import type { BoardPosting } from "../readers/job-boards.ts";
import { buildExternalJobs } from "./external-jobs.ts";
import { type TitleSource, titleMatcher } from "./posting-match.ts";

export const OCCUPATION_INDEX_FILE = "occupation-index.json";
export const OCCUPATION_POSTINGS_FILE = "occupation-postings.json";
/** How many of an occupation's newest postings its summary keeps. */
export const RECENT_LIMIT = 3;

export type PostingInputs = Pick<Inputs, "greenhouse" | "ashby" | "greenhouseCompanies" | "muse">;

/** The search index rows of the occupations, in SOC order. */
export function occupationIndex(list: readonly OccupationData[]): OccupationIndexRow[] {
  return OccupationIndexSchema.parse(
    list.map((o) => ({
      soc: o.soc,
      slug: o.slug,
      title: o.title,
      employment: o.national.employment,
      ...occupationTerms(o.title, o.titles.reported, o.titles.alternate),
    })),
  );
}

/** Every title that names an occupation: its OEWS title and its O*NET reported and alternate titles. */
export function titleSources(list: readonly OccupationData[]): TitleSource[] {
  return list.flatMap((o) => {
    const employment = o.national.employment;
    return [
      { soc: o.soc, title: o.title, kind: "oews" as const, employment },
      ...o.titles.reported.map((title) => ({ soc: o.soc, title, kind: "reported" as const, employment })),
      ...o.titles.alternate.map((title) => ({ soc: o.soc, title, kind: "alternate" as const, employment })),
    ];
  });
}

export interface SitePosting {
  readonly posting: BoardPosting;
  readonly company: string;
  readonly source: string;
}

/** Every posting the site counts (external-jobs' sources), with its employer and source names. */
export function sitePostings(inputs: PostingInputs): SitePosting[] {
  const boards = (list: PostingInputs["greenhouse"]["boards"], source: string) =>
    list.flatMap((b) => {
      const company = employerName(b, verifiedProfile(b, inputs.greenhouseCompanies));
      return b.postings.map((posting) => ({ posting, company, source }));
    });
  return [
    ...boards(inputs.greenhouse.boards, "Greenhouse"),
    ...boards(inputs.ashby.boards, "Ashby"),
    ...inputs.muse.map((posting) => ({ posting, company: posting.company, source: "The Muse" })),
  ];
}

const zeroMethods = (): Record<MatchMethod, number> => ({ exact: 0, core: 0, phrase: 0 });

/** Newest first, then by title, company and id, so the choice never depends on input order. */
function newestFirst(a: SitePosting, b: SitePosting): number {
  return (
    compareText(b.posting.published ?? "", a.posting.published ?? "") ||
    compareText(a.posting.title, b.posting.title) ||
    compareText(a.company, b.company) ||
    compareText(a.posting.id, b.posting.id)
  );
}

/** The postings matched to the occupations. Pure and deterministic. */
export function postingSummary(inputs: PostingInputs, list: readonly OccupationData[]): PostingSummary {
  const match = titleMatcher(titleSources(list));
  const postings = sitePostings(inputs);
  const methods = zeroMethods();
  const bySoc = new Map<string, { methods: Record<MatchMethod, number>; postings: SitePosting[] }>();
  for (const p of postings) {
    const m = match(p.posting.title);
    if (!m) continue;
    methods[m.method] += 1;
    const entry = bySoc.get(m.soc) ?? { methods: zeroMethods(), postings: [] };
    entry.methods[m.method] += 1;
    entry.postings.push(p);
    bySoc.set(m.soc, entry);
  }
  const matched = MATCH_METHODS.reduce((sum, m) => sum + methods[m], 0);
  const occupations: PostingSummary["occupations"] = {};
  for (const soc of [...bySoc.keys()].sort(compareText)) {
    const entry = bySoc.get(soc);
    if (!entry) continue;
    const seen = new Set<string>();
    const recent: RecentPosting[] = [...entry.postings]
      .sort(newestFirst)
      .filter((p) => {
        // One employer's copies of a posting in several places show once.
        const key = `${p.posting.title}\u0000${p.company}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .slice(0, RECENT_LIMIT)
      .map((p) => ({
        title: p.posting.title,
        company: p.company,
        place: p.posting.places[0] ?? null,
        date: p.posting.published ?? null,
        source: p.source,
      }));
    occupations[soc] = { count: entry.postings.length, methods: entry.methods, recent };
  }
  return PostingSummarySchema.parse({
    asOf: buildExternalJobs(inputs).asOf,
    sources: ["Greenhouse", "Ashby", "The Muse"],
    total: postings.length,
    matched,
    unplaced: postings.length - matched,
    methods,
    occupations,
  });
}

/** External jobs: per job-board source, how many US postings, where, and in which categories. */

import { NOT_SPECIFIED } from "../../domain/constants.ts";
import type { ExternalJobSource } from "../../domain/entities.ts";
import { formatReferencePeriod } from "../../domain/format.ts";
import { openPostings } from "../../domain/measures.ts";
import { spanOf } from "../../domain/periods.ts";
import { verifiedProfile } from "../company-identity.ts";
import type { Inputs } from "../load-inputs.ts";
import { compareText } from "../numbers.ts";
import type { BoardPosting } from "../readers/job-boards.ts";
import { sourceFor } from "../source-catalogue.ts";
import type { EntityBuild } from "./builder-types.ts";
import { newestPosting, rankPlaces } from "./companies.ts";

export const LIST_LIMIT = 10;

/** Values ranked by frequency (ties alphabetical), weighted by `weight`. */
export function rankValues(entries: readonly { value: string | undefined; weight: number }[]): string[] {
  const counts = new Map<string, number>();
  for (const { value, weight } of entries) if (value) counts.set(value, (counts.get(value) ?? 0) + weight);
  return [...counts].sort((a, b) => b[1] - a[1] || compareText(a[0], b[0])).map(([v]) => v);
}

function topPlaces(postings: readonly BoardPosting[]): string[] {
  return rankPlaces(postings)
    .slice(0, LIST_LIMIT)
    .map((p) => p.place);
}

/** "2026-08-22T03:45:22.899048" (collector clock, UTC runner) → "2026-08-22T03:45:22Z". */
export function isoSeconds(timestamp: string): string {
  return `${timestamp.slice(0, 19)}Z`;
}

export function buildExternalJobs(
  inputs: Pick<Inputs, "greenhouse" | "ashby" | "greenhouseCompanies" | "muse">,
): EntityBuild<"external-jobs"> {
  const ghPostings = inputs.greenhouse.boards.flatMap((b) => b.postings);
  const ghFetched =
    inputs.greenhouse.boards
      .map((b) => b.fetchedAt ?? "")
      .sort(compareText)
      .at(-1) ?? "";
  const ghIndustries = rankValues(
    inputs.greenhouse.boards.map((b) => ({
      value: verifiedProfile(b, inputs.greenhouseCompanies)?.industry,
      weight: b.postings.length,
    })),
  );
  const ashbyPostings = inputs.ashby.boards.flatMap((b) => b.postings);
  const ashbyNewest = newestPosting(inputs.ashby.boards);
  const museNewest =
    inputs.muse
      .map((p) => p.published ?? "")
      .sort(compareText)
      .at(-1) ?? "";

  const sources: ExternalJobSource[] = [
    {
      source: "Greenhouse job boards",
      totalJobs: ghPostings.length,
      locations: topPlaces(ghPostings),
      categories: ghIndustries.filter((i) => i !== NOT_SPECIFIED).slice(0, LIST_LIMIT),
      lastUpdated: isoSeconds(ghFetched),
      url: "https://developers.greenhouse.io/job-board.html",
      companies: inputs.greenhouse.boards.length,
    },
    {
      source: "Ashby job boards",
      totalJobs: ashbyPostings.length,
      locations: topPlaces(ashbyPostings),
      categories: rankValues(ashbyPostings.map((p) => ({ value: p.category, weight: 1 }))).slice(0, LIST_LIMIT),
      lastUpdated: ashbyNewest,
      url: "https://developers.ashbyhq.com/docs/public-job-posting-api",
      companies: inputs.ashby.boards.length,
    },
    {
      source: "The Muse",
      totalJobs: inputs.muse.length,
      locations: topPlaces(inputs.muse),
      categories: rankValues(inputs.muse.map((p) => ({ value: p.category, weight: 1 }))).slice(0, LIST_LIMIT),
      lastUpdated: museNewest,
      url: "https://www.themuse.com/developers/api/v2",
      companies: new Set(inputs.muse.map((p) => p.company)).size,
    },
  ];
  const dates = [ghFetched.slice(0, 10), ashbyNewest, museNewest];
  const lastUpdated =
    sources
      .map((s) => s.lastUpdated)
      .sort(compareText)
      .at(-1) ?? "";
  const referencePeriod = spanOf(dates);
  return {
    entity: "external-jobs",
    data: { totalJobs: sources.reduce((sum, s) => sum + openPostings(s), 0), lastUpdated, sources },
    referencePeriod,
    asOf: formatReferencePeriod(referencePeriod),
    sources: [
      sourceFor("greenhouse", ghFetched.slice(0, 10)),
      sourceFor("greenhouse-companies", ghFetched.slice(0, 10)),
      sourceFor("ashby", ashbyNewest),
      sourceFor("themuse", museNewest),
    ],
    methodology: {
      totalJobs:
        "Sum of the sources' US postings. Each source is a snapshot: Greenhouse and Ashby are the public boards of the employers collected (not all employers on those platforms); The Muse is a sample: the first pages of its public feed.",
      "sources.totalJobs": "Open postings with at least one US location (the snapshot's US filter).",
      "sources.locations": `Up to ${LIST_LIMIT} US 'City, ST' places named by most postings (postings naming only 'Remote - US' or 'United States' have no city).`,
      "sources.categories": `Greenhouse: employers' industries (company list, where its entry is verifiably the board's employer), weighted by postings. Ashby: posting departments. The Muse: posting categories. Up to ${LIST_LIMIT}, most frequent first.`,
      "sources.lastUpdated":
        "Greenhouse: the newest board fetch time recorded by the collector (its GitHub Actions clock, UTC). Ashby and The Muse record no fetch time: the newest posting date in the snapshot (the fetch was on or after it).",
      lastUpdated: "The newest of the sources' lastUpdated.",
      excluded:
        "Simplify's new-grad list (stale, 2024) and USAJOBS (yearly announcement counts without locations, shown in news instead) are not job-board snapshots and are not counted.",
    },
    count: sources.length,
  };
}

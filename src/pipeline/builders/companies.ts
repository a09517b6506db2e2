/** Companies: employers with open US postings on their public Greenhouse or Ashby job boards. */

import { NOT_SPECIFIED } from "../../domain/constants.ts";
import type { Company } from "../../domain/entities.ts";
import { formatReferencePeriod, jobBoardName } from "../../domain/format.ts";
import { spanOf } from "../../domain/periods.ts";
import { slugify } from "../../domain/text.ts";
import { employerName, HAND_VERIFIED_BOARDS, nameFromSlug, profileMatch } from "../company-identity.ts";
import type { Inputs } from "../load-inputs.ts";
import { compareText, grouped } from "../numbers.ts";
import { type PlaceLinkInputs, placeFields, placeLinker } from "../place-links.ts";
import type { BoardPosting, CompanyProfile, JobBoard } from "../readers/job-boards.ts";
import { sourceFor } from "../source-catalogue.ts";
import { parseUsPlaces } from "../us-locations.ts";
import type { EntityBuild } from "./builder-types.ts";

/** Shown when an employer's US postings name no city (e.g. all "Remote - US") and no US headquarters is known. */
export const REMOTE_US = "Remote, US";

/** Places ranked by how many postings name them (ties alphabetical). */
export function rankPlaces(postings: readonly BoardPosting[]): { place: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const p of postings) for (const place of p.places) counts.set(place, (counts.get(place) ?? 0) + 1);
  return [...counts]
    .map(([place, count]) => ({ place, count }))
    .sort((a, b) => b.count - a.count || compareText(a.place, b.place));
}

export function boardUrl(board: JobBoard): string {
  return board.source === "greenhouse"
    ? `https://boards.greenhouse.io/${encodeURIComponent(board.token)}`
    : `https://jobs.ashbyhq.com/${encodeURIComponent(board.token)}`;
}

function fetchedDate(board: JobBoard, newestPosting: string): string {
  return board.fetchedAt ? board.fetchedAt.slice(0, 10) : newestPosting;
}

export function companyFromBoard(
  board: JobBoard,
  profile: CompanyProfile | undefined,
  snapshotDate: string,
): Company | undefined {
  const openings = board.postings.length;
  if (openings === 0) return undefined;
  const places = rankPlaces(board.postings);
  const headquarters = parseUsPlaces(profile?.headquarters)[0];
  const location = places[0]?.place ?? headquarters ?? REMOTE_US;
  const name = board.source === "greenhouse" ? employerName(board, profile) : nameFromSlug(board.token);
  const boardName = jobBoardName(board.source, board.source);
  const where =
    places.length > 0
      ? ` Most named locations: ${places
          .slice(0, 3)
          .map((p) => p.place)
          .join("; ")}.`
      : "";
  return {
    id: `${board.source === "greenhouse" ? "gh" : "ab"}-${slugify(board.token) || "board"}`,
    name,
    industry: profile?.industry ?? NOT_SPECIFIED,
    location,
    openings,
    description: `${grouped(openings)} open US posting${openings === 1 ? "" : "s"} on its public ${boardName} job board as of ${fetchedDate(board, snapshotDate)}.${where}`,
    boardUrl: boardUrl(board),
    source: board.source,
  };
}

/** Newest posting date of a set of boards (Ashby records no fetch time). */
export function newestPosting(boards: readonly JobBoard[]): string {
  let newest = "";
  for (const b of boards) for (const p of b.postings) if (p.published && p.published > newest) newest = p.published;
  return newest;
}

export function buildCompanies(
  inputs: Pick<Inputs, "greenhouse" | "ashby" | "greenhouseCompanies"> & Partial<PlaceLinkInputs>,
): EntityBuild<"companies"> {
  const { cbsa, places } = inputs;
  const linker = cbsa && places ? placeLinker({ cbsa, places }) : undefined;
  const ghFetched = inputs.greenhouse.boards.map((b) => (b.fetchedAt ?? "").slice(0, 10)).filter((d) => d !== "");
  const ashbyNewest = newestPosting(inputs.ashby.boards);
  const companies: Company[] = [];
  const ids = new Set<string>();
  const matches = { "same domain": 0, "checked by hand": 0, unverified: 0 };
  for (const board of [...inputs.greenhouse.boards, ...inputs.ashby.boards]) {
    const listed =
      board.source === "greenhouse" ? inputs.greenhouseCompanies.get(board.token.toLowerCase()) : undefined;
    const match = board.source === "greenhouse" && board.postings.length > 0 ? profileMatch(board, listed) : undefined;
    if (board.source === "greenhouse" && board.postings.length > 0) matches[match ?? "unverified"] += 1;
    const company = companyFromBoard(board, match ? listed : undefined, ashbyNewest);
    if (!company) continue;
    let id = company.id;
    for (let n = 2; ids.has(id); n += 1) id = `${company.id}-${n}`;
    ids.add(id);
    companies.push({ ...company, id, ...placeFields(linker?.cityState(company.location)) });
  }
  companies.sort((a, b) => b.openings - a.openings || compareText(a.name, b.name) || compareText(a.id, b.id));
  const ghPeriod = spanOf(ghFetched);
  const referencePeriod = spanOf([...ghFetched, ashbyNewest]);
  return {
    entity: "companies",
    data: companies,
    referencePeriod,
    asOf: formatReferencePeriod(referencePeriod),
    sources: [
      sourceFor("greenhouse", ghPeriod),
      sourceFor("greenhouse-companies", ghPeriod),
      sourceFor("ashby", ashbyNewest),
    ],
    methodology: {
      openings: `Number of open postings on the employer's public job board with at least one US location: Greenhouse boards as fetched ${ghPeriod.replace("/", " to ")}; Ashby boards as collected (newest posting ${ashbyNewest}; no fetch time is recorded). A posting listing several US cities counts once. Postings are not openings: an employer may post one ad for several hires, or keep an ad open. Test postings a board left public (a placeholder employer such as LinkedIn's "LI Test Company", or a title that says it is a test: "Bug Bash Job", a job called "test") are not counted, nor a board left with none.`,
      location: `The US 'City, ST' named by most of the employer's postings (ties alphabetical); when no posting names a US city, the headquarters from the verified company-list entry if it is in the US, else '${REMOTE_US}' (US-wide remote postings).`,
      industry: `Greenhouse employers: the industry in the tech-jobs-hub company list (Glassdoor-derived, older than the postings), only where the list's entry is verifiably the same firm as the board: its website's domain is one the board's postings link to or the home page the board links to (${matches["same domain"]} boards), or the pair was checked by hand (${matches["checked by hand"]} boards: ${Object.keys(HAND_VERIFIED_BOARDS).join(", ")}). The list was joined to boards by token, and a token can name another firm of the same name (the 'relativity' board is Relativity Space's, the list's 'Relativity' a legal-software firm), so the other ${matches.unverified} boards show '${NOT_SPECIFIED}', as do boards the list has no industry for. Ashby publishes no industry: '${NOT_SPECIFIED}'.`,
      name: "Greenhouse: the employer name on the board's postings (the employer sets it); where that is a board title such as 'Job Board' or '… Careers', the verified list entry's name, else the board token. Ashby publishes no display name: the board slug.",
      description: "Counts and places computed from the postings; no posting text is republished.",
      boardUrl: "The employer's public job board.",
      order: "Most openings first (ties by name).",
    },
    count: companies.length,
  };
}

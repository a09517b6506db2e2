/**
 * Who a Greenhouse job board belongs to. The board itself says it: the employer name on its postings and the
 * careers site its postings link to. The tech-jobs-hub company list (Glassdoor-derived industry and headquarters) was
 * joined to board tokens by its compiler, and a token can name another firm of the same name: the "relativity" board
 * is Relativity Space's (rockets), while the list's "Relativity" is the legal-software firm (kcura.com). So a list
 * entry describes a board only when the same web domain ties them together, which two firms cannot share.
 */
import type { CompanyProfile, JobBoard } from "./readers/job-boards.ts";

/**
 * Boards whose list entry was checked by hand, with the website domain the entry had when checked: the employer
 * name on the board's postings, the list's name, website and headquarters, and where the postings are, all name the
 * same firm, although the postings link to no site of that domain. An entry whose website later differs is not used.
 */
export const HAND_VERIFIED_BOARDS: Readonly<Record<string, string>> = {
  appian: "appian.com",
  braze: "braze.com",
  captiveaire: "captiveair.com",
  curaleaf: "curaleaf.com",
  datadog: "datadog.com",
  gotion: "gotion.com",
  greenthumbindustries: "gtigrows.com",
  pinterest: "pinterest.com",
  purestorage: "purestorage.com",
  reddit: "reddit.com",
  reformation: "thereformation.com",
  roku: "roku.com",
  spacex: "spacex.com",
  syskahennessy: "syska.com",
  thetradedesk: "thetradedesk.com",
  tripactions: "tripactions.com",
  waymo: "waymo.com",
};

export type ProfileMatch = "same domain" | "checked by hand";

/**
 * How the list entry for a board is known to describe the same firm, or undefined when it is not: its website's
 * domain is a domain the board's postings link to or the home page its board links to, or the pair is in
 * HAND_VERIFIED_BOARDS with the same website domain.
 */
export function profileMatch(board: JobBoard, profile: CompanyProfile | undefined): ProfileMatch | undefined {
  const domain = profile?.websiteDomain;
  if (!domain) return undefined;
  if (board.linkDomains?.includes(domain) || profile.boardHomeDomain === domain) return "same domain";
  if (HAND_VERIFIED_BOARDS[board.token.toLowerCase()] === domain) return "checked by hand";
  return undefined;
}

/** The list entry of a Greenhouse board, only when it is verifiably the same firm. */
export function verifiedProfile(
  board: JobBoard,
  profiles: ReadonlyMap<string, CompanyProfile>,
): CompanyProfile | undefined {
  if (board.source !== "greenhouse") return undefined;
  const profile = profiles.get(board.token.toLowerCase());
  return profileMatch(board, profile) ? profile : undefined;
}

/** A board title standing where an employer name should be ("Rubrik Job Board", "HackerRank Careers"). */
const BOARD_LABEL = /\b(job board|careers)\b|^employment opportunities at\b/i;

/** Ashby boards have no display name: the board slug, URL-decoded, first letter capitalised when all lower case. */
export function nameFromSlug(slug: string): string {
  const text = slug.replace(/[_]+/g, " ").trim();
  return text === text.toLowerCase() ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/**
 * The employer's name: the name its postings carry (the employer sets it); where that is a board title, the
 * verified list entry's name, else the board slug. Never a list entry that is not verified.
 */
export function employerName(board: JobBoard, verified: CompanyProfile | undefined): string {
  const own = board.companyName?.trim();
  if (own && !BOARD_LABEL.test(own)) return own;
  return verified?.name ?? nameFromSlug(board.token);
}

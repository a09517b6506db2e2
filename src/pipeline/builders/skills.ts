/**
 * Skills: the technologies O*NET flags "In Demand" for at least one occupation, ranked by the projected job openings
 * (BLS Employment Projections) of the occupations where they are In Demand; baseline tools (listed by most
 * occupations) set aside and listed last; with how widely each is listed, and O*NET's Hot Technology flag.
 */
import type { Skill } from "../../domain/entities.ts";
import { formatPeriod } from "../../domain/format.ts";
import { occupationSlugs } from "../../domain/occupation.ts";
import { BASELINE_LISTED_SHARE, BASELINE_RULE, SKILL_NUMBER } from "../../domain/skill-ranking.ts";
import { slugify } from "../../domain/text.ts";
import type { Inputs } from "../load-inputs.ts";
import { compareText, decimalString } from "../numbers.ts";
import { InputError } from "../pipeline-errors.ts";
import { OEWS_NATIONAL_FILE } from "../readers/oews.ts";
import type { TechnologySkill } from "../readers/onet.ts";
import { EP_FILE } from "../readers/projections.ts";
import { onetAttribution, sourceFor } from "../source-catalogue.ts";
import type { EntityBuild } from "./builder-types.ts";

/** How many skills the dataset lists. */
export const SKILL_LIMIT = 250;

/**
 * What O*NET's two flags of the Technology Skills file mean (National Center for O*NET Development, "Hot
 * Technologies and In Demand Technology Skills within the O*NET System", 2022).
 */
export const ONET_FLAG_MEANINGS = {
  hot: "Hot Technology: among the technology requirements most frequently included across all employer job postings (O*NET sets it per technology, so it is the same in every occupation that lists the technology)",
  inDemand:
    "In Demand: a technology requirement frequently included in the employer job postings of that particular occupation (O*NET sets it per occupation)",
} as const;

export interface SkillScore {
  readonly name: string;
  readonly category: string;
  /** O*NET flags the technology Hot Technology. */
  readonly hot: boolean;
  /** OEWS employment of the distinct occupations where O*NET flags the technology In Demand. */
  readonly inDemandEmployment: number;
  /** Distinct occupations where O*NET flags the technology In Demand. */
  readonly inDemandOccupations: number;
  /** OEWS employment of the distinct occupations whose O*NET profile lists the technology (flagged or not). */
  readonly listedEmployment: number;
  /** Distinct occupations whose O*NET profile lists the technology. */
  readonly listedOccupations: number;
  /** The SOC codes of the occupations where it is In Demand, most employed first. */
  readonly inDemandSocs: readonly string[];
  /** Projected annual openings (a count) of the distinct occupations where O*NET flags the technology In Demand. */
  readonly inDemandOpenings: number;
  /** Listed by at least BASELINE_LISTED_SHARE of the occupations scored: a baseline tool, not ranked. */
  readonly baseline: boolean;
}

/** How many occupations a skill card links to. */
export const SKILL_OCCUPATION_LINKS = 3;

/** Most frequent value, ties broken alphabetically. */
function mode(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || compareText(a[0], b[0]))[0]?.[0] ?? "";
}

const employmentOf = (socs: ReadonlySet<string>, employmentBySoc: ReadonlyMap<string, number>) =>
  [...socs].reduce((sum, soc) => sum + (employmentBySoc.get(soc) ?? 0), 0);

/**
 * Scores every technology that O*NET flags Hot Technology or In Demand somewhere, over the distinct 6-digit SOC
 * occupations with OEWS employment (an O*NET occupation maps to its SOC code; each SOC counted once per skill):
 * where it is In Demand, and where it is listed at all. A technology listed by at least BASELINE_LISTED_SHARE of those
 * occupations is a baseline tool. Ranked tools first, by the projected openings of the occupations where they are In
 * Demand, then by their employment, then by name; the baseline tools after them, most widely listed first.
 */
export function scoreSkills(
  skills: readonly TechnologySkill[],
  employmentBySoc: ReadonlyMap<string, number>,
  openingsBySoc: ReadonlyMap<string, number> = new Map(),
): SkillScore[] {
  const flagged = new Set(skills.filter((row) => row.hot || row.inDemand).map((row) => row.example));
  const bySkill = new Map<string, { listed: Set<string>; inDemand: Set<string>; hot: boolean; categories: string[] }>();
  for (const row of skills) {
    if (!flagged.has(row.example) || !employmentBySoc.has(row.soc)) continue;
    const entry = bySkill.get(row.example) ?? { listed: new Set(), inDemand: new Set(), hot: false, categories: [] };
    entry.listed.add(row.soc);
    if (row.inDemand) entry.inDemand.add(row.soc);
    entry.hot ||= row.hot;
    entry.categories.push(row.commodityTitle);
    bySkill.set(row.example, entry);
  }
  const occupations = employmentBySoc.size;
  return [...bySkill]
    .map(([name, entry]) => ({
      name,
      category: mode(entry.categories),
      hot: entry.hot,
      inDemandEmployment: employmentOf(entry.inDemand, employmentBySoc),
      inDemandOccupations: entry.inDemand.size,
      listedEmployment: employmentOf(entry.listed, employmentBySoc),
      listedOccupations: entry.listed.size,
      inDemandSocs: [...entry.inDemand].sort(
        (a, b) => (employmentBySoc.get(b) ?? 0) - (employmentBySoc.get(a) ?? 0) || compareText(a, b),
      ),
      inDemandOpenings: employmentOf(entry.inDemand, openingsBySoc),
      baseline: occupations > 0 && entry.listed.size / occupations >= BASELINE_LISTED_SHARE,
    }))
    .sort(
      (a, b) =>
        Number(a.baseline) - Number(b.baseline) ||
        (a.baseline
          ? b.listedOccupations - a.listedOccupations
          : b.inDemandOpenings - a.inDemandOpenings || b.inDemandEmployment - a.inDemandEmployment) ||
        compareText(a.name, b.name),
    );
}

/** SOC code → projected annual openings 2024–34 (a count: thousands × 1,000), detailed occupations only. */
export function projectedOpenings(inputs: Pick<Inputs, "projections">): Map<string, number> {
  return new Map(
    inputs.projections
      .filter((p) => p.type === "Line item" && p.openings !== undefined)
      .map((p) => [p.code, (p.openings ?? 0) * 1000] as const),
  );
}

/** SOC code → OEWS national employment, detailed occupations only. */
export function detailedEmployment(inputs: Pick<Inputs, "oewsNational">): Map<string, number> {
  return new Map(
    inputs.oewsNational.occupations.filter((o) => o.group === "detailed").map((o) => [o.code, o.employment] as const),
  );
}

export function buildSkills(
  inputs: Pick<Inputs, "technologySkills" | "oewsNational" | "onetVersion" | "projections">,
): EntityBuild<"skills"> {
  const total = inputs.oewsNational.occupations.find((o) => o.group === "total");
  if (!total) throw new InputError(OEWS_NATIONAL_FILE, "no 'All Occupations' (00-0000) total row");
  // All projected openings a year: the table's total row, else the sum of its detailed occupations.
  const openingsBySoc = projectedOpenings(inputs);
  const totalRow = inputs.projections.find((p) => p.code === "00-0000")?.openings;
  const totalOpenings = totalRow ?? [...openingsBySoc.values()].reduce((sum, n) => sum + n / 1000, 0);
  if (!(totalOpenings > 0)) throw new InputError(EP_FILE, "no projected openings to share skills' openings of");
  const scores = scoreSkills(inputs.technologySkills, detailedEmployment(inputs), openingsBySoc).filter(
    (s) => s.inDemandOccupations > 0,
  );
  const detailed = inputs.oewsNational.occupations.filter((o) => o.group === "detailed");
  const slugs = occupationSlugs(detailed.map((o) => ({ soc: o.code, title: o.title })));
  const titles = new Map(detailed.map((o) => [o.code, o.title]));
  const ranked = scores.filter((s) => !s.baseline);
  const baseline = scores.filter((s) => s.baseline);
  const share = (employment: number) => decimalString((employment / total.employment) * 100, 1);
  const openingsShare = (openings: number) => decimalString((openings / (totalOpenings * 1000)) * 100, 1);
  const used = new Set<string>();
  const listed = [...ranked.slice(0, SKILL_LIMIT - baseline.length), ...baseline];
  const rows: Skill[] = listed.map((s, index) => {
    let id = slugify(s.name) || `skill-${index + 1}`;
    while (used.has(id)) id = `${id}-${index + 1}`;
    used.add(id);
    return {
      id,
      rank: index + 1,
      name: s.name,
      category: s.category,
      jobCount: Math.round(s.inDemandOpenings),
      percentage: openingsShare(s.inDemandOpenings),
      employment: Math.round(s.inDemandEmployment),
      ...(s.baseline ? { baselineTool: true as const } : {}),
      occupations: s.inDemandOccupations,
      listedOccupations: s.listedOccupations,
      listedPercentage: share(s.listedEmployment),
      hotTechnology: s.hot,
      topOccupations: s.inDemandSocs.slice(0, SKILL_OCCUPATION_LINKS).map((soc) => ({
        soc,
        slug: slugs.get(soc) ?? soc,
        title: titles.get(soc) ?? soc,
      })),
    };
  });
  const month = inputs.oewsNational.month;
  const onet = `${inputs.onetVersion.version} (${inputs.onetVersion.release})`;
  const occupationsNote = `distinct detailed occupations (6-digit SOC with OEWS ${formatPeriod(month)} employment; O*NET-SOC codes folded to their SOC code)`;
  return {
    entity: "skills",
    data: rows,
    referencePeriod: month,
    asOf: `${inputs.onetVersion.version}; employment ${formatPeriod(month)}`,
    sources: [
      sourceFor("onet", inputs.onetVersion.month, onetAttribution(inputs.onetVersion.version)),
      sourceFor("bls-oews-national", month),
      sourceFor("bls-employment-projections", "2024/2034"),
    ],
    methodology: {
      name: `A technology ('Example') of the ${onet} Technology Skills file that O*NET flags In Demand for at least one occupation (${scores.length} technologies). O*NET's two flags: ${ONET_FLAG_MEANINGS.inDemand}; ${ONET_FLAG_MEANINGS.hot}.`,
      category: "The O*NET commodity title the technology is most often filed under.",
      jobCount: `${SKILL_NUMBER}: the sum of BLS Employment Projections 2024–34 annual average openings (thousands × 1,000) of the ${occupationsNote} for which O*NET flags the technology In Demand. Openings count jobs that will need filling each year (growth and workers leaving), not postings that name the technology.`,
      percentage: `jobCount ÷ projected openings a year of all occupations (${Math.round(totalOpenings * 1000)}, ${totalRow === undefined ? "the sum of the detailed occupations" : "the table's total"}) × 100, one decimal, as a string (0–100, for the demand bar).`,
      employment: `OEWS ${formatPeriod(month)} national employment (TOT_EMP) of the same occupations: the people working in them.`,
      baselineTool: `True for a baseline tool, ${BASELINE_RULE} (of ${detailedEmployment(inputs).size} ${occupationsNote}): ${baseline.map((s) => s.name).join(", ") || "none"}. They are what nearly every office job lists, so they would top any ranking by size without saying what distinguishes demand; they are listed once, after the ranked skills, and not ranked.`,
      occupations: `Flagged in demand in N occupations: the number of ${occupationsNote} for which O*NET flags the technology In Demand.`,
      listedOccupations: `Listed in N occupations: the number of ${occupationsNote} whose O*NET Technology Skills profile lists the technology, flagged or not. Office software is listed for most occupations, so this measures how widespread a tool is, not demand for it.`,
      listedPercentage: `Share of US employment in occupations that list it: OEWS employment of the occupations counted in listedOccupations ÷ total employment × 100, one decimal, as a string. A measure of ubiquity, not demand.`,
      topOccupations: `Up to ${SKILL_OCCUPATION_LINKS} of the occupations where O*NET flags the technology In Demand, most employed first (OEWS ${formatPeriod(month)}), each with the address slug of its page.`,
      hotTechnology: `O*NET's Hot Technology flag: ${ONET_FLAG_MEANINGS.hot}.`,
      rank: `Most in-demand first: ordered by jobCount, the projected openings a year of the occupations where O*NET flags the technology In Demand (then by their employment, then alphabetically); the top ${SKILL_LIMIT - baseline.length} ranked skills, then the baseline tools. Weighing by openings rather than employment favours the occupations that will hire, and setting the baseline tools aside keeps office software, listed by most occupations, from standing for demand.`,
    },
    count: rows.length,
  };
}

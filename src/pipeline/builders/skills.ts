/**
 * Skills: the technologies O*NET flags "In Demand" for at least one occupation, ranked by the OEWS employment of
 * the occupations where they are In Demand; with how widely each is listed, and O*NET's Hot Technology flag.
 */
import type { Skill } from "../../domain/entities.ts";
import { formatPeriod } from "../../domain/format.ts";
import { occupationSlugs } from "../../domain/occupation.ts";
import { slugify } from "../../domain/text.ts";
import { InputError } from "../errors.ts";
import type { Inputs } from "../load-inputs.ts";
import { compareText, decimalString } from "../numbers.ts";
import { OEWS_NATIONAL_FILE } from "../readers/oews.ts";
import type { TechnologySkill } from "../readers/onet.ts";
import { onetAttribution, sourceFor } from "../sources.ts";
import type { EntityBuild } from "./types.ts";

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
 * where it is In Demand, and where it is listed at all. Sorted by the employment of the occupations where it is
 * In Demand, then by the employment of the occupations that list it, then by name.
 */
export function scoreSkills(
  skills: readonly TechnologySkill[],
  employmentBySoc: ReadonlyMap<string, number>,
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
    }))
    .sort(
      (a, b) =>
        b.inDemandEmployment - a.inDemandEmployment ||
        b.listedEmployment - a.listedEmployment ||
        compareText(a.name, b.name),
    );
}

/** SOC code → OEWS national employment, detailed occupations only. */
export function detailedEmployment(inputs: Pick<Inputs, "oewsNational">): Map<string, number> {
  return new Map(
    inputs.oewsNational.occupations.filter((o) => o.group === "detailed").map((o) => [o.code, o.employment] as const),
  );
}

export function buildSkills(
  inputs: Pick<Inputs, "technologySkills" | "oewsNational" | "onetVersion">,
): EntityBuild<"skills"> {
  const total = inputs.oewsNational.occupations.find((o) => o.group === "total");
  if (!total) throw new InputError(OEWS_NATIONAL_FILE, "no 'All Occupations' (00-0000) total row");
  const scores = scoreSkills(inputs.technologySkills, detailedEmployment(inputs)).filter(
    (s) => s.inDemandOccupations > 0,
  );
  const detailed = inputs.oewsNational.occupations.filter((o) => o.group === "detailed");
  const slugs = occupationSlugs(detailed.map((o) => ({ soc: o.code, title: o.title })));
  const titles = new Map(detailed.map((o) => [o.code, o.title]));
  const share = (employment: number) => decimalString((employment / total.employment) * 100, 1);
  const used = new Set<string>();
  const rows: Skill[] = scores.slice(0, SKILL_LIMIT).map((s, index) => {
    let id = slugify(s.name) || `skill-${index + 1}`;
    while (used.has(id)) id = `${id}-${index + 1}`;
    used.add(id);
    return {
      id,
      rank: index + 1,
      name: s.name,
      category: s.category,
      jobCount: Math.round(s.inDemandEmployment),
      percentage: share(s.inDemandEmployment),
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
    ],
    methodology: {
      name: `A technology ('Example') of the ${onet} Technology Skills file that O*NET flags In Demand for at least one occupation (${scores.length} technologies). O*NET's two flags: ${ONET_FLAG_MEANINGS.inDemand}; ${ONET_FLAG_MEANINGS.hot}.`,
      category: "The O*NET commodity title the technology is most often filed under.",
      jobCount: `Employment in occupations where it is in demand: the sum of OEWS ${formatPeriod(month)} national employment (TOT_EMP) of the ${occupationsNote} for which O*NET flags the technology In Demand. It counts people employed in those occupations, not job openings or people who use the technology.`,
      percentage: `jobCount ÷ total employment of all occupations (${Math.round(total.employment)}) × 100, one decimal, as a string (0–100, for the demand bar): the share of US employment in occupations where the technology is in demand.`,
      occupations: `Flagged in demand in N occupations: the number of ${occupationsNote} for which O*NET flags the technology In Demand.`,
      listedOccupations: `Listed in N occupations: the number of ${occupationsNote} whose O*NET Technology Skills profile lists the technology, flagged or not. Office software is listed for most occupations, so this measures how widespread a tool is, not demand for it.`,
      listedPercentage: `Share of US employment in occupations that list it: OEWS employment of the occupations counted in listedOccupations ÷ total employment × 100, one decimal, as a string. A measure of ubiquity, not demand.`,
      topOccupations: `Up to ${SKILL_OCCUPATION_LINKS} of the occupations where O*NET flags the technology In Demand, most employed first (OEWS ${formatPeriod(month)}), each with the address slug of its page.`,
      hotTechnology: `O*NET's Hot Technology flag: ${ONET_FLAG_MEANINGS.hot}.`,
      rank: `Most in-demand first: ordered by jobCount, the employment in occupations where O*NET flags the technology In Demand (then by the employment of the occupations that list it, then alphabetically); the top ${SKILL_LIMIT} are listed. Employment in occupations that merely list a technology is not used to rank, because it ranks what is everywhere (office software) rather than what employers ask for.`,
    },
    count: rows.length,
  };
}

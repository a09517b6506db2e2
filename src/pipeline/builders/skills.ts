/**
 * Skills: O*NET technologies flagged "Hot Technology" or "In Demand" for an occupation, ranked by the OEWS
 * employment of the occupations that flag them.
 */
import type { Skill } from "../../domain/entities.ts";
import { formatPeriod } from "../../domain/format.ts";
import { InputError } from "../errors.ts";
import type { Inputs } from "../load-inputs.ts";
import { compareText, decimalString, slugify } from "../numbers.ts";
import { OEWS_NATIONAL_FILE } from "../readers/oews.ts";
import type { TechnologySkill } from "../readers/onet.ts";
import { onetAttribution, sourceFor } from "../sources.ts";
import type { EntityBuild } from "./types.ts";

/** How many skills the dataset lists. */
export const SKILL_LIMIT = 250;

export interface SkillScore {
  readonly name: string;
  readonly category: string;
  /** OEWS employment of the distinct occupations flagging the skill. */
  readonly jobCount: number;
  readonly occupations: number;
}

/** Most frequent value, ties broken alphabetically. */
function mode(values: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || compareText(a[0], b[0]))[0]?.[0] ?? "";
}

/**
 * Scores every flagged technology: employment summed over the distinct 6-digit SOC occupations that flag it
 * (an O*NET occupation maps to its SOC code; each SOC counted once per skill). Sorted by jobCount, then name.
 */
export function scoreSkills(
  skills: readonly TechnologySkill[],
  employmentBySoc: ReadonlyMap<string, number>,
): SkillScore[] {
  const bySkill = new Map<string, { socs: Set<string>; categories: string[] }>();
  for (const row of skills) {
    if (!row.hot && !row.inDemand) continue;
    if (!employmentBySoc.has(row.soc)) continue;
    const entry = bySkill.get(row.example) ?? { socs: new Set<string>(), categories: [] };
    entry.socs.add(row.soc);
    entry.categories.push(row.commodityTitle);
    bySkill.set(row.example, entry);
  }
  return [...bySkill]
    .map(([name, entry]) => ({
      name,
      category: mode(entry.categories),
      jobCount: [...entry.socs].reduce((sum, soc) => sum + (employmentBySoc.get(soc) ?? 0), 0),
      occupations: entry.socs.size,
    }))
    .sort((a, b) => b.jobCount - a.jobCount || compareText(a.name, b.name));
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
  const scores = scoreSkills(inputs.technologySkills, detailedEmployment(inputs));
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
      jobCount: Math.round(s.jobCount),
      percentage: decimalString((s.jobCount / total.employment) * 100, 1),
      occupations: s.occupations,
    };
  });
  const month = inputs.oewsNational.month;
  const onet = `${inputs.onetVersion.version} (${inputs.onetVersion.release})`;
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
      name: `A technology ('Example') of the ${onet} Technology Skills file that at least one occupation flags as Hot Technology or In Demand.`,
      category: "The O*NET commodity title the technology is most often filed under.",
      jobCount: `Sum of OEWS ${formatPeriod(month)} national employment (TOT_EMP) of the distinct detailed occupations (6-digit SOC; O*NET-SOC codes folded to their SOC code) that flag the technology as Hot Technology or In Demand. It measures how many jobs are in occupations where the skill is in demand, not job openings.`,
      percentage: `jobCount ÷ total employment of all occupations (${Math.round(total.employment)}) × 100, one decimal, as a string (0–100, for the demand bar).`,
      rank: `Order of jobCount, largest first (ties alphabetical); the top ${SKILL_LIMIT} are listed.`,
      occupations: "Number of distinct detailed occupations that flag the technology.",
    },
    count: rows.length,
  };
}

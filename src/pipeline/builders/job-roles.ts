/**
 * Job roles: detailed occupations joined across OEWS (employment, wages, metro areas), BLS Employment Projections
 * (openings, growth, experience, education), O*NET (skills and knowledge ratings, technologies, Job Zones) and
 * Dingel–Neiman (teleworkability).
 */

import { NOT_SPECIFIED } from "../../domain/constants.ts";
import type { JobRole } from "../../domain/entities.ts";
import { formatPeriod } from "../../domain/format.ts";
import { EDUCATION_LEVEL, EXPERIENCE_LEVELS, experienceLevelOf, teleworkText } from "../../domain/job-roles.ts";
import { occupationSlugs } from "../../domain/occupation.ts";
import { spanOf } from "../../domain/periods.ts";
import type { Inputs } from "../load-inputs.ts";
import { compareText, fromThousands, round } from "../numbers.ts";
import type { Teleworkability } from "../readers/telework.ts";
import { DINGEL_NEIMAN_CITATION, onetAttribution, sourceFor } from "../source-catalogue.ts";
import type { EntityBuild } from "./builder-types.ts";
import { CBSA_PERIOD } from "./places.ts";
import { keySkills, metroLeaders } from "./role-places-skills.ts";
import { detailedEmployment, scoreSkills } from "./skills.ts";
import { groupLabel } from "./state-base.ts";

export const TOP_LOCATIONS = 5;
/** Why a role lists no top locations. */
export const NO_METRO_NOTE = "BLS publishes no metropolitan-area employment for this occupation.";
export const ROLE_SKILLS = 8;

export type TeleworkBasis = "code" | "title" | "minor group" | "major group";

/**
 * Teleworkability of a SOC 2018 occupation from the Dingel–Neiman file, which uses OES May 2018 (largely SOC 2010)
 * codes: the same code; else the same title; else the mean score of the file's occupations in the same SOC minor
 * group (e.g. 15-1xxx), else in the same major group. Group means are estimates and are flagged.
 */
export function teleworkFor(
  code: string,
  title: string,
  scores: ReadonlyMap<string, Teleworkability>,
): { share: number; basis: TeleworkBasis } | undefined {
  const direct = scores.get(code);
  if (direct) return { share: direct.share, basis: "code" };
  const lower = title.toLowerCase();
  for (const [, entry] of [...scores].sort((a, b) => compareText(a[0], b[0]))) {
    if (entry.title.toLowerCase() === lower) return { share: entry.share, basis: "title" };
  }
  for (const [basis, prefix] of [
    ["minor group", code.slice(0, 4)],
    ["major group", code.slice(0, 3)],
  ] as const) {
    const group = [...scores].filter(([c]) => c.startsWith(prefix)).map(([, e]) => e.share);
    if (group.length > 0) return { share: group.reduce((s, v) => s + v, 0) / group.length, basis };
  }
  return undefined;
}

export type JobRolesInputs = Pick<
  Inputs,
  | "oewsNational"
  | "oewsStates"
  | "oewsAreas"
  | "cbsa"
  | "projections"
  | "technologySkills"
  | "jobZones"
  | "teleworkability"
  | "onetVersion"
  | "onetDetails"
>;

export function buildJobRoles(inputs: JobRolesInputs): EntityBuild<"job-roles"> {
  const { occupations, month } = inputs.oewsNational;
  const majors = new Map(
    occupations.filter((o) => o.group === "major").map((o) => [o.code.slice(0, 2), groupLabel(o.title)]),
  );
  const projections = new Map(inputs.projections.filter((p) => p.type === "Line item").map((p) => [p.code, p]));

  // Skill order: In Demand (occupation-specific) first, most specific first; then Hot Technologies by national rank.
  const employment = detailedEmployment(inputs);
  // The national order here is by employment of the occupations where a technology is In Demand (the skills page
  // ranks by projected openings and sets baseline tools aside; a role's own list is about that occupation).
  const scored = scoreSkills(inputs.technologySkills, employment).sort(
    (a, b) =>
      b.inDemandEmployment - a.inDemandEmployment ||
      b.listedEmployment - a.listedEmployment ||
      compareText(a.name, b.name),
  );
  const skillRank = new Map(scored.map((s, i) => [s.name, i]));
  const skillSpread = new Map(scored.map((s) => [s.name, s.listedOccupations]));
  const skillsBySoc = new Map<string, Map<string, boolean>>();
  for (const row of inputs.technologySkills) {
    if (!row.hot && !row.inDemand) continue;
    const map = skillsBySoc.get(row.soc) ?? new Map<string, boolean>();
    map.set(row.example, (map.get(row.example) ?? false) || row.inDemand);
    skillsBySoc.set(row.soc, map);
  }

  // Job Zone of the SOC's base O*NET occupation (".00"), else its first detailed O*NET occupation.
  const zones = new Map<string, number>();
  for (const z of [...inputs.jobZones].sort((a, b) => compareText(a.onetCode, b.onetCode))) {
    if (!zones.has(z.soc)) zones.set(z.soc, z.zone);
  }

  const topMetros = metroLeaders(inputs, TOP_LOCATIONS);
  const ranked = keySkills(inputs, ROLE_SKILLS);

  const skipped = { noProjection: 0, noWage: 0, noTelework: 0 };
  let noMetro = 0;
  const bySkillsBasis = { importance: 0, technologies: 0 };
  const bases: Record<TeleworkBasis, number> = { code: 0, title: 0, "minor group": 0, "major group": 0 };
  const levels = Object.fromEntries(EXPERIENCE_LEVELS.map((level) => [level, 0])) as Record<
    (typeof EXPERIENCE_LEVELS)[number],
    number
  >;
  const roles: JobRole[] = [];
  const slugs = occupationSlugs(
    occupations.filter((o) => o.group === "detailed").map((o) => ({ soc: o.code, title: o.title })),
  );
  for (const occ of occupations) {
    if (occ.group !== "detailed") continue;
    const projection = projections.get(occ.code);
    const telework = teleworkFor(occ.code, occ.title, inputs.teleworkability);
    if (!projection || projection.openings === undefined || projection.changePercent === undefined) {
      skipped.noProjection += 1;
      continue;
    }
    if (occ.meanWage === undefined) {
      skipped.noWage += 1;
      continue;
    }
    if (telework === undefined) {
      skipped.noTelework += 1;
      continue;
    }
    const rated = ranked.get(occ.code);
    const skills =
      rated ??
      [...(skillsBySoc.get(occ.code) ?? new Map<string, boolean>())]
        .sort(
          (a, b) =>
            Number(b[1]) - Number(a[1]) ||
            (a[1] ? (skillSpread.get(a[0]) ?? Infinity) - (skillSpread.get(b[0]) ?? Infinity) : 0) ||
            (skillRank.get(a[0]) ?? Infinity) - (skillRank.get(b[0]) ?? Infinity) ||
            compareText(a[0], b[0]),
        )
        .slice(0, ROLE_SKILLS)
        .map(([name]) => name);
    const topLocations = topMetros.get(occ.code) ?? [];
    if (topLocations.length === 0) noMetro += 1;
    if (rated) bySkillsBasis.importance += 1;
    else bySkillsBasis.technologies += 1;
    const zone = zones.get(occ.code);
    bases[telework.basis] += 1;
    const estimated = telework.basis === "minor group" || telework.basis === "major group";
    const experience = experienceLevelOf({
      workExperience: projection.experience,
      education: projection.education,
      jobZone: zone,
    });
    if (experience) levels[experience] += 1;
    roles.push({
      id: occ.code,
      title: occ.title,
      category: majors.get(occ.code.slice(0, 2)) ?? "Other",
      openings: fromThousands(projection.openings),
      averageSalary: Math.round(occ.meanWage),
      experienceLevel: experience ?? NOT_SPECIFIED,
      remotePercentage: round(telework.share * 100, 0),
      ...(estimated ? { remoteEstimated: true } : {}),
      growthRate: round(projection.changePercent, 1),
      topLocations,
      ...(topLocations.length === 0 ? { topLocationsNote: NO_METRO_NOTE } : {}),
      requiredSkills: skills,
      skillsBasis: rated ? "importance" : "technologies",
      socCode: occ.code,
      ...(slugs.has(occ.code) ? { occupationSlug: slugs.get(occ.code) } : {}),
      ...(occ.medianWage === undefined ? {} : { medianSalary: Math.round(occ.medianWage) }),
      employment: Math.round(occ.employment),
      ...(projection.education ? { education: projection.education } : {}),
      ...(zone === undefined ? {} : { jobZone: zone }),
    });
  }
  roles.sort((a, b) => b.openings - a.openings || compareText(a.title, b.title));
  const remoteCounts = { yes: 0, no: 0, part: 0 };
  for (const role of roles) {
    const text = teleworkText(role);
    remoteCounts[text === "Yes" ? "yes" : text === "No" ? "no" : "part"] += 1;
  }

  const referencePeriod = spanOf([month, inputs.onetVersion.month]);
  return {
    entity: "job-roles",
    data: roles,
    referencePeriod,
    asOf: `OEWS ${formatPeriod(month)}; projections 2024–34; ${inputs.onetVersion.version}`,
    sources: [
      sourceFor("bls-oews-national", month),
      sourceFor("bls-oews-areas", month),
      sourceFor("census-cbsa", CBSA_PERIOD),
      sourceFor("bls-employment-projections", "2024/2034"),
      sourceFor("onet", inputs.onetVersion.month, onetAttribution(inputs.onetVersion.version)),
      sourceFor("dingel-neiman", "2020", DINGEL_NEIMAN_CITATION),
    ],
    methodology: {
      scope: `Every detailed occupation of OEWS ${formatPeriod(month)} that also has a BLS 2024–34 projection, an annual mean wage and a Dingel–Neiman teleworkability score (${roles.length} roles). Left out: ${skipped.noProjection} without a projection line item, ${skipped.noWage} with hourly wages only, ${skipped.noTelework} without a teleworkability score.`,
      id: "The 6-digit SOC code.",
      category: "The SOC major group of the occupation (as in job-categories.json).",
      openings:
        "BLS Employment Projections: occupational openings, 2024–34 annual average (Table 1.2), as a count (thousands × 1,000). Openings include replacement of workers who leave, so they exceed net growth.",
      averageSalary: `OEWS ${formatPeriod(month)} national annual mean wage (A_MEAN), dollars.`,
      medianSalary: `OEWS ${formatPeriod(month)} national annual median wage (A_MEDIAN), dollars.`,
      employment: `OEWS ${formatPeriod(month)} national employment (TOT_EMP).`,
      experienceLevel: `The highest of three readings of what entering the occupation takes. BLS 'Work experience in a related occupation' (Table 1.2): None → Entry level, Less than 5 years → Mid level, 5 years or more → Senior level. BLS 'Typical education needed for entry': ${Object.entries(
        EDUCATION_LEVEL,
      )
        .map(([education, level]) => `${education} → ${level}`)
        .join(
          ", ",
        )}. O*NET Job Zone (${inputs.onetVersion.version}): 1–2 (little or some preparation) → Entry level, 3–4 (previous work-related skill, knowledge or experience required) → Mid level, 5 (extensive preparation: many such occupations need more than five years of experience or training beyond college) → Senior level. So a role is entry level only when it needs no related work experience, no education beyond some college and at most some preparation; BLS's 'None' for related work experience alone does not make a role entry level (surgeons and lawyers need none, but a doctoral or professional degree and Job Zone 5 preparation). Roles: ${EXPERIENCE_LEVELS.map((level) => `${levels[level]} ${level.toLowerCase()}`).join(", ")}.`,
      education: "BLS 'Typical education needed for entry' (Table 1.2).",
      jobZone: `O*NET Job Zone (1 little or no preparation … 5 extensive preparation) of the SOC's base O*NET occupation (${inputs.onetVersion.version}).`,
      remotePercentage: `Dingel & Neiman (2020) classify each O*NET occupation as work that can be done at home (1) or cannot (0), from O*NET's work context and generalized work activity surveys (e.g. working outdoors most days, or operating vehicles or equipment, rules it out). Their file by BLS code averages those 0/1 classifications where a code spans several O*NET occupations, so remotePercentage is the share of the code's O*NET occupations classified as can be done at home, × 100, rounded: 100 reads "Yes", 0 "No" (${remoteCounts.yes} roles Yes, ${remoteCounts.no} No, ${remoteCounts.part} in between). It is neither the share of the work nor of the jobs done at home: a feasibility classification, not the share of jobs actually remote. The file uses OES May 2018 (SOC 2010-based) codes, so each SOC 2018 occupation takes the score of the same code (${bases.code} roles), else of the same title (${bases.title}), else the mean score of the file's occupations in its SOC minor group (${bases["minor group"]}) or major group (${bases["major group"]}); group means are estimates and carry remoteEstimated: true. ${DINGEL_NEIMAN_CITATION}`,
      growthRate: "BLS projected employment change, percent, 2024–34 (a ten-year change, not annual).",
      topLocations: `The ${TOP_LOCATIONS} metropolitan areas with the most employment in the occupation (OEWS ${formatPeriod(month)} metropolitan area estimates; ties by CBSA code), each named by the first principal city of its CBSA in the Census delineation (July 2023) and that city's state, 'Austin, TX'. Areas whose employment BLS did not publish are left out. ${noMetro} roles have no published metro-area employment: their list is empty and topLocationsNote says why.`,
      topLocationsNote: NO_METRO_NOTE,
      requiredSkills: `Where O*NET rates the occupation (its own O*NET code, ${inputs.onetVersion.version}): its ${ROLE_SKILLS} most important skills and knowledge areas together, by O*NET importance (1–5; ties by level, then name), skillsBasis "importance" (${bySkillsBasis.importance} roles). Where O*NET rates neither, up to ${ROLE_SKILLS} technologies O*NET flags for the occupation (any of its O*NET-SOC codes) as Hot Technology or In Demand: In Demand first, the most specific first (listed for the fewest occupations nationally), then Hot Technologies in the order of the national skill ranking (skills.json), skillsBasis "technologies" (${bySkillsBasis.technologies} roles). Another occupation's ratings are never used.`,
      skillsBasis:
        'How requiredSkills was chosen: "importance" (O*NET skills and knowledge ratings) or "technologies" (O*NET does not rate the occupation, so its flagged technologies).',
      order: "Most openings first (ties alphabetical).",
    },
    count: roles.length,
  };
}

/**
 * The O*NET part of an occupation's data. Ratings (skills, knowledge, education and experience, Job Zone), the
 * description, tasks and related occupations are those of the SOC's own O*NET occupation ("15-1252.00"), never of
 * another occupation or of one of its specialties: where O*NET does not rate it, it is "not rated", with the reason.
 * Titles and technologies are names, so those of its specialties ("15-1299.08") count for it too.
 */
import { baseOnetCode, socOfOnetCode } from "../../domain/occupation.ts";
import type { OccupationData, RatedList, Rating } from "../../domain/occupation-data.ts";
import type { Inputs } from "../load-inputs.ts";
import { compareText } from "../numbers.ts";
import type { ElementRating } from "../readers/onet-ratings.ts";

/** How many tools, tasks and related occupations an occupation's data lists. */
export const TOOL_LIMIT = 30;
export const TASK_LIMIT = 6;

export type OnetInputs = Pick<Inputs, "onetDetails" | "technologySkills" | "jobZones" | "onetVersion">;

type OnetPart = Pick<
  OccupationData,
  "onetCode" | "description" | "preparation" | "skills" | "knowledge" | "tools" | "related" | "titles" | "tasks"
>;

function group<T>(rows: readonly T[], key: (row: T) => string | undefined): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    if (k === undefined) continue;
    const list = out.get(k) ?? [];
    list.push(row);
    out.set(k, list);
  }
  return out;
}

/** Ratings, most important first (then higher level, then name). */
export function rankRatings(ratings: readonly ElementRating[]): Rating[] {
  return [...ratings]
    .sort((a, b) => b.importance - a.importance || (b.level ?? -1) - (a.level ?? -1) || compareText(a.name, b.name))
    .map((r) => ({ id: r.elementId, name: r.name, importance: r.importance, level: r.level ?? null }));
}

/** Indexes of the O*NET inputs, built once for all occupations. */
export function onetIndex(inputs: OnetInputs) {
  const d = inputs.onetDetails;
  const version = inputs.onetVersion.version;
  const occupations = new Map(d.occupations.map((o) => [o.code, o]));
  const notRated = (domain: string, code: string): string =>
    occupations.has(code)
      ? `${version} has no ${domain} ratings for ${code} ${occupations.get(code)?.title ?? ""}: O*NET has not rated it in this domain.`
      : `${version} has no occupation ${code}, so it rates none of this occupation's ${domain.toLowerCase()}.`;
  const rated = (domain: string, map: ReadonlyMap<string, readonly ElementRating[]>, code: string): RatedList => {
    const list = map.get(code) ?? [];
    return list.length > 0
      ? { rated: true, items: rankRatings(list) }
      : { rated: false, reason: notRated(domain, code) };
  };
  return {
    version,
    occupations,
    notRated,
    skills: (code: string) => rated("Skills", d.skills, code),
    knowledge: (code: string) => rated("Knowledge", d.knowledge, code),
    tasks: group(d.tasks, (t) => t.code),
    related: group(d.related, (r) => r.code),
    reported: group(d.reportedTitles, (t) => socOfOnetCode(t.code)),
    alternate: group(d.alternateTitles, (t) => socOfOnetCode(t.code)),
    tools: group(inputs.technologySkills, (t) => t.soc),
    zones: new Map(inputs.jobZones.map((z) => [z.onetCode, z.zone])),
  };
}
export type OnetIndex = ReturnType<typeof onetIndex>;

/**
 * The text of a category. O*NET's categories file leaves related work experience category 1 blank: it is the
 * category of no related experience (the next is "Up to and including 1 month"), so it reads "None".
 */
export function categoryLabel(labels: ReadonlyMap<string, string>, scale: string, category: number): string {
  const text = labels.get(`${scale} ${category}`);
  if (text) return text;
  if (scale === "RW" && category === 1) return "None";
  return `Category ${category}`;
}

function categories(inputs: OnetInputs, index: OnetIndex, code: string, scale: "RL" | "RW", domain: string) {
  const shares = (inputs.onetDetails.ete.get(code) ?? []).filter((s) => s.scale === scale && s.percent > 0);
  if (shares.length === 0) return { rated: false as const, reason: index.notRated(domain, code) };
  return {
    rated: true as const,
    categories: [...shares]
      .sort((a, b) => a.category - b.category)
      .map((s) => ({
        category: s.category,
        label: categoryLabel(inputs.onetDetails.eteCategories, scale, s.category),
        percent: s.percent,
      })),
  };
}

function uniqueTitles(titles: readonly string[], exclude: ReadonlySet<string> = new Set()): string[] {
  const seen = new Set(exclude);
  const out: string[] = [];
  for (const t of titles) {
    const key = t.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(t);
  }
  return out;
}

/**
 * A few typical tasks: the core tasks in O*NET's order; where O*NET has typed none of the occupation's tasks core or
 * supplemental (Software Developers in 29.3), its untyped tasks; never supplemental ones.
 */
export function typicalTasks(tasks: readonly { task: string; type: string }[]): string[] {
  const core = tasks.filter((t) => t.type === "Core");
  const chosen = core.length > 0 ? core : tasks.filter((t) => t.type === "");
  return chosen.slice(0, TASK_LIMIT).map((t) => t.task);
}

/** The O*NET part of one SOC's data. `titles` maps every SOC that has a page to its OEWS title. */
export function onetPart(
  inputs: OnetInputs,
  index: OnetIndex,
  soc: string,
  titles: ReadonlyMap<string, string>,
): OnetPart {
  const code = baseOnetCode(soc);
  const own = index.occupations.get(code);
  const tools = new Map<string, { hot: boolean; inDemand: boolean }>();
  for (const t of index.tools.get(soc) ?? []) {
    const prior = tools.get(t.example);
    tools.set(t.example, { hot: (prior?.hot ?? false) || t.hot, inDemand: (prior?.inDemand ?? false) || t.inDemand });
  }
  const related: OccupationData["related"] = [];
  for (const r of [...(index.related.get(code) ?? [])].sort((a, b) => a.index - b.index)) {
    const relatedSoc = socOfOnetCode(r.relatedCode);
    if (r.tier === "Supplemental" || !relatedSoc || relatedSoc === soc) continue;
    const title = titles.get(relatedSoc);
    if (!title || related.some((x) => x.soc === relatedSoc)) continue;
    related.push({ soc: relatedSoc, title, onetTitle: r.relatedTitle, tier: r.tier });
  }
  const reported = uniqueTitles((index.reported.get(soc) ?? []).map((t) => t.title));
  return {
    onetCode: own ? code : null,
    description: own?.description ?? null,
    preparation: {
      jobZone: index.zones.get(code) ?? null,
      education: categories(inputs, index, code, "RL", "Education"),
      experience: categories(inputs, index, code, "RW", "Experience"),
    },
    skills: index.skills(code),
    knowledge: index.knowledge(code),
    tools: {
      total: tools.size,
      items: [...tools]
        .sort(
          (a, b) =>
            Number(b[1].inDemand) - Number(a[1].inDemand) ||
            Number(b[1].hot) - Number(a[1].hot) ||
            compareText(a[0], b[0]),
        )
        .slice(0, TOOL_LIMIT)
        .map(([name, f]) => ({ name, hot: f.hot, inDemand: f.inDemand })),
    },
    related,
    titles: {
      reported,
      alternate: uniqueTitles(
        (index.alternate.get(soc) ?? []).map((t) => t.title),
        new Set(reported.map((t) => t.toLowerCase())),
      ),
    },
    tasks: typicalTasks(index.tasks.get(code) ?? []),
  };
}

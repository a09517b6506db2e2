/**
 * What a job-role card lists: the metro areas with the most employment in the occupation ('City, ST'), and its key
 * skills from O*NET's importance ratings of its skills and knowledge (the same ranking as its occupation data).
 */
import { baseOnetCode } from "../../domain/occupation.ts";
import type { Inputs } from "../load-inputs.ts";
import { compareText } from "../numbers.ts";
import { rankRatings } from "./occupation-onet.ts";
import { placesOf } from "./places.ts";

/** SOC code → the labels of its `limit` metro areas with the most published employment (ties by CBSA code). */
export function metroLeaders(
  inputs: Pick<Inputs, "oewsAreas" | "cbsa" | "oewsNational">,
  limit: number,
): Map<string, string[]> {
  const labels = new Map(placesOf(inputs).map((p) => [p.code, p.label]));
  const bySoc = new Map<string, { code: string; employment: number }[]>();
  for (const area of inputs.oewsAreas.areas) {
    if (area.kind !== "metro") continue;
    for (const [soc, e] of area.occupations) {
      if (e.employment === null) continue;
      const list = bySoc.get(soc) ?? [];
      list.push({ code: area.code, employment: e.employment });
      bySoc.set(soc, list);
    }
  }
  const out = new Map<string, string[]>();
  for (const [soc, list] of bySoc) {
    out.set(
      soc,
      list
        .sort((a, b) => b.employment - a.employment || compareText(a.code, b.code))
        .slice(0, limit)
        .map((a) => labels.get(a.code) ?? a.code),
    );
  }
  return out;
}

/**
 * SOC code → its `limit` most important O*NET skills and knowledge areas together (importance, then level, then
 * name), from the ratings of its own O*NET code; SOC codes O*NET rates in neither domain are absent.
 */
export function keySkills(inputs: Pick<Inputs, "onetDetails" | "oewsNational">, limit: number): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const o of inputs.oewsNational.occupations) {
    const code = baseOnetCode(o.code);
    const ratings = [...(inputs.onetDetails.skills.get(code) ?? []), ...(inputs.onetDetails.knowledge.get(code) ?? [])];
    if (ratings.length === 0) continue;
    out.set(
      o.code,
      rankRatings(ratings)
        .slice(0, limit)
        .map((r) => r.name),
    );
  }
  return out;
}

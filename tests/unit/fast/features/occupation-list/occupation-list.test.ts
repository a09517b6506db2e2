import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MATCH_SCORES } from "~/domain/occupation-search.ts";
import {
  groupAnchor,
  groupOccupations,
  matchText,
  RESULT_LIMIT,
  resultCountText,
  wageText,
} from "~/features/occupation-list/occupation-list.ts";

const seed = (file: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../../../../data/seed", file), "utf8")).data;

describe("the /occupations list", () => {
  const groups = groupOccupations(seed("occupations.json"), seed("job-categories.json"));

  it("puts every occupation once under its named major group, groups in SOC order, titles alphabetical", () => {
    expect(groups.map((g) => g.soc)).toEqual([...groups.map((g) => g.soc)].sort());
    expect(groups).toHaveLength(22);
    expect(groups.reduce((n, g) => n + g.occupations.length, 0)).toBe(seed("occupations.json").length);
    const health = groups.find((g) => g.soc === "29-0000");
    expect(health?.name).toBe("Healthcare Practitioners and Technical");
    expect(health?.occupations.every((o) => o.soc.startsWith("29-"))).toBe(true);
    const titles = health?.occupations.map((o) => o.title) ?? [];
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    expect(groupAnchor(health!)).toBe("group-29");
  });

  it("names a group it has no name for by its code rather than dropping it", () => {
    const [only] = groupOccupations([{ soc: "55-1011", slug: "x", title: "X", employment: 1, medianWage: null }], []);
    expect(only?.name).toBe("Major group 55-0000");
  });

  it("says 'Not published' for a missing median, never $0", () => {
    expect(wageText(null)).toBe("Not published");
    expect(wageText(93600)).toBe("$93,600");
  });

  it("says why a result matched and how many matched", () => {
    expect(matchText({ score: MATCH_SCORES.title })).toBe("its title");
    expect(matchText({ score: MATCH_SCORES.phrase })).toBe("a job title people in it report");
    expect(matchText({ score: MATCH_SCORES.titleWords })).toBe("words of its title");
    expect(matchText({ score: 55 })).toBe("job titles people in it use");
    expect(matchText({ score: MATCH_SCORES.prefix })).toBe("a word beginning so");
    expect(resultCountText(1, "cashier")).toBe("1 occupation matches “cashier”.");
    expect(resultCountText(RESULT_LIMIT + 6, "nurse")).toBe(
      `26 occupations match “nurse”; the ${RESULT_LIMIT} best shown.`,
    );
    expect(resultCountText(0, "xyz")).toMatch(/^No occupation matches “xyz”/);
  });
});

// The dashboard's top cards lead with an answer computed from the rows they show.
import { describe, expect, it } from "vitest";
import type { Skill, State } from "~/domain/entities.ts";
import { SKILL_LABELS } from "~/domain/explore.ts";
import { baselineToolsNote, rankedSkills, SKILL_NUMBER } from "~/domain/skill-ranking.ts";
import { categoriesAnswer, companiesAnswer, skillsAnswer, statesAnswer } from "~/features/dashboard/top-answers.ts";
import { seedData } from "../../../../helpers/seed.ts";

const skill = (name: string, jobCount: number, baselineTool?: true): Skill => ({
  id: name.toLowerCase(),
  rank: 1,
  name,
  category: "Software",
  jobCount,
  percentage: "1.0",
  ...(baselineTool ? { baselineTool } : {}),
});

describe("top cards' answers", () => {
  it("say which state grew fastest and how many of those shown grew", () => {
    const state = (name: string, growthRate: string) => ({ name, growthRate }) as State;
    expect(statesAnswer([state("Nevada", "1.9"), state("Utah", "1.5"), state("Ohio", "-0.2")])).toBe(
      "Nevada's payroll jobs grew fastest over the year (+1.9%); 2 of the 3 shown grew.",
    );
    expect(statesAnswer([state("Nevada", "1.9")])).toContain("all 1 shown grew");
  });

  it("name the leading skill by its openings a year, never a baseline tool", () => {
    expect(skillsAnswer([skill("Microsoft Excel", 6_000_000, true), skill("Python", 635_300)])).toBe(
      "Python leads: the occupations whose job postings often ask for it expect about 635,300 job openings a year.",
    );
  });

  it("answer the categories and companies cards from their first row", () => {
    expect(categoriesAnswer(seedData("job-categories"))).toMatch(/^More people work in .+ than in any other group: /);
    expect(companiesAnswer(seedData("companies"))).toMatch(
      /has the most open US job postings on its own job board: [\d,]+\.$/,
    );
    expect(statesAnswer([])).toBeUndefined();
  });
});

describe("the skills ranking", () => {
  const skills = seedData("skills");

  it("never ranks office software first: the tools most occupations list are baseline tools, named once", () => {
    const ranked = rankedSkills(skills);
    expect(ranked[0]?.name).not.toMatch(/^Microsoft (Office|Excel|Word|Outlook|PowerPoint)/);
    expect(ranked.slice(0, 5).every((s) => !s.baselineTool)).toBe(true);
    const note = baselineToolsNote(skills);
    expect(note).toMatch(
      /^Not ranked, because nearly every office job lists them \(listed in the O\*NET profiles of at least 50% of occupations\): /,
    );
    expect(note).toContain("Microsoft Office software");
  });

  it("says what the number is, with its unit", () => {
    expect(SKILL_LABELS.jobCount).toBe("Projected openings a year in occupations where it is in demand");
    expect(SKILL_NUMBER).toContain("projected job openings a year");
  });
});

// @vitest-environment happy-dom
// /job-roles' top-3 cards lead with one answer sentence each, computed from the roles they list.

import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { JobRole } from "~/domain/entities.ts";
import { roleLeaders } from "~/domain/explore.ts";
import { roleLeaderAnswer } from "~/features/job-roles/leader-answers.ts";
import RoleLeaders from "~/features/job-roles/RoleLeaders.tsx";
import { seedData } from "../../../../helpers/seed.ts";

const periods = { projections: "2024–34", wages: "May 2025" };
const role = (title: string, fields: Partial<JobRole>) =>
  ({ id: title, title, openings: 0, averageSalary: 0, growthRate: 0, remotePercentage: 0, ...fields }) as JobRole;

afterEach(cleanup);

describe("job roles' top cards' answers", () => {
  it("say one plain sentence per card, with the figure and its period", () => {
    expect(roleLeaderAnswer("mostOpenings", [role("Cashiers", { openings: 587_400 })], periods)).toBe(
      "The most job openings are expected for Cashiers: about 587,400 a year over 2024–34.",
    );
    expect(roleLeaderAnswer("highestPaying", [role("Surgeons", { averageSalary: 343_990 })], periods)).toBe(
      "The highest average pay is for Surgeons: $343,990 a year (May 2025).",
    );
    expect(roleLeaderAnswer("fastestGrowing", [role("Wind Turbine Technicians", { growthRate: 49.9 })], periods)).toBe(
      "Jobs for Wind Turbine Technicians are projected to grow fastest: +49.9% over 2024–34.",
    );
  });

  it("say what 'remote friendly' means for the leader: all of its work, or the share of its occupations", () => {
    expect(
      roleLeaderAnswer("remoteFriendly", [role("Accountants", { remotePercentage: 100, openings: 130_000 })], periods),
    ).toBe("Of the roles that can be done from home, the most openings are for Accountants: about 130,000 a year.");
    const partial = roleLeaderAnswer("remoteFriendly", [role("Editors", { remotePercentage: 75 })], periods);
    expect(partial).toBe(
      "The role most often done from home is Editors: 75% of the O*NET occupations it spans can be done there.",
    );
    expect(roleLeaderAnswer("remoteFriendly", [], periods)).toBe(undefined);
  });

  it("come first in each card, under its title", () => {
    const leaders = roleLeaders(seedData("job-roles"));
    render(<RoleLeaders leaders={leaders} periods={periods} />);
    const card = screen.getByTestId("leaders-highestPaying");
    const answer = within(card).getByTestId("card-answer");
    expect(answer.previousElementSibling?.tagName).toBe("H3");
    expect(answer.textContent).toContain(leaders.highestPaying[0]!.title);
    for (const key of ["mostOpenings", "fastestGrowing", "remoteFriendly"])
      expect(within(screen.getByTestId(`leaders-${key}`)).getByTestId("card-answer").textContent).toMatch(/\.$/);
  });

  it("says in plain words when no role qualifies for a card, and gives no answer there", () => {
    const leaders = { ...roleLeaders(seedData("job-roles")), fastestGrowing: [] };
    render(<RoleLeaders leaders={leaders} periods={periods} />);
    const card = screen.getByTestId("leaders-fastestGrowing");
    expect(card.textContent).toContain("No role qualifies for this list: none reaches the mark above.");
    expect(within(card).queryByTestId("card-answer")).toBeNull();
  });
});

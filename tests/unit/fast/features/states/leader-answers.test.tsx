// @vitest-environment happy-dom
// /states' top-3 cards lead with an answer computed from the states they list.

import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { State } from "~/domain/entities.ts";
import { stateLeaders } from "~/domain/explore.ts";
import { stateLeaderAnswer } from "~/features/states/leader-answers.ts";
import StateLeaders from "~/features/states/StateLeaders.tsx";
import { seedData } from "../../../../helpers/seed.ts";

const periods = {
  jobs: "April 2026",
  growth: "April 2025 to April 2026",
  unemployment: "July 2026",
  occupations: "May 2025",
};
const state = (name: string, fields: Partial<State>) =>
  ({ name, totalJobs: 0, growthRate: "0.0", unemploymentRate: "0.0", ...fields }) as State;

afterEach(cleanup);

describe("states' top cards' answers", () => {
  it("name the leader, its figure in plain words, and when the figure is from", () => {
    expect(stateLeaderAnswer("mostJobs", [state("California", { totalJobs: 18_123_400 })], periods)).toBe(
      "California has the most payroll jobs: 18.1 million in April 2026.",
    );
    expect(stateLeaderAnswer("fastestGrowing", [state("Idaho", { growthRate: "2.4" })], periods)).toBe(
      "Idaho added payroll jobs fastest: +2.4% from April 2025 to April 2026.",
    );
    expect(stateLeaderAnswer("lowestUnemployment", [state("South Dakota", { unemploymentRate: "1.9" })], periods)).toBe(
      "South Dakota has the lowest unemployment rate: 1.9% of people working or looking for work were jobless in July 2026.",
    );
  });

  it("never call a loss growth: when even the leader lost jobs, they say no state added any", () => {
    const answer = stateLeaderAnswer("fastestGrowing", [state("Ohio", { growthRate: "-0.3" })], periods);
    expect(answer).toBe("No state added payroll jobs from April 2025 to April 2026; Ohio changed least (-0.3%).");
    expect(answer).not.toContain("fastest");
    expect(stateLeaderAnswer("mostJobs", [], periods)).toBe(undefined);
  });

  it("come first in each card, before its ranked list", () => {
    const states = seedData("states");
    const leaders = stateLeaders(states);
    render(<StateLeaders states={states} periods={periods} />);
    const cards = screen.getAllByTestId("leader-card");
    expect(cards).toHaveLength(3);
    expect(within(cards[1]!).getByTestId("card-answer").textContent).toContain(leaders.fastestGrowing[0]!.name);
    for (const card of cards) {
      const answer = within(card).getByTestId("card-answer");
      expect(answer.previousElementSibling?.tagName).toBe("H2");
      expect(
        answer.compareDocumentPosition(within(card).getByRole("list")) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
  });
});

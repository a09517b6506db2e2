// The headline cards' answers: plain words, the direction from the figures, the preliminary month marked.
import { describe, expect, it } from "vitest";
import {
  monthLabel,
  openingsAnswer,
  topStateAnswer,
  unemploymentAnswer,
  vacancyAnswer,
} from "~/domain/metric-answers.ts";

describe("openingsAnswer", () => {
  it("says fewer openings when they fell, more when they rose, about as many when the change rounds to zero", () => {
    expect(openingsAnswer(7.359, -2.4, "2026-06")).toBe(
      "Employers had 7.4 million jobs open in June 2026 — fewer than in May, so less choice for job seekers.",
    );
    expect(openingsAnswer(7.6, 1.2, "2026-01")).toContain("more than in December, so more choice");
    expect(openingsAnswer(7.6, 0.04, "2026-03")).toContain("about as many as in February");
  });

  it("marks a preliminary month", () => {
    expect(openingsAnswer(7.359, -2.4, "2026-06", true)).toContain("in June 2026 (preliminary) —");
    expect(openingsAnswer(7.359, -2.4, "2026-06", false)).not.toContain("preliminary");
  });
});

describe("unemploymentAnswer", () => {
  // The share of the labor force (working or looking), not of the people looking: they are all jobless.
  it("calls a falling rate good news and a rising one harder news", () => {
    expect(unemploymentAnswer(4.1, -0.1, "2026-07")).toBe(
      "In July 2026, 4.1% of people working or looking for work had no job — down from June, good news for job seekers.",
    );
    expect(unemploymentAnswer(4.3, 0.2, "2026-07")).toContain("up from June, harder news");
    expect(unemploymentAnswer(4.3, 0, "2026-07")).toContain("the same as in June");
  });
});

describe("topStateAnswer", () => {
  it("names the state and its growth, and says when even the top state shrank", () => {
    expect(topStateAnswer("Nevada", 1.9, "2026-04")).toBe(
      "Nevada added payroll jobs fastest in the year to April 2026: up 1.9%.",
    );
    expect(topStateAnswer("Utah", -0.3, "2026-04")).toBe(
      "Every state lost payroll jobs in the year to April 2026; Utah lost the fewest: down 0.3%.",
    );
  });
});

describe("vacancyAnswer and monthLabel", () => {
  it("say days of hiring, never a time to fill", () => {
    expect(vacancyAnswer(44, "2026-04")).toMatch(/^In April 2026 the open jobs equalled about 44 days of hiring/);
    expect(vacancyAnswer(44, "2026-04")).not.toMatch(/time to fill|stays open/);
    expect(monthLabel("2026-06", true)).toBe("June 2026 (preliminary)");
  });
});

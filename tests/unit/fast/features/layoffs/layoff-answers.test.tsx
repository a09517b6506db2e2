// @vitest-environment happy-dom
// The layoffs card's answer and the chart's months still filling in, both by the news's complete-month rule.

import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { lastCompleteMonth, summarizeLayoffs } from "~/domain/layoffs.ts";
import LayoffMonthlyChart from "~/features/layoffs/LayoffMonthlyChart.tsx";
import { layoffsAnswer, stillArriving } from "~/features/layoffs/layoff-answers.ts";
import { seedData } from "../../../../helpers/seed.ts";

const month = (m: string, employees: number, notices = employees > 0 ? 1 : 0) => ({ month: m, employees, notices });

afterEach(cleanup);

describe("layoffs answer", () => {
  const months = [month("2026-05", 13_000, 40), month("2026-06", 12_345, 38), month("2026-07", 900, 3)];

  it("speaks of the newest complete month and compares it with the month before, direction from the data", () => {
    expect(layoffsAnswer(months, "2026-06")).toBe(
      "Employers' layoff notices covered 12,345 workers in June 2026, fewer than the 13,000 in May 2026. Later months are still arriving.",
    );
    const up = [month("2026-05", 100), month("2026-06", 250)];
    expect(layoffsAnswer(up, "2026-06")).toBe(
      "Employers' layoff notices covered 250 workers in June 2026, more than the 100 in May 2026.",
    );
    expect(layoffsAnswer([month("2026-05", 7), month("2026-06", 7)], "2026-06")).toContain("as many as the 7");
  });

  it("never compares a month whose notices are still arriving", () => {
    // July's 900 is partial: the answer must not say "fewer than" of it.
    expect(layoffsAnswer(months, "2026-06")).not.toContain("July");
    expect(stillArriving("2026-07", "2026-06")).toBe(true);
    expect(stillArriving("2026-06", "2026-06")).toBe(false);
  });

  it("says so when the selection has no notice in that month, and gives no answer outside the months shown", () => {
    expect(layoffsAnswer([month("2026-05", 10), month("2026-06", 0)], "2026-06")).toBe(
      "No layoff notice in this selection is dated June 2026.",
    );
    expect(layoffsAnswer([month("2026-05", 10)], "2026-06")).toBe(undefined);
    expect(layoffsAnswer([month("2026-06", 1)], "2026-06")).toBe(
      "Employers' layoff notices covered 1 worker in June 2026.",
    );
  });
});

describe("layoffs chart: months still filling in", () => {
  const summary = summarizeLayoffs(seedData("layoffs"), "2026-08");
  // The register snapshot is dated August 8, 2026: July and August are not yet complete.
  const completeThrough = lastCompleteMonth("2026-08-08");

  it("draws the months after the newest complete month light, and names them in a note and in the table", () => {
    expect(completeThrough).toBe("2026-06");
    const { container } = render(<LayoffMonthlyChart months={summary.byMonth} completeThrough={completeThrough} />);
    const bars = [...container.querySelectorAll("rect")];
    expect(bars).toHaveLength(summary.byMonth.length);
    const arriving = bars.filter((b) => b.getAttribute("data-arriving") === "true");
    expect(arriving).toHaveLength(2);
    expect(arriving.map((b) => b.querySelector("title")?.textContent)).toEqual([
      expect.stringMatching(/^July 2026: .* \(still arriving\)$/),
      expect.stringMatching(/^August 2026: .* \(still arriving\)$/),
    ]);
    expect(bars.at(-3)?.getAttribute("fill")).toBe("#b91c1c");
    expect(arriving[0]?.getAttribute("fill")).not.toBe("#b91c1c");
    expect(screen.getByTestId("layoff-chart-arriving").textContent).toContain(
      "Light bars: July 2026 to August 2026, notices still arriving.",
    );
    const table = screen.getByTestId("layoff-chart-table");
    const rows = within(table).getAllByRole("row");
    expect(rows.at(-1)?.textContent).toContain("August 2026 (still arriving)");
    expect(rows.at(-2)?.textContent).toContain("July 2026 (still arriving)");
    expect(rows.at(-3)?.textContent).not.toContain("still arriving");
    // The figures stay as they are: a partial month keeps its number.
    expect(rows.at(-1)?.textContent).toContain((summary.byMonth.at(-1)?.employees ?? -1).toLocaleString("en-US"));
  });

  it("has no note when every month shown is complete", () => {
    render(<LayoffMonthlyChart months={summary.byMonth} completeThrough="2026-08" />);
    expect(screen.queryByTestId("layoff-chart-arriving")).toBe(null);
  });
});

// @vitest-environment happy-dom
// /layoffs' totals say from when they count: a total of six years must not read as this year's.

import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { LayoffSummary } from "~/domain/layoffs.ts";
import LayoffSummaryCards from "~/features/layoffs/LayoffSummaryCards.tsx";

const summary = (notices: number): LayoffSummary => ({
  notices,
  employeesAffected: 3_805_672,
  companies: 18_044,
  industries: 20,
  byMonth: [],
});

afterEach(cleanup);

describe("the layoffs totals", () => {
  it("say the notices they sum and the first month the register keeps", () => {
    render(<LayoffSummaryCards summary={summary(33_869)} since="2020-01-01" />);
    const [total] = screen.getAllByTestId("summary-card");
    expect(total?.textContent).toBe("Total Affected3,805,672employees in 33,869 notices since January 2020");
  });

  it("are singular-safe, and say no start they do not know", () => {
    render(<LayoffSummaryCards summary={summary(1)} />);
    expect(screen.getAllByTestId("summary-card")[0]?.textContent).toMatch(/employees in 1 notice$/);
  });
});

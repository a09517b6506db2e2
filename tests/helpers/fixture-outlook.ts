/**
 * Made-up inputs of the outlook for the fixture build: weekly claims that swing slowly, and an unemployment rate that
 * follows them (3 points per log point of claims in the reference week), from 2016 to the fixture's newest month.
 */
import { referenceWeek, shiftDay, shiftMonth } from "~/domain/outlook/months.ts";
import type { WeeklySeries } from "~/pipeline/readers/claims.ts";
import type { MonthlySeries } from "~/pipeline/series.ts";

export const FIRST_WEEK = "2016-01-02";
export const LAST_INITIAL_WEEK = "2026-07-25";
export const LAST_CONTINUED_WEEK = "2026-07-18";

function claimsAt(week: string, base: number): number {
  const n = (Date.parse(week) - Date.parse(FIRST_WEEK)) / (7 * 86_400_000);
  return Math.round(base * Math.exp(0.3 * Math.sin(n / 8)));
}

function weekly(id: string, base: number, last: string): WeeklySeries {
  const points = [];
  for (let week = FIRST_WEEK; week <= last; week = shiftDay(week, 7)) {
    points.push({ week, value: claimsAt(week, base), preliminary: false });
  }
  return { id, file: `dol_ui_claims/${id}.csv`, points };
}

/** The rate a month would have if it followed initial claims exactly (rounded to 0.1). */
export function fixtureRate(month: string): number {
  return Math.round((4 + 3 * Math.log(claimsAt(referenceWeek(month), 200_000) / 200_000)) * 10) / 10;
}

export function outlookFixture(): {
  unemploymentHistory: MonthlySeries;
  claims: { initial: WeeklySeries; continued: WeeklySeries };
} {
  const points = [];
  for (let month = "2016-01"; month <= "2026-05"; month = shiftMonth(month, 1)) {
    points.push({ month, value: fixtureRate(month) });
  }
  return {
    unemploymentHistory: { id: "LNS14000000", name: "Unemployment rate", points },
    claims: {
      initial: weekly("ICSA", 200_000, LAST_INITIAL_WEEK),
      continued: weekly("CCSA", 1_800_000, LAST_CONTINUED_WEEK),
    },
  };
}

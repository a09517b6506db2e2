/**
 * The /states top-3 cards' answers in plain words, from the states each card lists (first first) and when its
 * figures are from. Pure; one sentence per card.
 */
import type { State } from "~/domain/entities";
import { formatPercent, formatSigned } from "~/domain/format";
import { payrollJobs } from "~/domain/measures";
import type { MeasurePeriods } from "./states-view";

type LeaderKey = "mostJobs" | "fastestGrowing" | "lowestUnemployment";

/** "California has the most payroll jobs: 18.1 million in April 2026." and the like; undefined for an empty list. */
export function stateLeaderAnswer(key: LeaderKey, rows: readonly State[], periods: MeasurePeriods): string | undefined {
  const top = rows[0];
  if (!top) return undefined;
  switch (key) {
    case "mostJobs":
      return `${top.name} has the most payroll jobs: ${(payrollJobs(top) / 1_000_000).toFixed(1)} million in ${periods.jobs}.`;
    case "fastestGrowing": {
      const growth = Number(top.growthRate);
      return growth > 0
        ? `${top.name} added payroll jobs fastest: ${formatSigned(growth)} from ${periods.growth}.`
        : `No state added payroll jobs from ${periods.growth}; ${top.name} changed least (${formatSigned(growth)}).`;
    }
    case "lowestUnemployment":
      return `${top.name} has the lowest unemployment rate: ${formatPercent(top.unemploymentRate)} of people working or looking for work were jobless in ${periods.unemployment}.`;
  }
}

// What an occupation pays in the US: the page's opening sentence and the national wage range bar
// (10th to 90th percentile on an axis from $0). Pure.
import { formatCount } from "~/domain/format";
import { NULL_REASONS, type OccupationData, PERCENTILES } from "~/domain/occupation-data";
import { formatWage } from "./figure-formats";

export const PERCENTILE_LABELS = {
  p10: "10th percentile",
  p25: "25th percentile",
  median: "Median",
  p75: "75th percentile",
  p90: "90th percentile",
} as const;

type National = OccupationData["national"];

/**
 * The page's answer first: "Software Developers earn a median of $135,980 a year in the US (May 2025); half earn
 * between $105,210 and $171,980." Without a published median it says why, in the same words the figures use.
 */
export function payLead(title: string, national: National, period: string): string {
  const { median, p25, p75 } = national.wages;
  const jobs = `${formatCount(national.employment)} jobs in the US (${period})`;
  if (national.wagesNull === "hourly-only")
    return `${title}: ${jobs}. ${NULL_REASONS["hourly-only"].replace("this occupation", "this work")}`;
  if (median === null) return `${title}: ${jobs}. Its national median wage is not published by BLS.`;
  const half = p25 !== null && p75 !== null ? `; half earn between ${formatWage(p25)} and ${formatWage(p75)}` : "";
  return `${title} earn a median of ${formatWage(median)} a year in the US (${period})${half}.`;
}

export interface WageMark {
  key: (typeof PERCENTILES)[number];
  label: string;
  /** "$135,980" or "Not published". */
  text: string;
  /** Where the wage sits on the axis, 0–100 (percent of its width); null without a wage. */
  position: number | null;
}

export interface WageRange {
  marks: WageMark[];
  /** The axis's right end, a round figure at or above the highest wage ("$250,000"). */
  axisMax: string;
  /** The 10th–90th band and the 25th–75th box on the axis (percent from, percent width); null where unpublished. */
  outer: { left: number; width: number } | null;
  inner: { left: number; width: number } | null;
  /** Why wages are missing, or null when all five are published. */
  reason: string | null;
}

/** The smallest of $50,000, $100,000, $150,000 … at or above `wage`. */
export function axisEnd(wage: number): number {
  return Math.max(50_000, Math.ceil(wage / 50_000) * 50_000);
}

const at = (wage: number, max: number) => Math.round((wage / max) * 1000) / 10;

/** The national range bar: every percentile placed on one axis from $0, or null when BLS publishes no annual wage. */
export function wageRange(national: National): WageRange | null {
  const wages = PERCENTILES.map((key) => national.wages[key]);
  const published = wages.filter((w): w is number => w !== null);
  if (published.length === 0) return null;
  const max = axisEnd(Math.max(...published));
  const band = (from: number | null, to: number | null) =>
    from === null || to === null ? null : { left: at(from, max), width: at(to, max) - at(from, max) };
  const w = national.wages;
  return {
    marks: PERCENTILES.map((key) => {
      const wage = national.wages[key];
      return {
        key,
        label: PERCENTILE_LABELS[key],
        text: formatWage(wage),
        position: wage === null ? null : at(wage, max),
      };
    }),
    axisMax: formatWage(max),
    outer: band(w.p10, w.p90),
    inner: band(w.p25, w.p75),
    reason: published.length < PERCENTILES.length ? NULL_REASONS[national.wagesNull ?? "not-published"] : null,
  };
}

/** Why the range bar is missing: BLS publishes only hourly wages, or no annual wage at all. */
export function missingWagesReason(national: National): string {
  return NULL_REASONS[national.wagesNull ?? "not-published"];
}

/**
 * Weekly unemployment-insurance claims (DOL ETA 539, seasonally adjusted, as FRED publishes ICSA and CCSA), and the
 * long history of the national unemployment rate the outlook needs (from 1948). Claims weeks end on Saturday; the
 * newest two or three weeks are preliminary and DOL revises them.
 */
import { InputError, requireNumber } from "../pipeline-errors.ts";
import { type MonthlySeries, toMonth, toSeries } from "../series.ts";
import { parseDelimited, readDelimited, type Table } from "./csv.ts";

export const CLAIMS_FILES = {
  initial: "dol_ui_claims/ICSA_macro-observer.csv",
  continued: "dol_ui_claims/CCSA_macro-observer.csv",
} as const;

export const UNEMPLOYMENT_HISTORY_FILE = "bls_laus/simonsen_cps_unemployment.csv";
const HISTORY_COLUMN = "Unemployment Rate";

/** Weeks counted as preliminary at the end of a claims series (DOL revises them in the following releases). */
export const PRELIMINARY_WEEKS = 3;

export interface WeeklySeries {
  readonly id: string;
  readonly file: string;
  /** Ascending, one value per week ending Saturday ("YYYY-MM-DD"), persons. */
  readonly points: readonly { readonly week: string; readonly value: number; readonly preliminary: boolean }[];
}

/** A FRED-style `Date,Value` CSV of weekly claims; every date must be a Saturday, seven days after the one before. */
export function readWeeklyClaims(root: string, id: "ICSA" | "CCSA", file: string): WeeklySeries {
  return weeklyClaims(readDelimited(root, file, { required: ["Date", "Value"] }), id, file);
}

/** The same checks on CSV text (the live adapter checks an answer with them before it replaces the file). */
export function parseWeeklyClaims(text: string, id: "ICSA" | "CCSA", file: string): WeeklySeries {
  return weeklyClaims(parseDelimited(text, file, { required: ["Date", "Value"] }), id, file);
}

function weeklyClaims(table: Table, id: "ICSA" | "CCSA", file: string): WeeklySeries {
  const points = table.rows.map(({ line, values }) => {
    const week = (values["Date"] ?? "").trim();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(week) || Number.isNaN(Date.parse(`${week}T00:00:00Z`)))
      throw new InputError(file, `column "Date" is not a date: ${JSON.stringify(values["Date"])}`, line);
    if (new Date(`${week}T00:00:00Z`).getUTCDay() !== 6)
      throw new InputError(file, `week ${week} does not end on a Saturday`, line);
    const value = requireNumber(values["Value"], { file, line, column: "Value" });
    if (value <= 0) throw new InputError(file, `claims must be positive, got ${value}`, line);
    return { week, value, line };
  });
  for (let i = 1; i < points.length; i += 1) {
    const gap = (Date.parse(points[i]?.week ?? "") - Date.parse(points[i - 1]?.week ?? "")) / 86_400_000;
    if (gap !== 7)
      throw new InputError(
        file,
        `weeks must follow each other: ${points[i - 1]?.week} then ${points[i]?.week}`,
        points[i]?.line,
      );
  }
  if (points.length === 0) throw new InputError(file, `series ${id} has no values`);
  return {
    id,
    file,
    points: points.map((p, i) => ({
      week: p.week,
      value: p.value,
      preliminary: i >= points.length - PRELIMINARY_WEEKS,
    })),
  };
}

/** Both claims series of the snapshot. */
export function readClaims(root: string): { initial: WeeklySeries; continued: WeeklySeries } {
  return {
    initial: readWeeklyClaims(root, "ICSA", CLAIMS_FILES.initial),
    continued: readWeeklyClaims(root, "CCSA", CLAIMS_FILES.continued),
  };
}

/** The national unemployment rate (UNRATE, SA, percent) from January 1948, from the wide CPS unemployment file. */
export function readUnemploymentHistory(root: string): MonthlySeries {
  const file = UNEMPLOYMENT_HISTORY_FILE;
  const table = readDelimited(root, file, { required: ["date", HISTORY_COLUMN] });
  const points = table.rows.map(({ line, values }) => ({
    month: toMonth(values["date"] ?? "", { file, line }),
    value: requireNumber(values[HISTORY_COLUMN], { file, line, column: HISTORY_COLUMN }),
  }));
  return toSeries("LNS14000000", "Unemployment rate", points, file);
}

/**
 * The rate history the outlook uses: the long file, with the newer series (which the BLS API overlay keeps current)
 * taking every month it has; ascending. A month BLS never published (October 2025, not collected during the federal
 * government shutdown) stays absent, and is listed in `missing`.
 */
export function spliceRates(
  history: MonthlySeries,
  newer: MonthlySeries,
): { rates: { month: string; value: number }[]; missing: string[] } {
  const byMonth = new Map(history.points.map((p) => [p.month, p.value]));
  for (const p of newer.points) byMonth.set(p.month, p.value);
  const months = [...byMonth.keys()].sort();
  const missing: string[] = [];
  for (let i = 1; i < months.length; i += 1) {
    for (let m = nextMonth(months[i - 1] ?? ""); m < (months[i] ?? ""); m = nextMonth(m)) missing.push(m);
  }
  return { rates: months.map((month) => ({ month, value: byMonth.get(month) as number })), missing };
}

function nextMonth(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
}

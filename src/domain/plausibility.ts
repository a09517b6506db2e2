/**
 * The plausibility gate a refreshed dataset passes before it is published. A move no real release makes is far
 * likelier a broken upstream or adapter than news, so it holds the version for an operator instead of serving it:
 * national payrolls moving more than 2% in a month (or revised by more than 2%), a state unemployment rate moving
 * more than 2 points, an entity losing more than half its records, an entity whose shape changed, or a source whose
 * newest reference period is older than the one served (a dataset never goes backwards: an upstream answering
 * with an old vintage, or a truncated file, must not replace newer figures).
 */
import type { DatasetDigest } from "./changes.ts";

export const PAYROLL_SERIES = "CES0000000001";
export const MAX_PAYROLL_MOVE = 0.02;
export const MAX_STATE_RATE_MOVE = 2;

/** Per entity: record count and a signature of its data's shape. */
export type EntityProfile = DatasetDigest["entities"];

/** A compact signature of a JSON value's shape: keys and value types, arrays by their first element. */
export function shapeOf(value: unknown, depth = 0): string {
  if (depth > 4) return "…";
  if (Array.isArray(value)) return `[${value.length ? shapeOf(value[0], depth + 1) : ""}]`;
  if (value === null) return "null";
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    // Records keyed by data (state codes, months) would change shape with the data: describe one entry only.
    if (entries.length > 30) return `{*:${shapeOf(entries[0]?.[1], depth + 1)}}`;
    return `{${entries.map(([k, v]) => `${k}:${shapeOf(v, depth + 1)}`).join(",")}}`;
  }
  return typeof value;
}

function lausSeries(digest: DatasetDigest): [string, [string, number][]][] {
  return Object.entries(digest.series)
    .filter(([id]) => id.startsWith("LASST"))
    .map(([id, points]) => [id, points.map((p) => [p[0], p[1]] as [string, number])]);
}

/** Reasons to hold the new version, each with its figures; empty when it may be published. */
export function plausibilityProblems(previous: DatasetDigest | null, next: DatasetDigest): string[] {
  const problems: string[] = [];
  const payrolls = next.series[PAYROLL_SERIES] ?? [];
  const before = new Map((previous?.series[PAYROLL_SERIES] ?? []).map((p) => [p[0], p[1]]));
  payrolls.forEach(([month, value], i) => {
    const prior = payrolls[i - 1];
    const old = before.get(month);
    if (previous && old === undefined && prior && Math.abs(value / prior[1] - 1) > MAX_PAYROLL_MOVE) {
      problems.push(
        `national payrolls ${prior[0]} → ${month}: ${prior[1]} → ${value} thousand (${((value / prior[1] - 1) * 100).toFixed(1)}%, limit ±${MAX_PAYROLL_MOVE * 100}%)`,
      );
    }
    if (old !== undefined && Math.abs(value / old - 1) > MAX_PAYROLL_MOVE) {
      problems.push(
        `national payrolls ${month} revised ${old} → ${value} thousand (limit ±${MAX_PAYROLL_MOVE * 100}%)`,
      );
    }
  });

  if (previous) {
    for (const [source, served] of Object.entries(previous.periods)) {
      const period = next.periods[source];
      if (period !== undefined && period < served) {
        problems.push(`source ${source} went back in time: newest period ${served} served, ${period} built`);
      }
    }
    const oldRates = new Map(lausSeries(previous));
    for (const [id, points] of lausSeries(next)) {
      const latest = points.at(-1);
      const old = oldRates.get(id)?.at(-1);
      if (latest && old && Math.abs(latest[1] - old[1]) > MAX_STATE_RATE_MOVE) {
        problems.push(
          `state unemployment rate ${id}: ${old[1]}% (${old[0]}) → ${latest[1]}% (${latest[0]}), limit ±${MAX_STATE_RATE_MOVE} points`,
        );
      }
    }
    for (const [entity, old] of Object.entries(previous.entities)) {
      const now = next.entities[entity];
      if (!now) problems.push(`entity ${entity} is missing`);
      else if (now.count < old.count / 2)
        problems.push(`entity ${entity} lost more than half its records (${old.count} → ${now.count})`);
      else if (now.shape !== old.shape)
        problems.push(`entity ${entity} changed shape: ${old.shape.slice(0, 120)} → ${now.shape.slice(0, 120)}`);
    }
    for (const entity of Object.keys(next.entities)) {
      if (!(entity in previous.entities)) problems.push(`new entity ${entity} (schema change)`);
    }
  }
  return problems;
}

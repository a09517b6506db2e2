/**
 * The state growth chart's and the state analysis table's answer in plain words, from the rows they show: which
 * state's payroll jobs grew fastest (ties named together, ranked on the unrounded figures), and how many of the states
 * shown grew, lost jobs or held steady. A fall is never called growth. Pure.
 */
import type { State } from "./entities.ts";
import { andList as listNames } from "./text.ts";

/** A change's size in words, never "0.0%" for a change that is not zero. */
function size(value: number): string {
  const abs = Math.abs(value);
  return abs > 0 && abs < 0.05 ? "less than 0.1%" : `${abs.toFixed(1)}%`;
}

/**
 * "Of the 8 states shown, payroll jobs grew fastest in Nevada over the year: up 1.9%, good news for job seekers
 * there. 7 grew and 1 lost jobs." `span` says over which months, e.g. "over the year".
 */
export function stateGrowthAnswer(
  rows: readonly Pick<State, "name" | "growthRate">[],
  span: string,
): string | undefined {
  const values = rows.map((r) => Number(r.growthRate));
  if (values.length === 0 || values.some((v) => !Number.isFinite(v))) return undefined;
  const best = Math.max(...values);
  const leaders = rows.filter((_, i) => values[i] === best).map((r) => r.name);
  const names = listNames(leaders);
  const each = leaders.length > 1 ? " each" : "";
  const n = values.length;
  if (n === 1) {
    if (best > 0) return `Payroll jobs in ${names} grew ${span}: up ${size(best)}, good news for job seekers there.`;
    if (best < 0) return `Payroll jobs in ${names} fell ${span}: down ${size(best)}, bad news for job seekers there.`;
    return `Payroll jobs in ${names} held steady ${span}.`;
  }
  const grew = values.filter((v) => v > 0).length;
  const lost = values.filter((v) => v < 0).length;
  const level = n - grew - lost;
  const all = n === 2 ? "Both" : `All ${n}`;
  if (lost === n)
    return `${all} states shown lost payroll jobs ${span}, bad news for job seekers there; ${names} lost the fewest: down ${size(best)}${each}.`;
  if (level === n) return `None of the ${n} states shown added or lost payroll jobs ${span}.`;
  const lead =
    best > 0
      ? `Of the ${n} states shown, payroll jobs grew fastest in ${names} ${span}: up ${size(best)}${each}, good news for job seekers there.`
      : `None of the ${n} states shown added payroll jobs ${span}; ${names} held steady.`;
  const parts = [
    grew > 0 ? `${grew} grew` : "",
    lost > 0 ? `${lost} lost jobs` : "",
    level > 0 ? `${level} held steady` : "",
  ].filter(Boolean);
  const tally = parts.length === 1 ? `${all} grew.` : `${listNames(parts)}.`;
  return `${lead} ${tally}`;
}

/**
 * The /states map's lead sentence for each measure, in plain words, from the states it colours and when each figure
 * is from. Pure; built into the page's HTML (StatesMapAnswers.astro), so the island's code does not carry it.
 */
import type { State } from "~/domain/entities";
import { payrollJobs } from "~/domain/measures";
import { compareText, andList as listOf } from "~/domain/text";
import { classOf, type MapMeasure, MEASURE_SCALES } from "./map-scale";
import type { MeasurePeriods } from "./states-view";

/** The states at the lowest and the highest of `measure`'s figure as the map shows it (ties all named, by name). */
function extremes(states: readonly State[], measure: MapMeasure): { low: State[]; high: State[] } {
  const value = MEASURE_SCALES[measure].value;
  const values = states.map(value);
  const byName = (a: State, b: State) => compareText(a.name, b.name);
  const at = (v: number) => states.filter((s) => value(s) === v).sort(byName);
  return { low: at(Math.min(...values)), high: at(Math.max(...values)) };
}

/** A state's name as a sentence says it: "the District of Columbia". */
const nameOf = (s: State) => (s.code === "DC" ? `the ${s.name}` : s.name);

/** "South Dakota", "Connecticut and Oregon", or "4 states" for a wider tie; capitalised where it starts a sentence. */
function who(states: readonly State[], first = false): string {
  const text = states.length <= 3 ? listOf(states.map(nameOf)) : `${states.length} states`;
  return first ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** "the 50 states and DC" for the full map, "the 12 states" otherwise. */
function places(states: readonly State[]): string {
  const dc = states.some((s) => s.code === "DC");
  const n = states.length - (dc ? 1 : 0);
  return `the ${n} ${n === 1 ? "state" : "states"}${dc ? " and DC" : ""}`;
}

/**
 * "Unemployment was lowest in South Dakota (2.0%) and highest in the District of Columbia (5.9%) in July 2026." and
 * the like, one per measure; undefined without states.
 */
export function mapAnswer(states: readonly State[], measure: MapMeasure, periods: MeasurePeriods): string | undefined {
  if (states.length === 0) return undefined;
  const scale = MEASURE_SCALES[measure];
  const { low, high } = extremes(states, measure);
  const lowest = low[0] as State;
  const highest = high[0] as State;
  switch (measure) {
    case "unemployment":
      return `Unemployment was lowest in ${who(low)} (${scale.format(lowest)}) and highest in ${who(high)} (${scale.format(highest)}) in ${periods.unemployment}.`;
    case "jobs": {
      const millions = (s: State) => `${(payrollJobs(s) / 1_000_000).toFixed(1)} million`;
      return `${who(high, true)} ${high.length === 1 ? "has" : "have"} the most payroll jobs (${millions(highest)}) and ${who(low)} the fewest (${millions(lowest)}), in ${periods.jobs}.`;
    }
    case "growth": {
      // The map's "about flat" class (−0.1% to +0.1%) sits between its two losing and its two growing classes.
      const classes = states.map((s) => classOf(scale.value(s), scale.lowerBounds));
      const grew = classes.filter((c) => c >= 3).length;
      const fell = classes.filter((c) => c <= 1).length;
      const flat = states.length - grew - fell;
      return `From ${periods.growth}, payroll jobs grew in ${grew} of ${places(states)}, fell in ${fell} and held about flat (within 0.1%) in ${flat}.`;
    }
  }
}

/**
 * Each place's own data file (place/{code}.json): its occupations (OEWS), its areas, a metro's principal cities and
 * counties, a state's payroll jobs, unemployment and postings index, and the WARN notices and job-board postings
 * placed there through the CBSA delineation (see place-locator). Pure and deterministic.
 */
import { stateByCode } from "../../domain/geography.ts";
import type { Place } from "../../domain/place.ts";
import {
  PLACE_OCCUPATION_COLUMNS,
  type PlaceData,
  PlaceDataSchema,
  type Placement,
  type PlaceNotice,
  type PlaceOccupationRow,
  type PlacePosting,
  placeOccupationTuple,
} from "../../domain/place-data.ts";
import type { Inputs } from "../load-inputs.ts";
import { compareText, fromThousands } from "../numbers.ts";
import { type Location, placeLocator, type UnplacedReason } from "../place-locator.ts";
import type { WarnNotice } from "../readers/warn.ts";
import { buildExternalJobs } from "./external-jobs.ts";
import { FIRST_DATE, layoffDateOf, layoffLocation, orderByFiling, selectNotices } from "./layoffs.ts";
import { type SitePosting, sitePostings } from "./occupation-postings.ts";

export type PlaceDataInputs = Pick<
  Inputs,
  | "oewsNational"
  | "oewsStates"
  | "oewsAreas"
  | "cbsa"
  | "warn"
  | "greenhouse"
  | "ashby"
  | "greenhouseCompanies"
  | "muse"
  | "stateEmployment"
  | "stateUnemployment"
  | "indeedStates"
>;

/** How many of the newest notices and postings a place's file keeps. */
export const PLACE_RECENT_LIMIT = 5;

const wage = (value: number | undefined | null): number | null =>
  value === undefined || value === null ? null : Math.round(value);
const orNull = (value: number | undefined | null): number | null => (value === undefined ? null : value);

/** The OEWS occupation part of a place file from its rows (detailed occupations only, SOC order). */
function oewsPart(month: string, rows: PlaceOccupationRow[]): PlaceData["oews"] {
  const sorted = [...rows].sort((a, b) => compareText(a.soc, b.soc));
  return {
    month,
    employmentCounted: sorted.reduce((sum, r) => sum + (r.employment ?? 0), 0),
    occupations: sorted.length,
    employmentWithheld: sorted.filter((r) => r.employment === null).length,
    columns: [...PLACE_OCCUPATION_COLUMNS],
    rows: sorted.map(placeOccupationTuple),
  };
}

/** Each place's occupation rows, by place code: states from the state files, areas from the area files. */
function occupationRows(inputs: PlaceDataInputs): Map<string, PlaceOccupationRow[]> {
  const detailed = new Set(inputs.oewsNational.occupations.filter((o) => o.group === "detailed").map((o) => o.code));
  const out = new Map<string, PlaceOccupationRow[]>();
  for (const [state, list] of inputs.oewsStates.states) {
    const rows: PlaceOccupationRow[] = [];
    for (const o of list) {
      if (!detailed.has(o.code)) continue;
      const values = [o.employment, o.jobsPer1000, o.locationQuotient, o.p10, o.p25, o.median, o.p75, o.p90];
      if (values.every((v) => v === undefined)) continue;
      rows.push({
        soc: o.code,
        employment: orNull(o.employment),
        jobsPer1000: orNull(o.jobsPer1000),
        locationQuotient: orNull(o.locationQuotient),
        wages: { p10: wage(o.p10), p25: wage(o.p25), median: wage(o.median), p75: wage(o.p75), p90: wage(o.p90) },
      });
    }
    out.set(state, rows);
  }
  for (const area of inputs.oewsAreas.areas) {
    const rows: PlaceOccupationRow[] = [];
    for (const [soc, e] of area.occupations) {
      if (!detailed.has(soc)) continue;
      rows.push({
        soc,
        employment: e.employment,
        jobsPer1000: null,
        locationQuotient: e.locationQuotient,
        wages: { p10: wage(e.p10), p25: wage(e.p25), median: wage(e.median), p75: wage(e.p75), p90: wage(e.p90) },
      });
    }
    out.set(area.code, rows);
  }
  return out;
}

export interface Tally {
  total: number;
  inMetro: number;
  outsideMetro: number;
  unplaced: number;
}
const emptyTally = (): Tally => ({ total: 0, inMetro: 0, outsideMetro: 0, unplaced: 0 });

function count(tallies: Map<string, Tally>, state: string, locations: readonly Location[]): void {
  const t = tallies.get(state) ?? emptyTally();
  t.total += 1;
  if (locations.some((l) => l.kind === "metro")) t.inMetro += 1;
  else if (locations.some((l) => l.kind === "micro")) t.outsideMetro += 1;
  else t.unplaced += 1;
  tallies.set(state, t);
}

/** The notices and postings of every state and metro area, and how each state's were placed. */
export interface Activity {
  readonly warnPeriod: string;
  readonly noticesByPlace: ReadonlyMap<string, readonly WarnNotice[]>;
  readonly warnPlacement: ReadonlyMap<string, Tally>;
  readonly postingsAsOf: string;
  readonly postingsByPlace: ReadonlyMap<string, readonly { posting: SitePosting; place: string }[]>;
  readonly postingPlacement: ReadonlyMap<string, Tally>;
  /** Postings that name no US city at all ("Remote - US", foreign places): in no state's count. */
  readonly postingsWithoutUsPlace: number;
  readonly postingsTotal: number;
  /** Postings placed in at least one metro area. */
  readonly postingsInMetro: number;
  /** Notices not placed in any CBSA, by why. */
  readonly warnUnplaced: Readonly<Record<UnplacedReason, number>>;
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key) ?? [];
  list.push(value);
  map.set(key, list);
}

/** Places every notice the site lists and every posting it counts. Pure. */
export function placeActivity(inputs: PlaceDataInputs): Activity {
  const locator = placeLocator(inputs.cbsa.cbsas);
  const { kept, referenceDate } = selectNotices(inputs.warn.notices);
  const noticesByPlace = new Map<string, WarnNotice[]>();
  const warnPlacement = new Map<string, Tally>();
  const warnUnplaced: Record<UnplacedReason, number> = { "no-place": 0, unknown: 0, ambiguous: 0 };
  for (const n of orderByFiling(kept)) {
    const location = locator.notice(n.state, n.county, n.city);
    if (location.kind === "unplaced") warnUnplaced[location.reason] += 1;
    count(warnPlacement, n.state, [location]);
    push(noticesByPlace, n.state, n);
    if (location.kind === "metro") push(noticesByPlace, location.cbsa, n);
  }
  const first = kept.map(layoffDateOf).sort(compareText)[0] ?? FIRST_DATE;

  const postings = sitePostings(inputs).sort(
    (a, b) =>
      compareText(b.posting.published ?? "", a.posting.published ?? "") ||
      compareText(a.posting.title, b.posting.title) ||
      compareText(a.company, b.company) ||
      compareText(a.posting.id, b.posting.id),
  );
  const postingsByPlace = new Map<string, { posting: SitePosting; place: string }[]>();
  const postingPlacement = new Map<string, Tally>();
  let withoutUsPlace = 0;
  let inMetro = 0;
  for (const p of postings) {
    if (p.posting.places.length === 0) {
      withoutUsPlace += 1;
      continue;
    }
    const byState = new Map<string, { place: string; location: Location }[]>();
    for (const place of p.posting.places) push(byState, place.slice(-2), { place, location: locator.cityState(place) });
    for (const [state, list] of [...byState].sort((a, b) => compareText(a[0], b[0]))) {
      if (!stateByCode(state)) continue;
      count(
        postingPlacement,
        state,
        list.map((l) => l.location),
      );
      push(postingsByPlace, state, { posting: p, place: list[0]?.place ?? "" });
    }
    const metros = new Map<string, string>();
    for (const place of p.posting.places) {
      const l = locator.cityState(place);
      if (l.kind === "metro" && !metros.has(l.cbsa)) metros.set(l.cbsa, place);
    }
    for (const [cbsa, place] of metros) push(postingsByPlace, cbsa, { posting: p, place });
    if (metros.size > 0) inMetro += 1;
  }
  return {
    warnPeriod: `${first}/${referenceDate}`,
    noticesByPlace,
    warnPlacement,
    postingsAsOf: buildExternalJobs(inputs).asOf,
    postingsByPlace,
    postingPlacement,
    postingsWithoutUsPlace: withoutUsPlace,
    postingsTotal: postings.length,
    postingsInMetro: inMetro,
    warnUnplaced,
  };
}

function placementOf(tallies: ReadonlyMap<string, Tally>, states: readonly string[]): Placement[] {
  return states.filter((s) => stateByCode(s)).map((state) => ({ state, ...(tallies.get(state) ?? emptyTally()) }));
}

function recentNotices(list: readonly WarnNotice[]): PlaceNotice[] {
  return list.slice(0, PLACE_RECENT_LIMIT).map((n) => ({
    company: n.employer,
    date: layoffDateOf(n),
    employees: n.employees ?? 0,
    location: layoffLocation(n),
  }));
}

function recentPostings(list: readonly { posting: SitePosting; place: string }[]): PlacePosting[] {
  const seen = new Set<string>();
  const out: PlacePosting[] = [];
  for (const { posting: p, place } of list) {
    // One employer's copies of a title in several places show once.
    const k = `${p.posting.title}\u0000${p.company}`;
    if (seen.has(k)) continue;
    seen.add(k);
    out.push({
      title: p.posting.title,
      company: p.company,
      place,
      date: p.posting.published ?? null,
      source: p.source,
    });
    if (out.length === PLACE_RECENT_LIMIT) break;
  }
  return out;
}

/** Every place's data, in the order of `places`. Pure. */
export function placeDataList(
  inputs: PlaceDataInputs,
  places: readonly Place[],
  activity: Activity = placeActivity(inputs),
): PlaceData[] {
  const month = inputs.oewsNational.month;
  const rows = occupationRows(inputs);
  const areaSummary = new Map(
    inputs.oewsAreas.areas.map((a) => [a.code, { area: a, oews: oewsPart(month, rows.get(a.code) ?? []) }]),
  );
  return places.map((place): PlaceData => {
    const oews = oewsPart(month, rows.get(place.code) ?? []);
    const isState = place.kind === "state";
    const cbsa = place.kind === "metro" ? inputs.cbsa.cbsas.get(place.code) : undefined;
    const fips = stateByCode(place.code)?.fips ?? "00";
    const payroll = isState ? inputs.stateEmployment.get(place.code) : undefined;
    const unemployment = isState ? inputs.stateUnemployment.states.get(place.code) : undefined;
    const index = isState ? inputs.indeedStates.states.get(place.code) : undefined;
    const notices = activity.noticesByPlace.get(place.code) ?? [];
    const postings = activity.postingsByPlace.get(place.code) ?? [];
    return {
      place,
      rppYear: inputs.oewsAreas.rppYear ?? null,
      oews,
      areas: isState
        ? [...areaSummary.values()]
            .filter(({ area }) => area.states.includes(place.code))
            .map(({ area, oews: o }) => ({
              code: area.code,
              kind: area.kind,
              employmentCounted: o.employmentCounted,
              rpp: area.rpp,
            }))
        : [],
      counties: cbsa
        ? cbsa.countyRows.map((c) => ({ fips: c.fips, name: c.name, usps: c.usps, central: c.central }))
        : [],
      payroll: payroll
        ? {
            seriesId: payroll.id,
            points: payroll.points.map((p) => ({ month: p.month, jobs: fromThousands(p.value) })),
          }
        : null,
      unemployment: unemployment
        ? {
            seriesId: `LASST${fips}0000000000003`,
            month: inputs.stateUnemployment.month,
            rate: unemployment.rate,
            rateYearAgo: unemployment.rateYearAgo,
          }
        : null,
      postingsIndex: index === undefined ? null : { date: inputs.indeedStates.date, value: index },
      warn:
        place.kind === "nonmetro"
          ? null
          : {
              period: activity.warnPeriod,
              notices: notices.length,
              employees: notices.reduce((sum, n) => sum + (n.employees ?? 0), 0),
              recent: recentNotices(notices),
              placement: placementOf(activity.warnPlacement, place.states),
            },
      postings:
        place.kind === "nonmetro"
          ? null
          : {
              asOf: activity.postingsAsOf,
              count: postings.length,
              recent: recentPostings(postings),
              placement: placementOf(activity.postingPlacement, place.states),
            },
    };
  });
}

/** Validates one place's data; a mismatch is a pipeline bug, reported with the place and the JSON path. */
export function validatedPlace(data: PlaceData): PlaceData {
  const result = PlaceDataSchema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new Error(
    `place/${data.place.code}: built data does not match its schema: ${issue?.path.join(".") ?? ""}: ${issue?.message ?? ""}`,
  );
}

/** Sums of the placement tallies over every state (for the methodology and docs/data.md). */
export function placementTotals(tallies: ReadonlyMap<string, Tally>): Tally {
  const total = emptyTally();
  for (const t of tallies.values()) {
    total.total += t.total;
    total.inMetro += t.inMetro;
    total.outsideMetro += t.outsideMetro;
    total.unplaced += t.unplaced;
  }
  return total;
}

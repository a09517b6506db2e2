/**
 * Places: every state (and DC), every OEWS metropolitan area (a CBSA) and every OEWS nonmetropolitan area, with
 * the site's label for it. A metro area is named by its first principal city (the one its CBSA title names first)
 * and that city's state ("Austin, TX", "New York, NY"); its counties come from the same delineation, its price level from BEA (via the OEWS
 * area file).
 */
import { formatPeriod } from "../../domain/format.ts";
import { US_STATES } from "../../domain/geography.ts";
import { shareText } from "../../domain/occupation-postings.ts";
import { metroLabel, type Place, placeSlug } from "../../domain/place.ts";
import { placeFileName } from "../../domain/place-data.ts";
import type { Inputs } from "../load-inputs.ts";
import { compareText, grouped } from "../numbers.ts";
import { InputError } from "../pipeline-errors.ts";
import { CBSA_FILES, firstPrincipalCity, principalCityLabels } from "../readers/cbsa.ts";
import { OEWS_AREAS_INDEX } from "../readers/oews-areas.ts";
import { serialize } from "../serialize.ts";
import { INDEED_ATTRIBUTION, sourceFor } from "../source-catalogue.ts";
import type { EntityBuild } from "./builder-types.ts";
import {
  PLACE_RECENT_LIMIT,
  type PlaceDataInputs,
  placeActivity,
  placeDataList,
  placementTotals,
  validatedPlace,
} from "./place-data.ts";

export type PlaceListInputs = Pick<Inputs, "oewsAreas" | "cbsa" | "oewsNational">;
export type PlacesInputs = PlaceListInputs & PlaceDataInputs;

/** Census's delineation month (OMB Bulletin 23-01). */
export const CBSA_PERIOD = "2023-07";

const KIND_ORDER = { state: 0, metro: 1, nonmetro: 2 } as const;

/** All places: states first, then metro areas, then nonmetro areas, each by code. Pure. */
export function placesOf(inputs: PlaceListInputs): Place[] {
  const places: Place[] = US_STATES.map((s) => ({
    code: s.code,
    kind: "state",
    slug: placeSlug(s.name),
    label: s.name,
    name: s.name,
    states: [s.code],
    rpp: null,
    counties: [],
    principalCities: [],
  }));
  for (const area of inputs.oewsAreas.areas) {
    if (area.kind === "nonmetro") {
      places.push({
        code: area.code,
        kind: "nonmetro",
        slug: placeSlug(area.name),
        label: area.name,
        name: area.name,
        states: [...area.states],
        rpp: null,
        counties: [],
        principalCities: [],
      });
      continue;
    }
    const cbsa = inputs.cbsa.cbsas.get(area.code);
    if (cbsa?.kind !== "metro") {
      throw new InputError(
        OEWS_AREAS_INDEX,
        `metro area ${area.code} is not a metropolitan CBSA in ${CBSA_FILES.counties}`,
      );
    }
    const first = firstPrincipalCity(cbsa);
    const label = metroLabel(first.name, first.usps);
    places.push({
      code: area.code,
      kind: "metro",
      slug: placeSlug(label),
      label,
      name: cbsa.title,
      states: [...area.states],
      rpp: area.rpp,
      counties: [...cbsa.counties].sort(compareText),
      principalCities: principalCityLabels(cbsa),
    });
  }
  const seen = new Map<string, string>();
  for (const p of places) {
    for (const key of [`slug ${p.slug}`, `label ${p.label}`]) {
      const other = seen.get(key);
      if (other) throw new InputError(OEWS_AREAS_INDEX, `places ${other} and ${p.code} share the ${key}`);
      seen.set(key, p.code);
    }
  }
  return places.sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || compareText(a.code, b.code));
}

export function buildPlaces(inputs: PlacesInputs): EntityBuild<"places"> {
  const places = placesOf(inputs);
  const month = inputs.oewsNational.month;
  const activity = placeActivity(inputs);
  const files = new Map<string, string>();
  for (const data of placeDataList(inputs, places, activity)) {
    files.set(`${placeFileName(data.place.code)}.json`, serialize(validatedPlace(data), true));
  }
  const warn = placementTotals(activity.warnPlacement);
  const posts = placementTotals(activity.postingPlacement);
  const tally = (t: typeof warn, what: string) =>
    `${grouped(t.inMetro)} of ${grouped(t.total)} ${what} (${shareText(t.inMetro, t.total)}) placed in a metro area, ${grouped(t.outsideMetro)} (${shareText(t.outsideMetro, t.total)}) in a micropolitan area (outside every metro area), ${grouped(t.unplaced)} (${shareText(t.unplaced, t.total)}) not placed`;
  const count = (kind: Place["kind"]) => places.filter((p) => p.kind === kind).length;
  const withRpp = places.filter((p) => p.rpp !== null).length;
  return {
    entity: "places",
    data: places,
    files,
    referencePeriod: `${CBSA_PERIOD}/${month}`,
    asOf: `OEWS areas ${formatPeriod(month)}; CBSA delineation July 2023; BEA RPP ${inputs.oewsAreas.rppYear ?? "(year not stated)"}`,
    sources: [sourceFor("census-cbsa", CBSA_PERIOD), sourceFor("bls-oews-areas", month)],
    // The place files also draw on the state OEWS, CES, LAUS, Indeed, WARN and job-board inputs, whose sources the
    // states, layoffs and external-jobs entities list.
    methodology: {
      scope: `The ${count("state")} states and DC, the ${count("metro")} metropolitan statistical areas and ${count("nonmetro")} nonmetropolitan areas for which OEWS publishes ${formatPeriod(month)} estimates (Puerto Rico, Guam and the Virgin Islands included as OEWS areas).`,
      code: "USPS code for a state; the 5-digit CBSA code for a metro area; the 7-digit OEWS area code for a nonmetro area.",
      label:
        "A metro area's first principal city and its state, 'Austin, TX': the principal city (Census List 2, OMB Bulletin 23-01, July 2023) that the CBSA title names first, in the title's first state ('New York-Newark-Jersey City, NY-NJ' → 'New York, NY'), without the form of government Census appends ('Indianapolis city (balance)' → 'Indianapolis'); a state's name; a nonmetro area's BLS name.",
      name: "The CBSA title of a metro area (Census List 1), otherwise the same as the label.",
      slug: "The label in lower case, words joined by hyphens; every slug and label is unique.",
      rpp: `BEA Regional Price Parity, all items, ${inputs.oewsAreas.rppYear ?? ""} (US = 100): how much a metro area's prices differ from the national average; ${withRpp} metro areas have one. BEA publishes none for nonmetropolitan areas and states here, so theirs is null and never estimated from a neighbour.`,
      principalCities:
        "A metro area's principal cities as 'City, ST' (Census List 2, OMB Bulletin 23-01, in its order), which the site's search finds it by; empty for states and nonmetro areas.",
      counties:
        "5-digit county FIPS codes of a metro area's counties (Census List 1); empty for states and nonmetro areas.",
      placeFiles: `place/{code}.json, one per place (GET /api/places/{code}): the OEWS ${formatPeriod(month)} estimates of every detailed occupation published for the place (employment, jobs per 1,000 for states only, location quotient, annual wage percentiles; null = not published), the sum of the published employment (suppressed estimates are not in it, so it is a floor, not the place's total), a state's metro areas (any part in the state) and nonmetro areas with theirs, a metro area's principal cities (Census List 2) and counties (List 1), a state's CES total nonfarm payroll jobs per month (seasonally adjusted), LAUS unemployment rate (latest month and a year before) and Indeed Job Postings Index (${INDEED_ATTRIBUTION}), and the WARN notices and job-board postings placed there (count and the ${PLACE_RECENT_LIMIT} newest).`,
      warnPlacement: `Every WARN notice the site lists (as /layoffs, each notice once) counts for its filing state. It is placed in a metro area by its county (List 1's county name in that state, without 'County'/'Parish'), else by its city only where that city is a principal city of a CBSA in that state (List 2); a city filed as '… County' is read as that county. A town that shares a county's name is not read as the county, and a name that fits two CBSAs places nowhere. A notice placed in a micropolitan CBSA is outside every metro area. Nonmetro areas get none: the delineation does not list their counties. Result: ${tally(warn, "notices")} (${grouped(activity.warnUnplaced["no-place"])} name no county or city, ${grouped(activity.warnUnplaced.unknown)} a name the delineation does not hold as a county or principal city of their state, ${grouped(activity.warnUnplaced.ambiguous)} a name that fits two CBSAs).`,
      postingPlacement: `Every job-board posting the site counts (Greenhouse, Ashby, The Muse) counts for each state its 'City, ST' places name, and for each metro area one of those cities is a principal city of (List 2); nothing else places a posting. ${grouped(activity.postingsInMetro)} of ${grouped(activity.postingsTotal)} postings (${shareText(activity.postingsInMetro, activity.postingsTotal)}) are placed in at least one metro area. Per state (a posting naming cities in two states counts in each): ${tally(posts, "posting-state pairs")}. ${grouped(activity.postingsWithoutUsPlace)} of ${grouped(activity.postingsTotal)} postings (${shareText(activity.postingsWithoutUsPlace, activity.postingsTotal)}) name no US city ('Remote - US', foreign places) and count for no place.`,
    },
    count: places.length,
  };
}

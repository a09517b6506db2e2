/**
 * Occupations: one data object per detailed OEWS occupation (national, every state, every metro and nonmetro area,
 * with the metro areas' price levels), its BLS outlook and its O*NET profile; written as occupation/{soc}.json,
 * with an index (occupations.json) whose lines carry each file's hash, so the dataset version covers every file.
 */
import { formatPeriod } from "../../domain/format.ts";
import { occupationSlugs } from "../../domain/occupation.ts";
import {
  AREA_COLUMNS,
  type AreaRow,
  areaTuple,
  NULL_REASONS,
  type OccupationData,
  OccupationDataSchema,
  type OccupationIndexEntry,
  STATE_COLUMNS,
  type StateRow,
  stateTuple,
} from "../../domain/occupation-data.ts";
import { TERM_LIMIT } from "../../domain/occupation-search.ts";
import { spanOf } from "../../domain/periods.ts";
import { priceAdjusted } from "../../domain/place.ts";
import type { Inputs } from "../load-inputs.ts";
import { compareText, fromThousands, round } from "../numbers.ts";
import { serialize, sha256 } from "../serialize.ts";
import { onetAttribution, sourceFor } from "../source-catalogue.ts";
import type { EntityBuild } from "./builder-types.ts";
import { onetIndex, onetPart, TASK_LIMIT, TOOL_LIMIT } from "./occupation-onet.ts";
import {
  OCCUPATION_INDEX_FILE,
  OCCUPATION_POSTINGS_FILE,
  occupationIndex,
  postingSummary,
  RECENT_LIMIT,
} from "./occupation-postings.ts";
import { PHRASE_COVERAGE, VAGUE_WORD_OCCUPATIONS } from "./posting-match.ts";

export type OccupationsInputs = Pick<
  Inputs,
  | "oewsNational"
  | "oewsStates"
  | "oewsAreas"
  | "projections"
  | "onetDetails"
  | "technologySkills"
  | "jobZones"
  | "onetVersion"
  | "greenhouse"
  | "ashby"
  | "greenhouseCompanies"
  | "muse"
>;

/** The seed path of an occupation's data file. */
export function occupationFile(soc: string): string {
  return `occupation/${soc}.json`;
}

const orNull = (value: number | undefined): number | null => (value === undefined ? null : value);
const wage = (value: number | undefined | null): number | null =>
  value === undefined || value === null ? null : Math.round(value);

/** Every detailed OEWS occupation's data, in SOC order. Pure. */
export function occupationData(inputs: OccupationsInputs): OccupationData[] {
  const detailed = inputs.oewsNational.occupations
    .filter((o) => o.group === "detailed")
    .sort((a, b) => compareText(a.code, b.code));
  const slugs = occupationSlugs(detailed.map((o) => ({ soc: o.code, title: o.title })));
  const titles = new Map(detailed.map((o) => [o.code, o.title]));
  const projections = new Map(inputs.projections.filter((p) => p.type === "Line item").map((p) => [p.code, p]));
  const index = onetIndex(inputs);
  const stateRows = new Map<string, StateRow[]>();
  for (const [state, list] of [...inputs.oewsStates.states].sort((a, b) => compareText(a[0], b[0]))) {
    for (const o of list) {
      const values = [o.employment, o.jobsPer1000, o.locationQuotient, o.p10, o.p25, o.median, o.p75, o.p90];
      if (values.every((v) => v === undefined)) continue;
      const rows = stateRows.get(o.code) ?? [];
      rows.push({
        state,
        employment: orNull(o.employment),
        jobsPer1000: orNull(o.jobsPer1000),
        locationQuotient: orNull(o.locationQuotient),
        wages: { p10: wage(o.p10), p25: wage(o.p25), median: wage(o.median), p75: wage(o.p75), p90: wage(o.p90) },
      });
      stateRows.set(o.code, rows);
    }
  }
  const areaRows = new Map<string, AreaRow[]>();
  for (const area of inputs.oewsAreas.areas) {
    for (const [soc, e] of area.occupations) {
      const rows = areaRows.get(soc) ?? [];
      rows.push({
        area: area.code,
        employment: e.employment,
        locationQuotient: e.locationQuotient,
        wages: { p10: wage(e.p10), p25: wage(e.p25), median: wage(e.median), p75: wage(e.p75), p90: wage(e.p90) },
        rpp: area.rpp,
        adjustedMedian: priceAdjusted(wage(e.median), area.rpp),
      });
      areaRows.set(soc, rows);
    }
  }

  return detailed.map((o) => {
    const projection = projections.get(o.code);
    const wages = {
      p10: wage(o.p10),
      p25: wage(o.p25),
      median: wage(o.medianWage),
      p75: wage(o.p75),
      p90: wage(o.p90),
    };
    const anyMissing = Object.values(wages).some((v) => v === null);
    const outlookComplete =
      projection?.employment !== undefined &&
      projection.employment2034 !== undefined &&
      projection.changePercent !== undefined &&
      projection.openings !== undefined;
    return {
      soc: o.code,
      slug: slugs.get(o.code) ?? o.code,
      title: o.title,
      ...onetPart(inputs, index, o.code, titles),
      national: {
        employment: Math.round(o.employment),
        meanWage: wage(o.meanWage),
        wages,
        wagesNull: !anyMissing ? null : o.hourlyOnly ? "hourly-only" : "not-published",
      },
      states: { columns: [...STATE_COLUMNS], rows: (stateRows.get(o.code) ?? []).map(stateTuple) },
      areas: {
        columns: [...AREA_COLUMNS],
        rows: (areaRows.get(o.code) ?? []).sort((a, b) => compareText(a.area, b.area)).map(areaTuple),
      },
      outlook:
        projection && outlookComplete
          ? {
              employment2024: fromThousands(projection.employment ?? 0),
              employment2034: fromThousands(projection.employment2034 ?? 0),
              changePercent: round(projection.changePercent ?? 0, 1),
              openingsPerYear: fromThousands(projection.openings ?? 0),
              education: projection.education ?? null,
              workExperience: projection.experience ?? null,
              onTheJobTraining: projection.training ?? null,
            }
          : null,
    };
  });
}

/** Validates one occupation's data; a mismatch is a pipeline bug, reported with the occupation and the JSON path. */
function validated(data: OccupationData): OccupationData {
  const result = OccupationDataSchema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new Error(
    `occupation/${data.soc}: built data does not match its schema: ${issue?.path.join(".") ?? ""}: ${issue?.message ?? ""}`,
  );
}

export function buildOccupations(inputs: OccupationsInputs): EntityBuild<"occupations"> {
  const month = inputs.oewsNational.month;
  const list = occupationData(inputs).map(validated);
  const files = new Map<string, string>();
  const entries: OccupationIndexEntry[] = list.map((o) => {
    const text = serialize(o, true);
    files.set(occupationFile(o.soc), text);
    return {
      soc: o.soc,
      slug: o.slug,
      title: o.title,
      employment: o.national.employment,
      medianWage: o.national.wages.median,
      changePercent: o.outlook?.changePercent ?? null,
      sha256: sha256(text),
    };
  });
  files.set(OCCUPATION_INDEX_FILE, serialize(occupationIndex(list), true));
  const postings = postingSummary(inputs, list);
  files.set(OCCUPATION_POSTINGS_FILE, serialize(postings, true));
  const count = (test: (o: OccupationData) => boolean) => list.filter(test).length;
  const version = inputs.onetVersion.version;
  return {
    entity: "occupations",
    data: entries,
    files,
    referencePeriod: spanOf([inputs.onetVersion.month, month]),
    asOf: `OEWS ${formatPeriod(month)}; projections 2024–34; ${version}`,
    sources: [
      sourceFor("bls-oews-national", month),
      sourceFor("bls-oews-states", month),
      sourceFor("bls-oews-areas", month),
      sourceFor("bls-employment-projections", "2024/2034"),
      sourceFor("onet-occupations", inputs.onetVersion.month, onetAttribution(version)),
    ],
    methodology: {
      scope: `Every detailed occupation of the OEWS ${formatPeriod(month)} national estimates (${list.length}); each has its data in occupation/{soc}.json, and this index lists them with the file's sha256.`,
      slug: "The OEWS title in lower case, words joined by hyphens; titles whose slugs coincide get the SOC code appended.",
      national: `OEWS ${formatPeriod(month)} national employment, annual mean and 10th/25th/50th/75th/90th percentile wages. ${count((o) => o.national.wagesNull === "hourly-only")} occupations have hourly wages only (wagesNull "hourly-only").`,
      states: `OEWS ${formatPeriod(month)} state estimates: employment, jobs per 1,000 jobs, location quotient and annual wage percentiles, for every state with a published value. null: ${NULL_REASONS["not-published"]}`,
      areas: `OEWS ${formatPeriod(month)} metropolitan and nonmetropolitan area estimates: employment, location quotient and annual wage percentiles (the area file has no jobs per 1,000), for every area with a published value. null: ${NULL_REASONS["not-published"]} Wages over $239,200 do appear in it, so a null is never read as "top-coded". The file repeats a parent's row under each 8-digit O*NET id; those copies are left out.`,
      adjustedMedian:
        "The area's median divided by its BEA Regional Price Parity ÷ 100 (national dollars, rounded): what the median buys at national average prices. Nonmetro areas have no RPP, so no adjusted median.",
      outlook:
        "BLS Employment Projections 2024–34 (Table 1.2): employment 2024 and 2034, percent change, annual average openings, typical entry education, related work experience and on-the-job training; null where BLS projects the occupation only within a wider group.",
      preparation: `O*NET Job Zone and the Education, Training, and Experience ratings (required level of education and related work experience: percent of respondents per category; categories O*NET recommends suppressing are left out) of the occupation's own O*NET code (${version}).`,
      skills: `O*NET Skills of the occupation's own O*NET code (its ".00" code), most important first (importance 1–5; level 0–7, null where O*NET marks it not relevant or recommends suppressing it). Where O*NET does not rate the occupation, "rated": false with the reason; another occupation's ratings are never used. Not rated: ${count((o) => !o.skills.rated)} occupations.`,
      knowledge: `O*NET Knowledge, as for skills. Not rated: ${count((o) => !o.knowledge.rated)} occupations.`,
      tools: `O*NET Technology Skills of the occupation and its O*NET specialties, In Demand first, then Hot Technology, then by name; up to ${TOOL_LIMIT}, with the total.`,
      related:
        "O*NET Related Occupations of the occupation's own O*NET code, primary tiers only, closest first, mapped to their SOC code; those without an OEWS page, and the occupation itself, are left out.",
      titles:
        "O*NET Sample of Reported Titles (what incumbents call their job) and Alternate Titles, of the occupation and its O*NET specialties, without repeats.",
      searchIndex: `${OCCUPATION_INDEX_FILE}: per occupation its SOC code, slug, title, national employment, how many distinct O*NET titles (reported and alternate) it has, and its terms with how many of those titles use each: the singular lower-case words and two- or three-word titles of its O*NET reported titles, then up to ${TERM_LIMIT} words its alternate titles use most (a word used once only where it ends a title), beyond the words of its own title. Searches rank the title itself, then a whole reported title, then every word in the title, then every word among the title and terms, then a last word only begun; equal ranks go to the occupation whose workers the words likely name most: national employment times the share of its titles that use each word (1 for a word of its own title).`,
      postings: `${OCCUPATION_POSTINGS_FILE}: each job-board posting the site counts, matched by its title to the occupation whose OEWS, O*NET reported or alternate title it is (exact, after normalising), else to the one it is once level words and the team after a comma or dash are dropped, else to the longest such title inside it if that covers at least ${PHRASE_COVERAGE * 100}% of its words; a title naming several occupations goes to the OEWS title, then a reported one, then the most employed. Postings matching none are counted as unplaced. A one-word title inside a longer one counts only as its last word and only where it names fewer than ${VAGUE_WORD_OCCUPATIONS} occupations. Per occupation: the count, by method, and the ${RECENT_LIMIT} newest (an employer's copies of one title once). Matched: ${postings.matched} of ${postings.total}.`,
      tasks: `Up to ${TASK_LIMIT} core O*NET task statements of the occupation's own O*NET code, in O*NET's order; where O*NET has typed none of its tasks core or supplemental, its untyped ones.`,
    },
    count: list.length,
  };
}

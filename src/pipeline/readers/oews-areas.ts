/**
 * OEWS May 2025 metropolitan and nonmetropolitan areas: JSON derived from the official area workbook, one file per
 * area plus an index. A null is a value BLS did not publish (suppressed, not estimated in the area, or by the file's
 * notes top-coded): the file cannot tell them apart. 8-digit O*NET ids repeat their 6-digit parent's row (or the
 * row of the OEWS aggregate that holds their SOC); they are checked to do so and then left out, so nothing is
 * counted twice.
 */
import { z } from "zod";
import { compareText } from "../numbers.ts";
import { InputError } from "../pipeline-errors.ts";
import { listFiles, readText } from "./files.ts";
import { parseJson } from "./json.ts";

export const OEWS_AREAS_DIR = "bls_oews/metros_may2025";
export const OEWS_AREAS_INDEX = `${OEWS_AREAS_DIR}/index.json`;

const Value = z.number().nullable();
const RowShape = z.object({
  median: Value,
  p10: Value,
  p25: Value,
  p75: Value,
  p90: Value,
  employment: Value,
  lq: Value,
});
const AreaFileShape = z.object({
  code: z.string().regex(/^(\d{5}|\d{7})$/),
  name: z.string().min(1),
  meta: z.object({ rpp: z.number().positive().nullable(), rppYear: z.string().nullable() }),
  wages: z.record(z.string().regex(/^\d{2}-\d{4}(\.\d{2})?$/), RowShape),
});
const IndexShape = z.object({
  meta: z.object({ sources: z.object({ oews_metro: z.object({ date: z.string() }) }) }),
  metros: z.array(
    z.object({
      cbsa: z.string().regex(/^(\d{5}|\d{7})$/),
      name: z.string().min(1),
      states: z.array(z.string().regex(/^[A-Z]{2}$/)).min(1),
      kind: z.enum(["metro", "nonmetro"]),
    }),
  ),
});

export interface AreaEstimate {
  readonly employment: number | null;
  readonly locationQuotient: number | null;
  readonly p10: number | null;
  readonly p25: number | null;
  readonly median: number | null;
  readonly p75: number | null;
  readonly p90: number | null;
}

export interface OewsArea {
  /** CBSA code (metro) or 7-digit OEWS nonmetro area code. */
  readonly code: string;
  readonly name: string;
  readonly kind: "metro" | "nonmetro";
  readonly states: readonly string[];
  /** BEA Regional Price Parity (US = 100), or null where none is published. */
  readonly rpp: number | null;
  /** 6-digit SOC code → estimates; only occupations with at least one published value. */
  readonly occupations: ReadonlyMap<string, AreaEstimate>;
}

export interface OewsAreas {
  readonly files: readonly string[];
  /** "May 2025" as the index states it. */
  readonly release: string;
  /** Year of the BEA RPP, "2024". */
  readonly rppYear: string | undefined;
  /** Areas in code order. */
  readonly areas: readonly OewsArea[];
}

function estimate(row: z.infer<typeof RowShape>): AreaEstimate {
  return {
    employment: row.employment,
    locationQuotient: row.lq,
    p10: row.p10,
    p25: row.p25,
    median: row.median,
    p75: row.p75,
    p90: row.p90,
  };
}

const sameRow = (a: z.infer<typeof RowShape>, b: z.infer<typeof RowShape>) =>
  (Object.keys(a) as (keyof typeof a)[]).every((k) => a[k] === b[k]);

/**
 * True when an 8-digit id's row is a copy of its SOC's row, or, where OEWS publishes the SOC only inside an
 * aggregate of its broad group (29-2011 within 29-2010, 53-1042 within 53-1047), of that aggregate's row.
 */
function repeatsParent(wages: Readonly<Record<string, z.infer<typeof RowShape>>>, id: string): boolean {
  const row = wages[id];
  if (!row) return false;
  const parent = wages[id.slice(0, 7)];
  if (parent) return sameRow(parent, row);
  return Object.entries(wages).some(
    ([code, other]) => code.length === 7 && code.startsWith(id.slice(0, 6)) && sameRow(other, row),
  );
}

/** Reads the index and every area file it lists; an area file without an index entry (or the reverse) is an error. */
export function readOewsAreas(root: string): OewsAreas {
  const index = parseJson(readText(root, OEWS_AREAS_INDEX), OEWS_AREAS_INDEX, IndexShape);
  const files = listFiles(root, OEWS_AREAS_DIR, ".json").filter((f) => f !== OEWS_AREAS_INDEX);
  const listed = new Map(index.metros.map((m) => [m.cbsa, m]));
  if (listed.size !== index.metros.length) throw new InputError(OEWS_AREAS_INDEX, "an area is listed twice");
  const areas: OewsArea[] = [];
  let rppYear: string | undefined;
  for (const file of files) {
    const json = parseJson(readText(root, file), file, AreaFileShape);
    const entry = listed.get(json.code);
    if (!entry) throw new InputError(file, `area ${json.code} is not in ${OEWS_AREAS_INDEX}`);
    if (file !== `${OEWS_AREAS_DIR}/${json.code}.json`) throw new InputError(file, `holds area ${json.code}`);
    if ((entry.kind === "metro") !== /^\d{5}$/.test(json.code)) {
      throw new InputError(file, `area ${json.code} is listed as ${entry.kind}, which does not fit its code`);
    }
    if (json.meta.rpp !== null && entry.kind !== "metro") throw new InputError(file, "a nonmetro area has an RPP");
    if (json.meta.rppYear) rppYear ??= json.meta.rppYear;
    const occupations = new Map<string, AreaEstimate>();
    for (const [id, row] of Object.entries(json.wages).sort((a, b) => compareText(a[0], b[0]))) {
      if (id.length > 7) {
        if (!repeatsParent(json.wages, id)) {
          throw new InputError(file, `${id} does not repeat its parent ${id.slice(0, 7)}'s row`);
        }
        continue;
      }
      if (Object.values(row).every((v) => v === null)) continue;
      occupations.set(id, estimate(row));
    }
    areas.push({
      code: json.code,
      name: entry.name,
      kind: entry.kind,
      states: entry.states,
      rpp: json.meta.rpp,
      occupations,
    });
    listed.delete(json.code);
  }
  if (listed.size > 0) {
    throw new InputError(OEWS_AREAS_INDEX, `no file for area(s) ${[...listed.keys()].slice(0, 5).join(", ")}`);
  }
  return { files, release: index.meta.sources.oews_metro.date, rppYear, areas };
}

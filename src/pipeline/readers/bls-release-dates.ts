/** BLS release calendar (CSV converted from the compiler's Parquet): publication, reference month, release date. */
import { InputError, optionalIsoDate, requireText } from "../pipeline-errors.ts";
import { toMonth } from "../series.ts";
import { readDelimited } from "./csv.ts";

export const RELEASE_CALENDAR_FILE = "news/bls_release_dates/release_dates.csv";

export const PUBLICATIONS = {
  ces: "The Employment Situation",
  sae: "State Employment and Unemployment",
  qcew: "County Employment and Wages",
} as const;
export type Publication = keyof typeof PUBLICATIONS;

export interface Release {
  readonly publication: Publication;
  /** Reference month "YYYY-MM". */
  readonly month: string;
  /** Release date "YYYY-MM-DD". */
  readonly released: string;
}

export function readReleaseCalendar(root: string, file: string = RELEASE_CALENDAR_FILE): Release[] {
  const table = readDelimited(root, file, { required: ["publication", "ref_date", "vintage_date"] });
  return table.rows.map(({ line, values }) => {
    const publication = requireText(values["publication"], { file, line, column: "publication" });
    if (!(publication in PUBLICATIONS))
      throw new InputError(file, `unknown publication ${JSON.stringify(publication)}`, line);
    const released = optionalIsoDate(values["vintage_date"] ?? "", { file, line, column: "vintage_date" });
    if (!released) throw new InputError(file, `column "vintage_date" is empty`, line);
    return {
      publication: publication as Publication,
      month: toMonth(values["ref_date"] ?? "", { file, line }),
      released,
    };
  });
}

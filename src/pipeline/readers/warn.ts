/**
 * WARN Act notices (WARN Notice Register export, one CSV per state). Two schemas occur: the enriched one
 * (45 columns: NAICS, Census place, county …) and an earlier 16-column one (California); both are accepted.
 */
import { stateByCode } from "../../domain/geography.ts";
import { InputError, optionalIsoDate, optionalNumber, requireText } from "../pipeline-errors.ts";
import { parseDelimited, type Table } from "./csv.ts";
import { listFiles, readText } from "./files.ts";

export const WARN_DIR = "warn_notices/states";

const REQUIRED = [
  "state",
  "employer_name",
  "location",
  "notice_date",
  "effective_date",
  "employees_affected",
  "layoff_type",
  "is_temporary",
  "source_url",
  "dedupe_key",
  "first_seen",
  "last_seen",
] as const;

export interface WarnNotice {
  readonly file: string;
  readonly line: number;
  /** USPS code of the filing state. */
  readonly state: string;
  readonly employer: string;
  /** Best available place: Census place name, else the filed location text. */
  readonly city: string | undefined;
  readonly county: string | undefined;
  /** NAICS code as filed/enriched ("722511", "44-45"), when known. */
  readonly naics: string | undefined;
  readonly noticeDate: string | undefined;
  readonly effectiveDate: string | undefined;
  readonly employees: number | undefined;
  /** "closure", "mass_layoff" or "unknown". */
  readonly layoffType: string;
  readonly temporary: boolean | undefined;
  readonly sourceUrl: string;
  /** The register's unique key of the notice. */
  readonly key: string;
  /** The filing says it amends an earlier notice (`is_amendment`). */
  readonly amendment: boolean;
  /** The register's key of the employer across spellings (`employer_key`), where its export has one. */
  readonly employerKey: string | undefined;
  /** The location text as filed. */
  readonly filedLocation: string | undefined;
  /** Last date the register saw the notice on the state's site (last_seen, else first_seen when last_seen is blank). */
  readonly lastSeen: string;
}

/** "New York city" → "New York"; "Anchorage municipality" → "Anchorage"; "Louisville/Jefferson County metro government (balance)" → "Louisville". */
export function cleanPlaceName(raw: string): string {
  return raw
    .replace(/\(.*?\)/g, " ")
    .replace(/\s+(consolidated|metropolitan|metro|unified)\s+government.*$/i, "")
    .replace(/\/.*$/s, "") // only what comes before a slash
    .replace(/\s+(city and borough|city|town|village|CDP|borough|municipality|township|plantation|urban county)$/i, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** A filed location is used as a city only when it looks like one (no street numbers, no commas). */
function cityFromFiledLocation(raw: string): string | undefined {
  const text = raw.replace(/\s+/g, " ").trim();
  if (text === "" || /\d/.test(text) || text.includes(",") || text.length > 40) return undefined;
  return text;
}

function optional(values: Readonly<Record<string, string>>, column: string): string | undefined {
  const value = values[column]?.trim();
  return value ? value : undefined;
}

/** Parses one state's WARN CSV. */
export function parseWarnTable(table: Table): WarnNotice[] {
  const { file } = table;
  const notices: WarnNotice[] = [];
  for (const { line, values } of table.rows) {
    const ref = { file, line };
    const state = requireText(values["state"], { ...ref, column: "state" }).toUpperCase();
    if (!stateByCode(state)) throw new InputError(file, `unknown state ${JSON.stringify(values["state"])}`, line);
    const noticeDate = optionalIsoDate(values["notice_date"] ?? "", { ...ref, column: "notice_date" });
    const effectiveDate = optionalIsoDate(values["effective_date"] ?? "", { ...ref, column: "effective_date" });
    if (!noticeDate && !effectiveDate)
      throw new InputError(file, "notice has neither notice_date nor effective_date", line);
    const employees = optionalNumber(values["employees_affected"], { ...ref, column: "employees_affected" });
    if (employees !== undefined && (!Number.isInteger(employees) || employees < 0)) {
      throw new InputError(
        file,
        `employees_affected must be a whole number, got ${values["employees_affected"]}`,
        line,
      );
    }
    const lastSeen =
      optionalIsoDate(values["last_seen"] ?? "", { ...ref, column: "last_seen" }) ??
      optionalIsoDate(values["first_seen"] ?? "", { ...ref, column: "first_seen" });
    if (!lastSeen) throw new InputError(file, `columns "last_seen" and "first_seen" are both empty`, line);
    const place = optional(values, "place_name");
    const temporary = values["is_temporary"] === "1" ? true : values["is_temporary"] === "0" ? false : undefined;
    notices.push({
      file,
      line,
      state,
      employer: requireText(values["employer_name"], { ...ref, column: "employer_name" }).replace(/\s+/g, " "),
      city: place ? cleanPlaceName(place) || undefined : cityFromFiledLocation(values["location"] ?? ""),
      county: optional(values, "county_name"),
      naics: optional(values, "naics"),
      noticeDate,
      effectiveDate,
      employees,
      layoffType: requireText(values["layoff_type"], { ...ref, column: "layoff_type" }),
      temporary,
      sourceUrl: requireText(values["source_url"], { ...ref, column: "source_url" }),
      key: requireText(values["dedupe_key"], { ...ref, column: "dedupe_key" }),
      amendment: values["is_amendment"]?.trim() === "1",
      employerKey: optional(values, "employer_key"),
      filedLocation: optional(values, "location")?.replace(/\s+/g, " "),
      lastSeen,
    });
  }
  return notices;
}

/** Reads every state file of the WARN folder, in file-name order. */
export function readWarnNotices(root: string): { files: string[]; notices: WarnNotice[] } {
  const files = listFiles(root, WARN_DIR, ".csv");
  const notices: WarnNotice[] = [];
  for (const file of files) {
    const table = parseDelimited(readText(root, file), file, { required: REQUIRED });
    notices.push(...parseWarnTable(table));
  }
  return { files, notices };
}

/**
 * O*NET 29.3 tab-delimited text files about each O*NET occupation: its description, related occupations, task
 * statements and the job titles incumbents reported. Codes are O*NET-SOC codes ("15-1252.00"); a specialty
 * ("15-1299.08") is a row of its own, never a copy of its SOC's row.
 */
import { ONET_CODE } from "../../domain/occupation.ts";
import { InputError, requireNumber, requireText } from "../pipeline-errors.ts";
import { readDelimited, type TableRow } from "./csv.ts";
import { ONET_DIR } from "./onet.ts";

export const ONET_TEXT_FILES = {
  occupationData: `${ONET_DIR}/Occupation Data.txt`,
  related: `${ONET_DIR}/Related Occupations.txt`,
  tasks: `${ONET_DIR}/Task Statements.txt`,
  reportedTitles: `${ONET_DIR}/Sample of Reported Titles.txt`,
} as const;

function onetCode(row: TableRow, file: string, column = "O*NET-SOC Code"): string {
  const code = requireText(row.values[column], { file, line: row.line, column });
  if (!ONET_CODE.test(code)) throw new InputError(file, `bad O*NET-SOC code ${JSON.stringify(code)}`, row.line);
  return code;
}

function read(root: string, file: string, required: readonly string[]) {
  return readDelimited(root, file, { delimiter: "\t", quoted: false, required: ["O*NET-SOC Code", ...required] }).rows;
}

export interface OnetOccupation {
  readonly code: string;
  readonly title: string;
  readonly description: string;
}

/** Occupation Data.txt: code, title and description of every O*NET occupation. */
export function readOnetOccupations(root: string, file: string = ONET_TEXT_FILES.occupationData): OnetOccupation[] {
  return read(root, file, ["Title", "Description"]).map((row) => ({
    code: onetCode(row, file),
    title: requireText(row.values["Title"], { file, line: row.line, column: "Title" }),
    description: requireText(row.values["Description"], { file, line: row.line, column: "Description" }),
  }));
}

export const RELATEDNESS_TIERS = ["Primary-Short", "Primary-Long", "Supplemental"] as const;
export type RelatednessTier = (typeof RELATEDNESS_TIERS)[number];

export interface RelatedOccupation {
  readonly code: string;
  readonly relatedCode: string;
  readonly relatedTitle: string;
  readonly tier: RelatednessTier;
  /** O*NET's order, 1 = closest. */
  readonly index: number;
}

/** Related Occupations.txt. */
export function readRelatedOccupations(root: string, file: string = ONET_TEXT_FILES.related): RelatedOccupation[] {
  return read(root, file, ["Related O*NET-SOC Code", "Related Title", "Relatedness Tier", "Index"]).map((row) => {
    const tier = requireText(row.values["Relatedness Tier"], { file, line: row.line, column: "Relatedness Tier" });
    if (!(RELATEDNESS_TIERS as readonly string[]).includes(tier)) {
      throw new InputError(file, `unknown relatedness tier ${JSON.stringify(tier)}`, row.line);
    }
    return {
      code: onetCode(row, file),
      relatedCode: onetCode(row, file, "Related O*NET-SOC Code"),
      relatedTitle: requireText(row.values["Related Title"], { file, line: row.line, column: "Related Title" }),
      tier: tier as RelatednessTier,
      index: requireNumber(row.values["Index"], { file, line: row.line, column: "Index" }),
    };
  });
}

export interface TaskStatement {
  readonly code: string;
  readonly task: string;
  /** "Core", "Supplemental", or "" where O*NET has not typed the task. */
  readonly type: string;
}

/** Task Statements.txt, in the file's order. */
export function readTaskStatements(root: string, file: string = ONET_TEXT_FILES.tasks): TaskStatement[] {
  return read(root, file, ["Task", "Task Type"]).map((row) => {
    const type = (row.values["Task Type"] ?? "").trim();
    if (!["Core", "Supplemental", ""].includes(type)) {
      throw new InputError(file, `unknown task type ${JSON.stringify(type)}`, row.line);
    }
    return { code: onetCode(row, file), task: requireText(row.values["Task"], { file, line: row.line }), type };
  });
}

export interface ReportedTitle {
  readonly code: string;
  readonly title: string;
}

/** Sample of Reported Titles.txt. */
export function readReportedTitles(root: string, file: string = ONET_TEXT_FILES.reportedTitles): ReportedTitle[] {
  return read(root, file, ["Reported Job Title"]).map((row) => ({
    code: onetCode(row, file),
    title: requireText(row.values["Reported Job Title"], { file, line: row.line, column: "Reported Job Title" }),
  }));
}

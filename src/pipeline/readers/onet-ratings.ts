/**
 * O*NET 29.3 ratings, from the official Excel workbooks (the text versions are the same columns): Skills and
 * Knowledge (importance IM 1–5 and level LV 0–7 per element), Education, Training, and Experience (percent of
 * respondents per category), with the category labels from the text file, and Alternate Titles.
 * O*NET does not rate every occupation in every domain: an occupation without rows is simply absent here.
 */
import { ONET_CODE } from "../../domain/occupation.ts";
import { InputError, requireNumber, requireText } from "../pipeline-errors.ts";
import { readDelimited } from "./csv.ts";
import { ONET_DIR } from "./onet.ts";
import { readXlsxTable, type SheetRow } from "./xlsx.ts";

export const ONET_RATING_FILES = {
  skills: `${ONET_DIR}/Skills.xlsx`,
  knowledge: `${ONET_DIR}/Knowledge.xlsx`,
  educationTrainingExperience: `${ONET_DIR}/Education, Training, and Experience.xlsx`,
  eteCategories: `${ONET_DIR}/Education, Training, and Experience Categories.txt`,
  alternateTitles: `${ONET_DIR}/Alternate Titles.xlsx`,
} as const;

function codeOf(row: SheetRow, file: string): string {
  const code = requireText(row.values["O*NET-SOC Code"], { file, line: row.line, column: "O*NET-SOC Code" });
  if (!ONET_CODE.test(code)) throw new InputError(file, `bad O*NET-SOC code ${JSON.stringify(code)}`, row.line);
  return code;
}

function yesNo(row: SheetRow, file: string, column: string): boolean {
  const value = row.values[column];
  if (value === null || value === undefined || value === "" || value === "N" || value === "n/a") return false;
  if (value === "Y") return true;
  throw new InputError(file, `column "${column}" must be Y or N, got ${JSON.stringify(value)}`, row.line);
}

export interface ElementRating {
  readonly elementId: string;
  readonly name: string;
  /** Importance, 1–5. */
  readonly importance: number;
  /** Level, 0–7; undefined where O*NET marks it not relevant or recommends suppressing it. */
  readonly level: number | undefined;
}

/** Skills.xlsx or Knowledge.xlsx: O*NET-SOC code → its rated elements, in the file's order. */
export async function readElementRatings(root: string, file: string): Promise<Map<string, ElementRating[]>> {
  const table = await readXlsxTable(root, file, {
    headerCell: "O*NET-SOC Code",
    required: [
      "O*NET-SOC Code",
      "Element ID",
      "Element Name",
      "Scale ID",
      "Data Value",
      "Recommend Suppress",
      "Not Relevant",
    ],
  });
  const byCode = new Map<string, Map<string, { name: string; importance?: number; level?: number }>>();
  for (const row of table.rows) {
    const ref = { file, line: row.line };
    const code = codeOf(row, file);
    const id = requireText(row.values["Element ID"], { ...ref, column: "Element ID" });
    const name = requireText(row.values["Element Name"], { ...ref, column: "Element Name" });
    const scale = requireText(row.values["Scale ID"], { ...ref, column: "Scale ID" });
    const value = requireNumber(row.values["Data Value"], { ...ref, column: "Data Value" });
    const elements = byCode.get(code) ?? new Map();
    const element = elements.get(id) ?? { name };
    if (scale === "IM") {
      if (value < 1 || value > 5) throw new InputError(file, `importance ${value} is outside 1–5`, row.line);
      element.importance = value;
    } else if (scale === "LV") {
      if (value < 0 || value > 7) throw new InputError(file, `level ${value} is outside 0–7`, row.line);
      const usable = !yesNo(row, file, "Recommend Suppress") && !yesNo(row, file, "Not Relevant");
      if (usable) element.level = value;
    } else {
      throw new InputError(file, `unknown scale ${JSON.stringify(scale)}`, row.line);
    }
    elements.set(id, element);
    byCode.set(code, elements);
  }
  const out = new Map<string, ElementRating[]>();
  for (const [code, elements] of byCode) {
    const list: ElementRating[] = [];
    for (const [elementId, e] of elements) {
      if (e.importance === undefined) throw new InputError(file, `${code} ${elementId} has a level but no importance`);
      list.push({ elementId, name: e.name, importance: e.importance, level: e.level });
    }
    out.set(code, list);
  }
  return out;
}

export interface CategoryShare {
  /** RL required level of education, RW related work experience, PT on-site training, OJ on-the-job training. */
  readonly scale: string;
  readonly category: number;
  /** Percent of respondents. */
  readonly percent: number;
}

/** The category scales of the workbook; its other rows (importance of a professional certification, IM) are skipped. */
export const ETE_SCALES = ["RL", "RW", "PT", "OJ"] as const;

/** Education, Training, and Experience.xlsx: O*NET-SOC code → its category shares (suppression-flagged rows left out). */
export async function readEducationTrainingExperience(
  root: string,
  file: string = ONET_RATING_FILES.educationTrainingExperience,
): Promise<Map<string, CategoryShare[]>> {
  const table = await readXlsxTable(root, file, {
    headerCell: "O*NET-SOC Code",
    required: ["O*NET-SOC Code", "Scale ID", "Category", "Data Value", "Recommend Suppress"],
  });
  const out = new Map<string, CategoryShare[]>();
  for (const row of table.rows) {
    const ref = { file, line: row.line };
    const code = codeOf(row, file);
    const scale = requireText(row.values["Scale ID"], { ...ref, column: "Scale ID" });
    if (!(ETE_SCALES as readonly string[]).includes(scale)) continue;
    const percent = requireNumber(row.values["Data Value"], { ...ref, column: "Data Value" });
    if (percent < 0 || percent > 100) throw new InputError(file, `share ${percent} is outside 0–100`, row.line);
    const list = out.get(code) ?? [];
    out.set(code, list);
    if (yesNo(row, file, "Recommend Suppress")) continue;
    list.push({ scale, category: requireNumber(row.values["Category"], { ...ref, column: "Category" }), percent });
  }
  return out;
}

/** Education, Training, and Experience Categories.txt: "RL 6" → "Bachelor's Degree …" (the file leaves some blank). */
export function readEteCategories(root: string, file: string = ONET_RATING_FILES.eteCategories): Map<string, string> {
  const table = readDelimited(root, file, {
    delimiter: "\t",
    quoted: false,
    required: ["Scale ID", "Category", "Category Description"],
  });
  return new Map(
    table.rows.map((row) => [
      `${requireText(row.values["Scale ID"], { file, line: row.line })} ${requireNumber(row.values["Category"], { file, line: row.line })}`,
      (row.values["Category Description"] ?? "").trim(),
    ]),
  );
}

/** Alternate Titles.xlsx: O*NET-SOC code and title, in the file's order. */
export async function readAlternateTitles(
  root: string,
  file: string = ONET_RATING_FILES.alternateTitles,
): Promise<{ code: string; title: string }[]> {
  const table = await readXlsxTable(root, file, {
    headerCell: "O*NET-SOC Code",
    required: ["O*NET-SOC Code", "Alternate Title"],
  });
  return table.rows.map((row) => ({
    code: codeOf(row, file),
    title: requireText(row.values["Alternate Title"], { file, line: row.line, column: "Alternate Title" }),
  }));
}

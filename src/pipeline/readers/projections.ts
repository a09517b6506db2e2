/** BLS Employment Projections: Table 1.2 of the official occupation.xlsx workbook. */
import { InputError, optionalNumber, requireText } from "../pipeline-errors.ts";
import { type CellValue, readXlsxTable } from "./xlsx.ts";

export const EP_FILE = "bls_ep/occupation.xlsx";
export const EP_SHEET = "Table 1.2";

const COLUMNS = {
  title: "2024 National Employment Matrix title",
  code: "2024 National Employment Matrix code",
  type: "Occupation type",
  employment: "Employment, 2024",
  employment2034: "Employment, 2034",
  changePercent: "Employment change, percent, 2024–34",
  openings: "Occupational openings, 2024–34 annual average",
  medianWage: "Median annual wage, dollars, 2024[1]",
  education: "Typical education needed for entry",
  experience: "Work experience in a related occupation",
  training: "Typical on-the-job training needed to attain competency in the occupation",
} as const;

export interface Projection {
  readonly code: string;
  readonly title: string;
  /** "Line item" (detailed occupation) or "Summary". */
  readonly type: string;
  /** Employment 2024, thousands. */
  readonly employment: number | undefined;
  /** Projected employment 2034, thousands. */
  readonly employment2034: number | undefined;
  /** Projected employment change 2024–34, percent. */
  readonly changePercent: number | undefined;
  /** Annual average occupational openings 2024–34, thousands. */
  readonly openings: number | undefined;
  readonly education: string | undefined;
  readonly experience: string | undefined;
  readonly training: string | undefined;
}

const DASH = ["—", "-", "–"] as const;

function optionalLabel(value: CellValue): string | undefined {
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  return text === "" || (DASH as readonly string[]).includes(text) ? undefined : text;
}

/** Rows of Table 1.2 with a SOC code (footnotes and notes are skipped). */
export async function readProjections(root: string, file: string = EP_FILE): Promise<Projection[]> {
  const table = await readXlsxTable(root, file, {
    sheet: EP_SHEET,
    headerCell: COLUMNS.code,
    required: Object.values(COLUMNS),
  });
  const out: Projection[] = [];
  for (const row of table.rows) {
    const rawCode = row.values[COLUMNS.code];
    if (rawCode === null || rawCode === undefined) continue; // footnote rows carry no code
    const ref = { file, line: row.line };
    const code = requireText(rawCode, { ...ref, column: COLUMNS.code });
    if (!/^\d{2}-\d{4}$/.test(code))
      throw new InputError(file, `sheet ${EP_SHEET}: bad SOC code ${JSON.stringify(code)}`, row.line);
    out.push({
      code,
      title: requireText(row.values[COLUMNS.title], { ...ref, column: COLUMNS.title }),
      type: requireText(row.values[COLUMNS.type], { ...ref, column: COLUMNS.type }),
      employment: optionalNumber(row.values[COLUMNS.employment], { ...ref, column: COLUMNS.employment }, DASH),
      employment2034: optionalNumber(
        row.values[COLUMNS.employment2034],
        { ...ref, column: COLUMNS.employment2034 },
        DASH,
      ),
      changePercent: optionalNumber(row.values[COLUMNS.changePercent], { ...ref, column: COLUMNS.changePercent }, DASH),
      openings: optionalNumber(row.values[COLUMNS.openings], { ...ref, column: COLUMNS.openings }, DASH),
      education: optionalLabel(row.values[COLUMNS.education] ?? null),
      experience: optionalLabel(row.values[COLUMNS.experience] ?? null),
      training: optionalLabel(row.values[COLUMNS.training] ?? null),
    });
  }
  if (out.length === 0) throw new InputError(file, `sheet ${EP_SHEET} has no occupation rows`);
  return out;
}

/** Excel workbook reader (official BLS .xlsx files) on top of exceljs; rows are keyed by a header row. */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import ExcelJS from "exceljs";
import { InputError } from "../pipeline-errors.ts";
import { requireFile } from "./files.ts";

export type CellValue = string | number | null;

export interface SheetRow {
  /** 1-based worksheet row number. */
  readonly line: number;
  readonly values: Readonly<Record<string, CellValue>>;
}

export interface SheetTable {
  readonly file: string;
  readonly sheet: string;
  readonly header: readonly string[];
  readonly rows: readonly SheetRow[];
}

export interface SheetOptions {
  /** Worksheet name; the first worksheet when omitted. */
  readonly sheet?: string;
  /** Text of a header cell that identifies the header row (searched in the first 20 rows). */
  readonly headerCell: string;
  /** Columns that must be present in the header. */
  readonly required?: readonly string[];
}

/** Flattens exceljs cell values (rich text, hyperlinks, formulas, dates) to text or numbers. */
export function toCellValue(raw: unknown): CellValue {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === "number") return raw;
  if (typeof raw === "string") return raw;
  if (typeof raw === "boolean") return raw ? "TRUE" : "FALSE";
  if (raw instanceof Date) return raw.toISOString();
  if (typeof raw === "object") {
    const obj = raw as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: unknown };
    if (Array.isArray(obj.richText)) return obj.richText.map((part) => part.text).join("");
    if ("result" in obj) return toCellValue(obj.result);
    if (typeof obj.text === "string") return obj.text;
    if (obj.error !== undefined) return null;
  }
  return String(raw);
}

/**
 * Tables already read, by the workbook's content and what was asked of it. The workbooks are the annual sources (O*NET,
 * OEWS, projections, the metro delineation): they change once a year, but every build reads them, and parsing them is
 * about half of a build's time (12 of 26 s measured). A refresh that builds again in the same process (the background
 * refresh, a baseline and then a new version) reads them from here. Keyed by content, so a replaced file is read anew;
 * the newest few are kept (a build reads eight).
 */
const tables = new Map<string, SheetTable>();
const TABLES_KEPT = 12;

/**
 * What a table kept on disk was read by: a change to what parseXlsxTable or toCellValue make of a workbook must change
 * this, so that tables kept by the earlier code are never read as the new code's.
 */
const TABLE_FORMAT = "sheet-table-2";

/** The folder tables are also kept in (keepTablesIn), or null: in memory only. */
let tablesFolder: string | null = null;

/**
 * Keeps every table read from now on in `folder` too (null: in memory only), one JSON file per workbook content and
 * request, so that another process reading the same workbook (the next build on this machine) skips parsing it.
 */
export function keepTablesIn(folder: string | null): void {
  tablesFolder = folder;
}

/** A table kept on disk, or undefined when there is none or it cannot be read whole. */
function keptTable(file: string): SheetTable | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as SheetTable;
  } catch {
    return undefined;
  }
}

/** Writes a table to disk whole or not at all: another process reads either the whole file or none. */
function keepTable(file: string, table: SheetTable): void {
  const partial = `${file}.${process.pid}.partial`;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(partial, JSON.stringify(table));
    renameSync(partial, file);
  } catch {
    // A table that cannot be kept is parsed again next time.
    rmSync(partial, { force: true });
  }
}

/** Reads one worksheet of an .xlsx file into rows keyed by its header row. */
export async function readXlsxTable(root: string, file: string, options: SheetOptions): Promise<SheetTable> {
  const bytes = readFileSync(requireFile(root, file));
  const key = JSON.stringify([createHash("sha256").update(bytes).digest("hex"), file, options]);
  const known = tables.get(key);
  if (known) return known;
  const onDisk = tablesFolder
    ? path.join(tablesFolder, `${createHash("sha256").update(`${TABLE_FORMAT} ${key}`).digest("hex")}.json`)
    : null;
  let table = onDisk ? keptTable(onDisk) : undefined;
  if (!table) {
    table = await parseXlsxTable(bytes, file, options);
    if (onDisk) keepTable(onDisk, table);
  }
  tables.set(key, table);
  if (tables.size > TABLES_KEPT) tables.delete(tables.keys().next().value as string);
  return table;
}

async function parseXlsxTable(bytes: Buffer, file: string, options: SheetOptions): Promise<SheetTable> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs declares its own `Buffer` (an ArrayBuffer); at run time it takes Node's.
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw new InputError(file, `unreadable .xlsx workbook: ${(error as Error).message}`);
  }
  const sheet = options.sheet ? workbook.getWorksheet(options.sheet) : workbook.worksheets[0];
  if (!sheet) throw new InputError(file, `worksheet "${options.sheet ?? "(first)"}" not found`);

  let headerRow = 0;
  let header: string[] = [];
  for (let r = 1; r <= Math.min(20, sheet.rowCount); r += 1) {
    // exceljs's row values start at index 1, with a hole at 0: Array.from fills it, so the header is a plain array
    // (the same once kept on disk as JSON, where a hole would come back as null).
    const cells = Array.from(sheet.getRow(r).values as unknown[], (v) => toCellValue(v));
    if (cells.some((c) => typeof c === "string" && c.trim() === options.headerCell)) {
      headerRow = r;
      header = cells.map((c) => (c === null ? "" : String(c).trim()));
      break;
    }
  }
  if (headerRow === 0) {
    throw new InputError(file, `sheet "${sheet.name}": no header row containing "${options.headerCell}"`);
  }
  for (const column of options.required ?? []) {
    if (!header.includes(column)) {
      throw new InputError(file, `sheet "${sheet.name}": missing required column "${column}"`, headerRow);
    }
  }

  const rows: SheetRow[] = [];
  for (let r = headerRow + 1; r <= sheet.rowCount; r += 1) {
    const cells = sheet.getRow(r).values as unknown[];
    const values: Record<string, CellValue> = {};
    let empty = true;
    header.forEach((name, index) => {
      if (name === "") return;
      const value = toCellValue(cells[index]);
      if (value !== null && value !== "") empty = false;
      values[name] = value;
    });
    if (!empty) rows.push({ line: r, values });
  }
  return { file, sheet: sheet.name, header, rows };
}

/** Delimited-text reader (CSV, and tab-separated text with quoting off) on top of csv-parse. */
import { parse } from "csv-parse/sync";
import { InputError } from "../pipeline-errors.ts";
import { readText } from "./files.ts";

export interface TableRow {
  /** 1-based line of the source file where the record ends. */
  readonly line: number;
  readonly values: Readonly<Record<string, string>>;
}

export interface Table {
  readonly file: string;
  readonly header: readonly string[];
  readonly rows: readonly TableRow[];
}

export interface DelimitedOptions {
  /** Field delimiter; "," by default. */
  readonly delimiter?: string;
  /** False for formats without quoting (O*NET text files). */
  readonly quoted?: boolean;
  /** Columns that must be present in the header. */
  readonly required?: readonly string[];
}

interface ParsedRecord {
  record: string[];
  info: { lines: number };
}

/** Parses delimited text into rows keyed by the header; a malformed record or missing column is an InputError. */
export function parseDelimited(text: string, file: string, options: DelimitedOptions = {}): Table {
  let records: ParsedRecord[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: options.delimiter ?? ",",
      quote: options.quoted === false ? false : '"',
      info: true,
      skip_empty_lines: true,
      relax_column_count: false,
    }) as unknown as ParsedRecord[];
  } catch (error) {
    const err = error as Error & { lines?: number };
    throw new InputError(file, `malformed delimited text: ${err.message}`, err.lines);
  }
  const first = records[0];
  if (!first) throw new InputError(file, "file is empty (no header row)", 1);
  const header = first.record.map((h) => h.trim());
  for (const column of options.required ?? []) {
    if (!header.includes(column)) {
      throw new InputError(
        file,
        `missing required column "${column}" (header: ${header.join(", ")})`,
        first.info.lines,
      );
    }
  }
  const rows: TableRow[] = [];
  for (const { record, info } of records.slice(1)) {
    const values: Record<string, string> = {};
    header.forEach((name, i) => {
      values[name] = record[i] ?? "";
    });
    rows.push({ line: info.lines, values });
  }
  return { file, header, rows };
}

/** Reads and parses a delimited file of the input directory. */
export function readDelimited(root: string, file: string, options: DelimitedOptions = {}): Table {
  return parseDelimited(readText(root, file), file, options);
}

// CSV of what a table or chart shows (RFC 4180: CRLF rows, quotes doubled). Pure.

/** What one cell may hold: nothing writes an empty cell. */
export type CsvValue = string | number | null | undefined;

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/** The fields of T whose values a cell can hold as they are. */
export type CsvField<T> = { [K in keyof T]-?: T[K] extends CsvValue ? K : never }[keyof T];

/**
 * Columns from [header, what the cell holds] pairs, in order: a field name writes that field of the row as it
 * is, a function computes the cell. Most download columns are plain fields, so the table names them directly.
 */
export function csvColumns<T>(
  columns: readonly (readonly [header: string, value: CsvField<T> | ((row: T) => CsvValue)])[],
): readonly CsvColumn<T>[] {
  return columns.map(([header, value]) => ({
    header,
    value: typeof value === "function" ? value : (row: T) => row[value] as CsvValue,
  }));
}

function cell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  // A cell starting with = + - @ would run as a formula in a spreadsheet; prefix it with a quote.
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows as CSV text with a header line. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => cell(c.header)).join(",")];
  for (const row of rows) lines.push(columns.map((c) => cell(c.value(row))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

// CSV of what a table or chart shows (RFC 4180: CRLF rows, quotes doubled). Pure.

/** What one cell may hold: nothing writes an empty cell. */
export type CsvValue = string | number | null | undefined;

/** The fields of T whose values a cell can hold as they are. */
export type CsvField<T> = { [K in keyof T]-?: T[K] extends CsvValue ? K : never }[keyof T];

/**
 * One column: its header, and what its cells hold: a field name writes that field of the row as it is, a
 * function computes the cell. Most download columns are plain fields, so a table names them directly.
 */
export type CsvColumn<T> = readonly [header: string, value: CsvField<T> | ((row: T) => CsvValue)];

function cell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  // A cell starting with = + - @ would run as a formula in a spreadsheet; prefix it with a quote.
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One row's line. */
function line<T>(row: T, columns: readonly CsvColumn<T>[]): string {
  return `${columns.map(([, value]) => cell(typeof value === "function" ? value(row) : (row[value] as CsvValue))).join(",")}\r\n`;
}

/**
 * The same CSV text as `toCsv`, in pieces: the header line, then `rowsPerPiece` rows at a time, so a
 * large download can be sent while it is being written.
 */
export function* csvPieces<T>(rows: readonly T[], columns: readonly CsvColumn<T>[], rowsPerPiece = 1000) {
  yield `${columns.map(([header]) => cell(header)).join(",")}\r\n`;
  for (let start = 0; start < rows.length; start += rowsPerPiece) {
    let piece = "";
    for (const row of rows.slice(start, start + rowsPerPiece)) piece += line(row, columns);
    yield piece;
  }
}

/** The rows as CSV text with a header line. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  return [...csvPieces(rows, columns)].join("");
}

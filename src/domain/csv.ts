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

/**
 * A cell a spreadsheet could run as a formula: one starting with = + - @ (or their full-width forms ＝ ＋ － ＠ and
 * small forms ﹦ ﹢ ﹣ ﹫, which some spreadsheets read as the same), a tab or carriage return, or an invisible character
 * that can hide any of these (zero-width spaces and joiners, word joiner, byte order mark, bidi marks). It is written
 * with a leading quote.
 */
const FORMULA_LIKE =
  /^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20\ufe66\ufe62\ufe63\ufe6b\u200b-\u200f\u2060-\u2064\ufeff\u202a-\u202e\u2066-\u2069]/;

function cell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (FORMULA_LIKE.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
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

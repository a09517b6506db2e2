// CSV of what a table or chart shows (RFC 4180: CRLF rows, quotes doubled). Pure.

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  // A cell starting with = + - @ would run as a formula in a spreadsheet; prefix it with a quote.
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The same CSV text as `toCsv`, in pieces: the header line, then `rowsPerPiece` rows at a time, so a
 * large download can be sent while it is being written.
 */
export function* csvPieces<T>(rows: readonly T[], columns: readonly CsvColumn<T>[], rowsPerPiece = 1000) {
  yield `${columns.map((c) => cell(c.header)).join(",")}\r\n`;
  for (let start = 0; start < rows.length; start += rowsPerPiece) {
    let piece = "";
    for (const row of rows.slice(start, start + rowsPerPiece)) {
      piece += `${columns.map((c) => cell(c.value(row))).join(",")}\r\n`;
    }
    yield piece;
  }
}

/** The rows as CSV text with a header line. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  return [...csvPieces(rows, columns)].join("");
}

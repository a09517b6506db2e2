// Large CSV downloads as streamed bodies. Netlify buffers a function's whole answer and refuses one
// over 6 MB, but passes a ReadableStream body on as it is produced; the unfiltered layoffs CSV is
// about 7 MB. Its bytes are kept per dataset version (a version never changes), so repeated
// downloads cost no rebuilding; filtered downloads are written piece by piece as they are read.
import { type CsvColumn, csvPieces, toCsv } from "../domain/csv.ts";

/** Size of the slices a kept CSV is sent in. */
export const CSV_SLICE_BYTES = 64 * 1024;

/** The pieces as a byte stream, each produced only when the reader asks for it. */
export function streamPieces(pieces: Iterator<string | Uint8Array>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = pieces.next();
        if (next.done) controller.close();
        else controller.enqueue(typeof next.value === "string" ? encoder.encode(next.value) : next.value);
      },
    },
    { highWaterMark: 0 },
  );
}

function* slices(bytes: Uint8Array): Generator<Uint8Array> {
  for (let start = 0; start < bytes.length; start += CSV_SLICE_BYTES) {
    yield bytes.subarray(start, start + CSV_SLICE_BYTES);
  }
}

/** The rows as a streamed CSV, written as it is read. */
export function csvStream<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): ReadableStream<Uint8Array> {
  return streamPieces(csvPieces(rows, columns));
}

// One entry: the CSV of every row of the version being served.
let kept: { key: string; bytes: Uint8Array } | null = null;

/**
 * The CSV of all `rows` of dataset `version`, streamed from bytes built once per version and
 * `name` (and rebuilt only when the version changes).
 */
export function wholeCsvStream<T>(
  name: string,
  version: string,
  rows: readonly T[],
  columns: readonly CsvColumn<T>[],
): ReadableStream<Uint8Array> {
  const key = `${name}@${version}`;
  if (kept?.key !== key) kept = { key, bytes: new TextEncoder().encode(toCsv(rows, columns)) };
  return streamPieces(slices(kept.bytes));
}

/** The bytes kept for the whole CSV, and for which name and version (tests: one build per version). */
export function keptCsv(): { key: string; bytes: Uint8Array } | null {
  return kept;
}

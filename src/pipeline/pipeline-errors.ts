/**
 * The one error the pipeline raises for bad input: it names the file (relative to the input directory)
 * and, where known, the line (CSV/text/JSON) or sheet row (XLSX), so that a broken source is found at once.
 */
export class InputError extends Error {
  readonly file: string;
  readonly line: number | undefined;

  constructor(file: string, message: string, line?: number) {
    super(`${file}${line === undefined ? "" : `:${line}`}: ${message}`);
    this.name = "InputError";
    this.file = file;
    this.line = line;
  }
}

/** Where a value came from, for error messages. */
export interface CellRef {
  readonly file: string;
  readonly line?: number;
  readonly column?: string;
}

function describeCell(ref: CellRef): string {
  return ref.column ? `column "${ref.column}"` : "value";
}

/** Parses a required number; blank, non-numeric or infinite text is an InputError. */
export function requireNumber(raw: unknown, ref: CellRef): number {
  const value = typeof raw === "number" ? raw : typeof raw === "string" && raw.trim() !== "" ? Number(raw.trim()) : NaN;
  if (!Number.isFinite(value)) {
    throw new InputError(ref.file, `${describeCell(ref)} is not a number: ${JSON.stringify(raw)}`, ref.line);
  }
  return value;
}

/** Parses an optional number: blank (or one of `missing`, e.g. "—", "*") gives undefined; other text must be numeric. */
export function optionalNumber(raw: unknown, ref: CellRef, missing: readonly string[] = []): number | undefined {
  if (raw === null || raw === undefined) return undefined;
  if (typeof raw === "string" && (raw.trim() === "" || missing.includes(raw.trim()))) return undefined;
  return requireNumber(raw, ref);
}

/** A required non-empty string. */
export function requireText(raw: unknown, ref: CellRef): string {
  if (typeof raw !== "string" || raw.trim() === "") {
    throw new InputError(ref.file, `${describeCell(ref)} is empty`, ref.line);
  }
  return raw.trim();
}

/** Requires an ISO date "YYYY-MM-DD" (or blank → undefined). */
export function optionalIsoDate(raw: string, ref: CellRef): string | undefined {
  const value = raw.trim();
  if (value === "") return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw new InputError(ref.file, `${describeCell(ref)} is not a YYYY-MM-DD date: ${JSON.stringify(raw)}`, ref.line);
  }
  return value;
}

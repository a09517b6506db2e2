/** What every entity builder returns: the payload plus the provenance the envelope and manifest carry. */
import type { EntityData, EntityName } from "../../domain/dataset.ts";
import type { Methodology, Source } from "../../domain/provenance.ts";
import { compareText } from "../numbers.ts";
import { dateLabel, monthLabel } from "../series.ts";

export interface EntityBuild<N extends EntityName> {
  readonly entity: N;
  readonly data: EntityData<N>;
  /** "2026-06", "2026-08-06" or a range "2026-04/2026-07". */
  readonly referencePeriod: string;
  /** Human form of the reference period. */
  readonly asOf: string;
  readonly sources: Source[];
  readonly methodology: Methodology;
  /** Record count for the manifest. */
  readonly count: number;
}

/** The span of a set of months or dates: one value, or "first/last". */
export function spanOf(values: readonly string[]): string {
  const sorted = [...new Set(values)].sort(compareText);
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) throw new Error("spanOf: no values");
  return first === last ? first : `${first}/${last}`;
}

function label(value: string): string {
  if (/^\d{4}-\d{2}$/.test(value)) return monthLabel(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return dateLabel(value);
  return value;
}

/** "2026-06" → "June 2026"; "2026-04/2026-07" → "April 2026 – July 2026". */
export function asOfLabel(period: string): string {
  const [from, to] = period.split("/");
  return to ? `${label(from ?? "")} – ${label(to)}` : label(from ?? "");
}

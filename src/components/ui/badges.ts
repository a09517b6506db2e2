// The pill badges of notices (layoffs page and dashboard): one shape, and one colour per size band. Pure.
import { type SizeBand, sizeBand } from "~/domain/layoffs";

/** The pill every badge shares. */
export const BADGE = "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium";
export const NEUTRAL_BADGE = "bg-slate-100 text-slate-800";

const SIZE_CLASSES: Readonly<Record<SizeBand, string>> = {
  large: "bg-purple-100 text-purple-800",
  medium: "bg-sky-100 text-sky-900",
  small: "bg-emerald-100 text-emerald-800",
};

/** Large purple, medium blue, small green; a size naming none of them neutral. */
export function sizeBadgeClass(size: string): string {
  const band = sizeBand(size);
  return band ? SIZE_CLASSES[band] : NEUTRAL_BADGE;
}

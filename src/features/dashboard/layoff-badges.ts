// How the dashboard colours a notice's status and size (spec §4: confirmed red, rumored yellow,
// partial orange, others grey; Large purple, Medium blue, others grey). WARN notices are filed
// legal notices, so none is a rumour: a layoff that has taken effect is shown red, one under way
// orange, and one announced for a later date grey. Pure.
import type { LayoffStatus } from "../../domain/entities";
import { sizeBand } from "../../domain/layoffs";

export const STATUS_BADGE: Readonly<Record<LayoffStatus, { label: string; className: string }>> = {
  completed: { label: "Completed", className: "bg-red-100 text-red-800" },
  ongoing: { label: "Ongoing", className: "bg-orange-100 text-orange-900" },
  announced: { label: "Announced", className: "bg-slate-100 text-slate-800" },
};

/** Purple for sizes naming Large, blue for Medium, grey otherwise. */
export function sizeBadgeClass(size: string): string {
  const band = sizeBand(size);
  if (band === "large") return "bg-purple-100 text-purple-800";
  if (band === "medium") return "bg-blue-100 text-blue-800";
  return "bg-slate-100 text-slate-800";
}

// How the dashboard colours a notice's status (sizes are coloured as on the layoffs page, components/ui/badges).
// The dashboard's rule: confirmed red, rumoured yellow, partial orange, others grey. WARN notices are filed
// legal notices, so none is a rumour: a layoff that has taken effect is shown red, one under way
// orange, and one announced for a later date grey. Pure.
import type { LayoffStatus } from "~/domain/entities";

export const STATUS_BADGE: Readonly<Record<LayoffStatus, { label: string; className: string }>> = {
  completed: { label: "Completed", className: "bg-red-100 text-red-800" },
  ongoing: { label: "Ongoing", className: "bg-orange-100 text-orange-900" },
  announced: { label: "Announced", className: "bg-slate-100 text-slate-800" },
};

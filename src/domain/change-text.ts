/**
 * What a published change record says, in words a visitor reads: "The Employment Situation for July 2026
 * added; national payroll employment for June 2026 revised down 23,000". Used by the dashboard's "Last updated"
 * line, the update-history page, the news items of each update and (next) the notification emails, so every
 * place says the same thing the same way.
 */
import type { ChangeRecord } from "./changes.ts";
import type { NewsItem } from "./entities.ts";
import { formatCount, formatNumber, formatPeriod } from "./format.ts";
import { stateByFips } from "./geography.ts";
import { RELEASE_OF_SOURCE, RELEASES, SOURCE_NAMES } from "./release-calendar.ts";

const JOLTS_MEASURES: Readonly<Record<string, string>> = {
  JO: "job openings",
  HI: "hires",
  QU: "quits",
  LD: "layoffs and discharges",
};

export interface SeriesLabel {
  readonly name: string;
  /** "thousands" for levels in thousands (persons or jobs), "rate" for percentages. */
  readonly unit: "thousands" | "rate";
}

/** What a BLS series id measures, in words, and its unit. */
export function seriesLabel(id: string): SeriesLabel {
  if (id === "CES0000000001") return { name: "national payroll employment", unit: "thousands" };
  if (id === "LNS14000000") return { name: "the national unemployment rate", unit: "rate" };
  const jolts = /^JTS(\d{6})0{9}([A-Z]{2})([LR])$/.exec(id);
  if (jolts) {
    const measure = JOLTS_MEASURES[jolts[2] ?? ""] ?? jolts[2];
    const scope = jolts[1] === "000000" ? "national" : `industry ${jolts[1]}`;
    return jolts[3] === "R"
      ? { name: `the ${scope} ${measure} rate (JOLTS)`, unit: "rate" }
      : { name: `${scope} ${measure} (JOLTS)`, unit: "thousands" };
  }
  const state = /^(?:SMS|LASST)(\d{2})/.exec(id);
  const stateName = state ? (stateByFips(state[1] ?? "")?.name ?? `state ${state[1]}`) : "";
  if (id.startsWith("SMS")) return { name: `${stateName} payroll employment`, unit: "thousands" };
  if (id.startsWith("LASST")) return { name: `the ${stateName} unemployment rate`, unit: "rate" };
  if (id.startsWith("CES")) return { name: `payroll employment in CES industry ${id.slice(3, 11)}`, unit: "thousands" };
  return { name: id, unit: "thousands" };
}

/**
 * A rate's change in percentage points, to the tenth a rate is shown with: "up 0.1 point", "down 1.0 point",
 * "up 1.5 points" (singular up to one point, as BLS writes it), "unchanged".
 */
export function rateChangeWords(before: number, after: number): string {
  const size = Math.abs(after - before);
  const points = size.toFixed(1);
  if (points === "0.0") return "unchanged";
  return `${after > before ? "up" : "down"} ${points} ${Number(points) <= 1 ? "point" : "points"}`;
}

/** The size of a revision in words: "down 23,000", "up 0.1 point". */
export function revisionWords(old: number, next: number, unit: SeriesLabel["unit"]): string {
  if (unit === "rate") return rateChangeWords(old, next);
  const delta = next - old;
  return `${delta > 0 ? "up" : "down"} ${formatCount(Math.round(Math.abs(delta) * 1000))}`;
}

/** What a source's new period is called: the BLS release that brought it, or the source's name. */
function arrivalName(source: string, period: string): string {
  const release = RELEASE_OF_SOURCE[source];
  const when = formatPeriod(period);
  if (release) return `${RELEASES[release]} data for ${when}`;
  return `${SOURCE_NAMES[source] ?? source} through ${when}`;
}

/** Short sentences, most important first: new data, the largest revisions, new WARN notices. */
export function describeChanges(record: ChangeRecord, maxRevisions = 2): string[] {
  const lines: string[] = [];
  // One line per release (several catalogue sources arrive with one BLS release; each line names its newest
  // month) and per named source; releases first, in the order BLS publishes them.
  const arrivals = new Map<string, { source: string; to: string }>();
  for (const p of record.newPeriods) {
    const key = RELEASE_OF_SOURCE[p.source] ?? SOURCE_NAMES[p.source] ?? p.source;
    const seen = arrivals.get(key);
    if (!seen || seen.to < p.to) arrivals.set(key, { source: p.source, to: p.to });
  }
  const order = (key: string) => {
    const i = Object.keys(RELEASES).indexOf(key);
    return i === -1 ? 99 : i;
  };
  const sorted = [...arrivals].sort(([x], [y]) => order(x) - order(y));
  for (const [, a] of sorted) lines.push(`${arrivalName(a.source, a.to)} added`);
  for (const r of record.revisions.slice(0, maxRevisions)) {
    const label = seriesLabel(r.series);
    lines.push(
      `${label.name[0]?.toUpperCase()}${label.name.slice(1)} for ${formatPeriod(r.period)} revised ${revisionWords(r.old, r.new, label.unit)}`,
    );
  }
  if (record.revisionCount > maxRevisions)
    lines.push(`${formatCount(record.revisionCount - maxRevisions)} more revised values`);
  if (record.warn.newNotices > 0) {
    const states = Object.keys(record.warn.byState).length;
    lines.push(
      `${formatCount(record.warn.newNotices)} new WARN ${record.warn.newNotices === 1 ? "notice" : "notices"} in ${states} ${states === 1 ? "state" : "states"}`,
    );
  }
  return lines;
}

/** A published update as a news item (title: what arrived first; description: everything it brought). */
export function updateNewsItem(entry: { at: string; changes: ChangeRecord | null }): NewsItem | null {
  const lines = entry.changes ? describeChanges(entry.changes, 3) : [];
  const [first] = lines;
  if (!first) return null;
  return {
    title: `Data update: ${first}`,
    description: `${lines.join("; ")}. Fetched from the publishers and checked before it was published on this site.`,
    source: "US Jobs Analytics data refresh",
    publishedAt: entry.at.slice(0, 10),
  };
}

/** News items of the published updates, newest first (rollbacks bring nothing new and make no item). */
export function updateNewsItems(
  history: readonly { at: string; kind: string; changes: ChangeRecord | null }[],
  limit = 10,
): NewsItem[] {
  return history
    .filter((h) => h.kind !== "rollback")
    .map(updateNewsItem)
    .filter((item): item is NewsItem => item !== null)
    .slice(0, limit);
}

/** The lines the updates page lists for one update: what changed, or that nothing did. */
export function updateLines(record: ChangeRecord): string[] {
  const lines = describeChanges(record, 0);
  return lines.length ? lines : ["Figures checked; nothing new or revised"];
}

/** A value of a series in its unit: "4.1%" for a rate, "159,432 thousand" for a level in thousands. */
export function valueInUnit(value: number, unit: SeriesLabel["unit"]): string {
  return `${formatNumber(value)}${unit === "rate" ? "%" : " thousand"}`;
}

/** One revised value as the updates page's table shows it. */
export interface RevisionRow {
  /** What the series measures ("the national unemployment rate"). */
  readonly name: string;
  /** The BLS series id. */
  readonly series: string;
  /** The month revised, in words. */
  readonly month: string;
  /** The value before, marked "(preliminary)" where it was. */
  readonly before: string;
  readonly after: string;
}

/** The largest `max` revisions of an update as table rows, and the table's caption (saying when more were revised). */
export function revisionTable(record: ChangeRecord, max: number): { caption: string; rows: RevisionRow[] } {
  const caption = `Revised values${record.revisionCount > max ? ` (largest ${max} of ${record.revisionCount})` : ""}`;
  const rows = record.revisions.slice(0, max).map((r) => {
    const label = seriesLabel(r.series);
    return {
      name: label.name,
      series: r.series,
      month: formatPeriod(r.period),
      before: `${valueInUnit(r.old, label.unit)}${r.preliminaryBefore ? " (preliminary)" : ""}`,
      after: valueInUnit(r.new, label.unit),
    };
  });
  return { caption, rows };
}

/**
 * Figures written by reference in articles: an editor names a series, a place or industry and a period ("latest" or
 * a month), and the figure is read from the dataset the site is built from. "latest" moves with each data release;
 * a fixed month never changes. A reference the dataset cannot answer is an error that names what it does hold, so
 * the build stops instead of printing a wrong number. Pure: the caller passes the dataset's files.
 */
import type { EmploymentMetrics, HiringTrends, State } from "./entities.ts";
import { formatCount, formatPercent, formatPeriod, formatSigned } from "./format.ts";
import { payrollJobs } from "./measures.ts";
import { periodEndMonth } from "./periods.ts";
import { sourceById } from "./source-lookup.ts";

/** The parts of the dataset that figures are read from (entity data and their sources). */
export interface FigureData {
  readonly metrics: { data: EmploymentMetrics; sources: readonly FigureSourceEntry[] };
  readonly states: { data: readonly State[]; sources: readonly FigureSourceEntry[] };
  readonly trends: { data: HiringTrends; sources: readonly FigureSourceEntry[] };
}

/** The figure data from the dataset's entity files (envelopes with `data` and `sources`). */
export function figureDataFrom(files: {
  metrics: FigureData["metrics"];
  states: FigureData["states"];
  trends: FigureData["trends"];
}): FigureData {
  const pick = <T>(f: { data: T; sources: readonly FigureSourceEntry[] }) => ({ data: f.data, sources: f.sources });
  return { metrics: pick(files.metrics), states: pick(files.states), trends: pick(files.trends) };
}

export interface FigureSourceEntry {
  readonly id: string;
  readonly publisher: string;
  readonly title: string;
  readonly referencePeriod: string;
  readonly url?: string | undefined;
}

/** What an editor writes: `<Figure series="unemployment-rate" state="CA" period="latest" />`. */
export interface FigureRef {
  readonly series: string;
  readonly state?: string | undefined;
  readonly industry?: string | undefined;
  /** "latest" (the default) or a month "YYYY-MM". */
  readonly period?: string | undefined;
}

export interface FigurePoint {
  readonly month: string;
  readonly value: number;
}

/** A series of one place or industry: its monthly points (oldest first), what it measures, and where it comes from. */
export interface ScopedSeries {
  /** The series id, as editors write it. */
  readonly series: string;
  /** "United States", a state's name, or an industry's name. */
  readonly scope: string;
  /** What the number is, e.g. "Unemployment rate, seasonally adjusted". */
  readonly measure: string;
  readonly points: readonly FigurePoint[];
  readonly source: { publisher: string; title: string; url?: string };
  readonly format: (value: number) => string;
}

/**
 * Figures for fixed months, pinned when the article was written (src/content/pinned-figures.json): a fixed-month
 * figure reads from here first, so it never changes, even when the publisher revises that month or the dataset no
 * longer holds it.
 */
export interface PinnedFigures {
  readonly [key: string]: { readonly value: number; readonly pinnedAt: string; readonly dataset: string };
}

export interface ResolvedFigure extends FigurePoint {
  readonly ref: FigureRef;
  /** Set when the value came from the pinned figures rather than the current dataset. */
  readonly pinned?: PinnedFigures[string];
  /** The value as the site writes it ("4.1%", "72,000"). */
  readonly text: string;
  /** The month in words ("July 2026"). */
  readonly periodText: string;
  readonly series: ScopedSeries;
}

/** A reference the dataset cannot answer; the message says what it does hold. */
export class FigureReferenceError extends Error {
  override name = "FigureReferenceError";
}

type Scope = "national" | "state" | "industry";

interface SeriesDefinition {
  /** Which scopes the series has: a national figure, one per state, or one per industry. */
  readonly scopes: readonly Scope[];
  readonly describe: string;
  readonly scoped: (data: FigureData, scope: Scope, key: string | undefined) => ScopedSeries | string;
}

function sourceOf(sources: readonly FigureSourceEntry[], id: string): FigureSourceEntry {
  const found = sourceById(sources, id);
  if (!found) throw new FigureReferenceError(`the dataset names no source "${id}"`);
  return found;
}

function cite(s: FigureSourceEntry): ScopedSeries["source"] {
  return { publisher: s.publisher, title: s.title, ...(s.url ? { url: s.url } : {}) };
}

function stateOf(data: FigureData, code: string | undefined): State | string {
  const state = data.states.data.find((s) => s.code === code?.toUpperCase());
  return state ?? `no state "${code}"; use a two-letter code such as CA, TX or DC`;
}

const percent = (v: number) => formatPercent(v);

/** A state's latest figure of a series the states file holds, at the end month of the source it comes from. */
function stateSeries(
  data: FigureData,
  code: string | undefined,
  spec: {
    series: string;
    sourceId: string;
    measure: string;
    value: (state: State) => number;
    format: (value: number) => string;
  },
): ScopedSeries | string {
  const state = stateOf(data, code);
  if (typeof state === "string") return state;
  const source = sourceOf(data.states.sources, spec.sourceId);
  return {
    series: spec.series,
    scope: state.name,
    measure: spec.measure,
    points: [{ month: periodEndMonth(source.referencePeriod), value: spec.value(state) }],
    source: cite(source),
    format: spec.format,
  };
}

/** A national figure of the employment metrics: its latest month and value, cited to the source it comes from. */
function nationalSeries(
  data: FigureData,
  spec: {
    series: string;
    sourceId: string;
    measure: string;
    point: (metrics: EmploymentMetrics) => { month: string; value: number };
    format: (value: number) => string;
  },
): ScopedSeries {
  return {
    series: spec.series,
    scope: "United States",
    measure: spec.measure,
    points: [spec.point(data.metrics.data)],
    source: cite(sourceOf(data.metrics.sources, spec.sourceId)),
    format: spec.format,
  };
}

/** Every series an article can quote, by the id editors write. */
export const FIGURE_SERIES = {
  "unemployment-rate": {
    scopes: ["national", "state"],
    describe: "unemployment rate, national (CPS) or by state (LAUS), latest month",
    scoped: (data, scope, code) => {
      if (scope === "national")
        return nationalSeries(data, {
          series: "unemployment-rate",
          sourceId: "bls-cps-unemployment",
          measure: "Unemployment rate, seasonally adjusted",
          point: (m) => ({ month: m.periods.unemploymentRate, value: m.unemploymentRate }),
          format: percent,
        });
      return stateSeries(data, code, {
        series: "unemployment-rate",
        sourceId: "bls-laus-states",
        measure: "Unemployment rate, seasonally adjusted",
        value: (state) => Number(state.unemploymentRate),
        format: percent,
      });
    },
  },
  "job-openings": {
    scopes: ["national"],
    describe: "job openings, total nonfarm (JOLTS), latest month",
    scoped: (data) =>
      nationalSeries(data, {
        series: "job-openings",
        sourceId: "bls-jolts-national",
        measure: "Job openings, total nonfarm, seasonally adjusted",
        point: (m) => ({ month: m.periods.jobOpenings, value: m.jobOpenings }),
        format: (v) => `${v.toFixed(2)} million`,
      }),
  },
  "payroll-jobs": {
    scopes: ["state"],
    describe: "nonfarm payroll jobs by state (CES), latest month",
    scoped: (data, _scope, code) =>
      stateSeries(data, code, {
        series: "payroll-jobs",
        sourceId: "bls-ces-states",
        measure: "Nonfarm payroll jobs, seasonally adjusted",
        value: payrollJobs,
        format: formatCount,
      }),
  },
  "payroll-growth": {
    scopes: ["state"],
    describe: "change in nonfarm payroll jobs over the year by state (CES), latest month",
    scoped: (data, _scope, code) =>
      stateSeries(data, code, {
        series: "payroll-growth",
        sourceId: "bls-ces-states",
        measure: "Change in nonfarm payroll jobs over the year",
        value: (state) => Number(state.growthRate),
        format: (v) => formatSigned(v),
      }),
  },
  hires: {
    scopes: ["industry"],
    describe: "monthly hires by industry (JOLTS)",
    scoped: (data, _scope, industry) => trendSeries(data, "hires", industry),
  },
  employment: {
    scopes: ["industry"],
    describe: "monthly payroll employment by industry (CES)",
    scoped: (data, _scope, industry) => trendSeries(data, "employment", industry),
  },
} as const satisfies Record<string, SeriesDefinition>;

export type FigureSeriesId = keyof typeof FIGURE_SERIES;
export const FIGURE_SERIES_IDS = Object.keys(FIGURE_SERIES) as [FigureSeriesId, ...FigureSeriesId[]];

function trendSeries(
  data: FigureData,
  id: "hires" | "employment",
  industry: string | undefined,
): ScopedSeries | string {
  const measure = data.trends.data.measures.find((m) => m.id === id);
  if (!measure) return `the dataset holds no ${id} series`;
  const held = measure.industries.map((i) => i.id);
  const line = measure.industries.find((i) => i.id === industry);
  if (!line) return `no industry "${industry}" in ${id}; it has ${held.join(", ")}`;
  const sourceId = id === "hires" ? "bls-jolts-industry-hires" : "bls-ces-industries";
  const points = measure.points.flatMap((p) => {
    const value = p.values[line.id];
    return typeof value === "number" ? [{ month: p.month, value }] : [];
  });
  return {
    series: id,
    scope: line.plotted,
    measure: `${measure.name}, seasonally adjusted`,
    points,
    source: cite(sourceOf(data.trends.sources, sourceId)),
    format: formatCount,
  };
}

function isSeriesId(id: string): id is FigureSeriesId {
  return Object.hasOwn(FIGURE_SERIES, id);
}

/** The series a reference names, for one place or industry; throws FigureReferenceError naming what exists. */
export function scopedSeries(ref: Omit<FigureRef, "period">, data: FigureData): ScopedSeries {
  if (!isSeriesId(ref.series)) {
    throw new FigureReferenceError(
      `unknown series "${ref.series}"; the series are: ${FIGURE_SERIES_IDS.map((id) => `${id} (${FIGURE_SERIES[id].describe})`).join("; ")}`,
    );
  }
  const def: SeriesDefinition = FIGURE_SERIES[ref.series];
  let scope: Scope;
  if (ref.state !== undefined && ref.industry !== undefined) {
    throw new FigureReferenceError(`series "${ref.series}" takes a state or an industry, not both`);
  } else if (ref.state !== undefined) scope = "state";
  else if (ref.industry !== undefined) scope = "industry";
  else scope = "national";
  if (!def.scopes.includes(scope)) {
    const needs = def.scopes.map((s) => (s === "national" ? "no state or industry" : `${s}="…"`)).join(" or ");
    throw new FigureReferenceError(`series "${ref.series}" needs ${needs} (${def.describe})`);
  }
  const result = def.scoped(data, scope, ref.state ?? ref.industry);
  if (typeof result === "string") throw new FigureReferenceError(`series "${ref.series}": ${result}`);
  if (result.points.length === 0) throw new FigureReferenceError(`series "${ref.series}" holds no months`);
  return result;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The key of a fixed-month figure in the pinned figures: "hires|industry=technology|2024-12". */
export function figureKey(ref: FigureRef): string {
  const scope =
    ref.state !== undefined
      ? `state=${ref.state.toUpperCase()}`
      : ref.industry !== undefined
        ? `industry=${ref.industry}`
        : "national";
  return `${ref.series}|${scope}|${ref.period ?? "latest"}`;
}

/** True for a figure written for a fixed month (not "latest"). */
export function isFixedPeriod(ref: FigureRef): boolean {
  return ref.period !== undefined && ref.period !== "latest";
}

/**
 * Reads one figure: a pinned fixed-month figure as pinned, anything else from the dataset. Throws
 * FigureReferenceError when the series, place, industry or month is neither pinned nor in the dataset.
 */
export function resolveFigure(ref: FigureRef, data: FigureData, pinnedFigures: PinnedFigures = {}): ResolvedFigure {
  const series = scopedSeries(ref, data);
  const period = ref.period ?? "latest";
  let point: FigurePoint | undefined;
  if (period === "latest") point = series.points.at(-1);
  else if (MONTH.test(period)) {
    const pinned = Object.hasOwn(pinnedFigures, figureKey(ref)) ? pinnedFigures[figureKey(ref)] : undefined;
    if (pinned) {
      const text = series.format(pinned.value);
      return { month: period, value: pinned.value, ref, text, periodText: formatPeriod(period), series, pinned };
    }
    point = series.points.find((p) => p.month === period);
  } else throw new FigureReferenceError(`period "${period}" is neither "latest" nor a month written YYYY-MM`);
  if (!point) {
    const first = series.points[0]?.month ?? "";
    const last = series.points.at(-1)?.month ?? "";
    const held = first === last ? formatPeriod(first) : `${formatPeriod(first)} to ${formatPeriod(last)}`;
    throw new FigureReferenceError(
      `series "${ref.series}" (${series.scope}) has no figure for ${formatPeriod(period)}: it is not pinned, and the dataset holds ${held}`,
    );
  }
  return { ...point, ref, text: series.format(point.value), periodText: formatPeriod(point.month), series };
}

/** The months of a series between `from` and `to` (inclusive; "latest" or a month), for a chart. */
export function seriesWindow(series: ScopedSeries, from?: string, to?: string): readonly FigurePoint[] {
  const last = series.points.at(-1)?.month ?? "";
  const end = !to || to === "latest" ? last : to;
  const start = from ?? series.points[0]?.month ?? "";
  const points = series.points.filter((p) => p.month >= start && p.month <= end);
  if (points.length < 2) {
    throw new FigureReferenceError(
      `series "${series.series}" (${series.scope}) has ${points.length} month(s) between ${start} and ${end}; a chart needs two or more (it holds ${series.points[0]?.month} to ${last})`,
    );
  }
  return points;
}

/** How a figure reads in a sentence: "4.1% in July 2026". */
export function figureSentence(figure: ResolvedFigure): string {
  return `${figure.text} in ${figure.periodText}`;
}

/** How a figure is cited: measure, place, month, publisher, and for a pinned figure when it was pinned. */
export function figureCitation(figure: ResolvedFigure): string {
  const s = figure.series;
  const pinned = figure.pinned
    ? ` As read when the article was written (pinned on ${figure.pinned.pinnedAt}, dataset ${figure.pinned.dataset}).`
    : "";
  return `${s.measure}, ${s.scope}, ${figure.periodText}. Source: ${s.source.publisher}, ${s.source.title}.${pinned}`;
}

/**
 * The pinned figures with every fixed-month figure of `bodies` added that is not pinned yet, read from the dataset.
 * Figures already pinned keep their value. Returns the new pins too, to report them.
 */
export function pinFixedFigures(
  bodies: readonly string[],
  data: FigureData,
  pinned: PinnedFigures,
  stamp: { pinnedAt: string; dataset: string },
): { figures: PinnedFigures; added: string[] } {
  const figures: Record<string, PinnedFigures[string]> = { ...pinned };
  const added: string[] = [];
  for (const body of bodies)
    for (const { component, attributes } of figureRefsIn(body)) {
      const ref = { series: attributes["series"] ?? "", ...attributes };
      if (component !== "Figure" || !isFixedPeriod(ref) || Object.hasOwn(figures, figureKey(ref))) continue;
      const figure = resolveFigure(ref, data, figures);
      figures[figureKey(ref)] = { value: figure.value, ...stamp };
      added.push(figureKey(ref));
    }
  return { figures, added };
}

/**
 * Every figure an article can quote from this dataset, by key (see figureKey): each series for each place or
 * industry, "latest" and every month held, plus the pinned figures. The CMS's preview looks figures up here.
 */
export function figureIndex(
  data: FigureData,
  pinnedFigures: PinnedFigures,
): Record<string, { text: string; periodText: string }> {
  const index: Record<string, { text: string; periodText: string }> = {};
  const add = (ref: FigureRef) => {
    const f = resolveFigure(ref, data, pinnedFigures);
    index[figureKey(ref)] = { text: f.text, periodText: f.periodText };
  };
  const scopes: { state?: string; industry?: string }[] = [
    {},
    ...data.states.data.map((s) => ({ state: s.code })),
    ...[...new Set(data.trends.data.measures.flatMap((m) => m.industries.map((i) => i.id)))].map((industry) => ({
      industry,
    })),
  ];
  for (const series of FIGURE_SERIES_IDS)
    for (const scope of scopes) {
      let scoped: ScopedSeries;
      try {
        scoped = scopedSeries({ series, ...scope }, data);
      } catch (error) {
        if (error instanceof FigureReferenceError) continue;
        throw error;
      }
      add({ series, ...scope });
      for (const p of scoped.points) add({ series, ...scope, period: p.month });
    }
  for (const key of Object.keys(pinnedFigures)) {
    const [series = "", scope = "", period] = key.split("|");
    const [kind, value] = scope.split("=");
    add({ series, period, ...(kind === "state" ? { state: value } : kind === "industry" ? { industry: value } : {}) });
  }
  return index;
}

/** A reference as an editor wrote it, for messages: `<Figure series="hires" industry="technology" />`. */
export function referenceTag(component: "Figure" | "SeriesChart", attributes: object): string {
  const written = Object.entries(attributes)
    .filter(([, v]) => v !== undefined && v !== "")
    .map(([k, v]) => ` ${k}="${String(v)}"`)
    .join("");
  return `<${component}${written} />`;
}

/**
 * The measures an article quotes, each once with its source: every figure and chart in its text, and its hero
 * chart. A reference the data cannot answer is left out (rendering it stops the build with its own message).
 */
export function citedSources(
  body: string,
  hero: Omit<FigureRef, "period"> | undefined,
  data: FigureData,
): { measure: string; source: string }[] {
  const cited = new Map<string, string>();
  const refs: { series?: string; state?: string; industry?: string }[] = figureRefsIn(body).map((r) => r.attributes);
  for (const { series, state, industry } of hero ? [...refs, hero] : refs) {
    if (!series) continue;
    for (const one of (industry ?? state ?? "").split(",")) {
      const scope = industry ? { industry: one.trim() } : state ? { state: one.trim() } : {};
      try {
        const s = scopedSeries({ series, ...scope }, data);
        cited.set(`${s.measure} (${s.scope})`, `${s.source.publisher}, ${s.source.title}`);
      } catch (error) {
        if (!(error instanceof FigureReferenceError)) throw error;
      }
    }
  }
  return [...cited].map(([measure, source]) => ({ measure, source }));
}

/** The figure and chart references written in an article's MDX, in order: `<Figure series="…" … />`. */
export function figureRefsIn(
  body: string,
): { component: "Figure" | "SeriesChart"; attributes: Record<string, string> }[] {
  const refs: { component: "Figure" | "SeriesChart"; attributes: Record<string, string> }[] = [];
  for (const tag of body.matchAll(/<(Figure|SeriesChart)\b([^>]*)\/?>/g)) {
    const attributes: Record<string, string> = {};
    for (const a of (tag[2] ?? "").matchAll(/(\w+)\s*=\s*"([^"]*)"/g)) attributes[a[1] ?? ""] = a[2] ?? "";
    refs.push({ component: tag[1] as "Figure" | "SeriesChart", attributes });
  }
  return refs;
}

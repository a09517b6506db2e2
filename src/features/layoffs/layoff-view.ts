// The layoffs page's view (search and industry filter) as it lives in the query string, and the API
// addresses it asks for. The notices run to tens of thousands, so every view is filtered and paged by
// the server (GET /api/layoffs, /api/layoffs/summary, /api/layoffs/csv). Pure.
import { cleanSearchText, SEARCH_MAX_CHARS } from "~/domain/search";

/** Notices shown at first, and how many more each 'Load More Layoffs' fetches. */
export const FIRST_PAGE = 4;
export const PAGE_STEP = 12;
/** The API refuses longer searches (400). */
export const MAX_QUERY_LENGTH = SEARCH_MAX_CHARS;
/** How long typing pauses before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

export type LayoffView = {
  /** Search over company, industry and location ("" = none). */
  q: string;
  /** One of the data's industries, or "all". */
  industry: string;
};

export const LAYOFF_VIEW_DEFAULTS: LayoffView = { q: "", industry: "all" };

/** A search as the API takes it: NFKC-normalised, control characters dropped, trimmed, at most MAX_QUERY_LENGTH characters. */
export function cleanQuery(raw: string): string {
  return cleanSearchText(raw).slice(0, MAX_QUERY_LENGTH).trim();
}

/** The view a query string describes; an industry the data does not have falls back to "all". */
export function parseLayoffView(params: URLSearchParams, industries: readonly string[]): LayoffView {
  const industry = params.get("industry") ?? "";
  return {
    q: cleanQuery(params.get("q") ?? ""),
    industry: industries.includes(industry) ? industry : "all",
  };
}

/** True for the view the page's HTML was built with (no search, all industries). */
export function isDefaultView(view: LayoffView): boolean {
  return view.q === "" && view.industry === "all";
}

/** The filter parameters of a view: industry only when not 'all' ('all' means no filter), q only when set. */
export function filterParams(view: LayoffView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.industry !== "all") params.set("industry", view.industry);
  const q = cleanQuery(view.q);
  if (q) params.set("q", q);
  return params;
}

function withParams(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** GET /api/layoffs for `limit` notices of the view from `offset` (newest first). */
export function layoffsUrl(view: LayoffView, limit: number, offset = 0): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (offset > 0) params.set("offset", String(offset));
  for (const [k, v] of filterParams(view)) params.set(k, v);
  return withParams("/api/layoffs", params);
}

/** GET /api/layoffs/summary: totals and the monthly series of the view. */
export function summaryUrl(view: LayoffView): string {
  return withParams("/api/layoffs/summary", filterParams(view));
}

/** The CSV download of every notice of the view. */
export function csvUrl(view: LayoffView): string {
  return withParams("/api/layoffs/csv", filterParams(view));
}

// How an explorer list (companies, skills, job roles) decides what to show: the page's HTML holds only
// the first page of the default view; the full list arrives from the API after hydration. Any other
// view (a search, a filter, a sort, more rows) needs the full list, so until it has arrived the list
// shows skeletons (or the error) rather than results computed from the first page alone. Shared by
// the hiring, skills and job-roles explorers.

/** The first page of the default view, as built into the HTML, and how many rows that view has. */
export interface InitialPage<T> {
  rows: T[];
  total: number;
}

export type ListView<T> =
  | { status: "loading" }
  | { status: "error" }
  | {
      status: "ready";
      /** The rows to show. */
      shown: T[];
      /** How many rows match the view. */
      total: number;
      /** Every matching row (for the CSV); undefined while only the built first page is known. */
      matching: T[] | undefined;
    };

/** The first `size` rows of `rows` and their number: the initial page an Astro page passes to an island. */
export function initialPageOf<T>(rows: readonly T[], size: number): InitialPage<T> {
  return { rows: rows.slice(0, size), total: rows.length };
}

/**
 * What a list shows. `all` is the full list from the API (undefined until it arrives), `failed` says
 * its request failed, `initial` is the built first page. `isBuiltView` is true when the view is the
 * one the first page was built for and shows no more than it holds. An empty full list counts as an
 * error: the dataset is missing, not the visitor's search.
 */
export function resolveListView<T>(
  source: { all: readonly T[] | undefined; failed: boolean; initial?: InitialPage<T> | undefined },
  view: { isBuiltView: boolean; count: number; select: (all: readonly T[]) => T[] },
): ListView<T> {
  const { all, failed, initial } = source;
  if (all) {
    if (all.length === 0) return { status: "error" };
    const matching = view.select(all);
    return { status: "ready", shown: matching.slice(0, view.count), total: matching.length, matching };
  }
  if (view.isBuiltView && initial && initial.rows.length > 0) {
    return { status: "ready", shown: initial.rows.slice(0, view.count), total: initial.total, matching: undefined };
  }
  return failed ? { status: "error" } : { status: "loading" };
}

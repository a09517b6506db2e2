// A ranking shown as a table on the generated pages (a place's occupations, an occupation's areas): what it ranks,
// its columns and rows, each row's page, and what the page says when nothing qualifies. Its columns are given as a
// header and a cell each, so that headers and cells cannot fall out of step. Pure.

/** One column of a ranking: its header, and its cell for one ranked item. */
export type RankingColumn<T> = readonly [header: string, cell: (item: T) => string];

export interface RankingTableOf<Key extends string, Link extends string | null> {
  key: Key;
  title: string;
  /** What the ranking covers and leaves out, in one line. */
  note: string;
  columns: string[];
  /** The item's label first, then the ranking's figures. */
  rows: string[][];
  /** Each row's page (null for an item with no page of its own). */
  links: Link[];
  /** What the page says when nothing qualifies. */
  empty: string;
}

/** The headers of `columns` and a row of their cells for each item. */
export function rankingCells<T>(
  items: readonly T[],
  columns: readonly RankingColumn<T>[],
): { columns: string[]; rows: string[][] } {
  return {
    columns: columns.map(([header]) => header),
    rows: items.map((item) => columns.map(([, cell]) => cell(item))),
  };
}

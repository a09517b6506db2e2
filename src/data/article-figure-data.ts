// Build-time figures for articles: the dataset the pages are built from, in the shape the figure rules read, and
// the fixed-month figures pinned when articles were written.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type FigureData, figureDataFrom, type PinnedFigures } from "../domain/article-figures";
import { publishedEntity } from "./published-dataset";

export function figureData(): FigureData {
  return figureDataFrom({
    metrics: publishedEntity("employment-metrics"),
    states: publishedEntity("states"),
    trends: publishedEntity("hiring-trends"),
  });
}

/** The file `npm run figures:pin` keeps: every fixed-month figure of the articles, as first read. */
export const PINNED_FIGURES_FILE = "src/content/pinned-figures.json";

let pinned: PinnedFigures | undefined;
export function pinnedFigures(): PinnedFigures {
  pinned ??= (JSON.parse(readFileSync(join(process.cwd(), PINNED_FIGURES_FILE), "utf8")) as { figures: PinnedFigures })
    .figures;
  return pinned;
}

// What the layoffs page is built with: only the first page of notices (the full list stays on the
// server), the summary of all of them, the filter options and the coverage of the data. Build time only.
import { provenanceOf, publishedEntity, publishedManifest } from "~/data/published-dataset";
import { distinctSorted } from "~/domain/filters";
import { summarizeLayoffs } from "~/domain/layoffs";
import { periodBounds, periodEndMonth } from "~/domain/periods";
import { warnCoverage } from "./coverage";
import { FIRST_PAGE } from "./layoff-view";

export function layoffsPageData() {
  const file = publishedEntity("layoffs");
  const layoffs = file.data;
  const { start: from, end: through } = periodBounds(file.referencePeriod);
  return {
    /** The first page of the default view (newest first, as GET /api/layoffs orders them). */
    initialPage: layoffs.slice(0, FIRST_PAGE),
    /** As GET /api/layoffs/summary answers for the default view. */
    initialSummary: summarizeLayoffs(layoffs, periodEndMonth(file.referencePeriod)),
    industries: distinctSorted(layoffs, (l) => l.industry),
    provenance: provenanceOf("layoffs"),
    forecasts: publishedEntity("layoff-forecasts").data,
    forecastProvenance: provenanceOf("layoff-forecasts"),
    /** The snapshot: the newest day the register saw a notice on a state site, and the first notice date kept. */
    noticesFrom: from,
    noticesThrough: through,
    coverage: warnCoverage(layoffs),
    /** How each field is derived, from the dataset manifest (not retyped). */
    methodology: publishedManifest().entities.layoffs?.methodology ?? {},
  };
}

import type { Config } from "@netlify/functions";
import { summarizeLayoffs } from "../../src/domain/layoffs.ts";
import { periodEndMonth } from "../../src/domain/periods.ts";
import { datasetRoute } from "../../src/server/api.ts";
import { loadEntity } from "../../src/server/dataset-reader.ts";
import { LAYOFF_FILTER_PARAMS, matchingLayoffs } from "../../src/server/layoff-query.ts";

/** Totals and the monthly series of the notices matching `industry` and `q` (as /api/layoffs filters them). */
export default datasetRoute({ query: [...LAYOFF_FILTER_PARAMS] }, async (url) => {
  const file = await loadEntity("layoffs");
  const { matching } = matchingLayoffs(url.searchParams, file.data);
  return summarizeLayoffs(matching, periodEndMonth(file.referencePeriod));
});

export const config: Config = {
  path: "/api/layoffs/summary",
  method: "GET",
  // Asked with every search or filter of the layoffs page, each a scan of the whole list.
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ["ip", "domain"] },
};

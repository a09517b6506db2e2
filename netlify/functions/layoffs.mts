import type { Config } from "@netlify/functions";
import { datasetRoute, Reply } from "../../src/server/api.ts";
import { loadData } from "../../src/server/dataset-reader.ts";
import { LAYOFF_FILTER_PARAMS, matchingLayoffs } from "../../src/server/layoff-query.ts";
import { parseLimit, parseOffset } from "../../src/server/request.ts";

/** Notices run to tens of thousands: a page at a time. */
const DEFAULT_LAYOFFS_LIMIT = 50;
const MAX_LAYOFFS_LIMIT = 500;

/** Newest first; `industry`, `q` (company, industry, location) and `offset` narrow the page. The total is in X-Total-Count. */
export default datasetRoute({ query: [...LAYOFF_FILTER_PARAMS, "limit", "offset"] }, async (url) => {
  const { matching } = matchingLayoffs(url.searchParams, await loadData("layoffs"));
  const limit = parseLimit(url.searchParams, DEFAULT_LAYOFFS_LIMIT, MAX_LAYOFFS_LIMIT);
  const offset = parseOffset(url.searchParams);
  return new Reply(matching.slice(offset, offset + limit), {
    headers: { "X-Total-Count": String(matching.length), "Access-Control-Expose-Headers": "X-Total-Count" },
  });
});

export const config: Config = {
  path: "/api/layoffs",
  method: "GET",
  // A page of notices per search, filter or "Load More", each a scan of the whole list: a person stays far below this.
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ["ip", "domain"] },
};

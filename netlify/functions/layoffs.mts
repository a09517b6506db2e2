import type { Config } from "@netlify/functions";
import { distinctSorted, filterLayoffs } from "../../src/domain/filters.ts";
import { datasetRoute, Reply } from "../../src/server/api.ts";
import { loadData } from "../../src/server/dataset.ts";
import { parseChoice, parseLimit, parseOffset, parseText } from "../../src/server/request.ts";

/** Notices run to tens of thousands: a page at a time. */
const DEFAULT_LAYOFFS_LIMIT = 50;
const MAX_LAYOFFS_LIMIT = 500;

/** Newest first; `industry`, `q` (company, industry, location) and `offset` narrow the page. The total is in X-Total-Count. */
export default datasetRoute(async (url) => {
  const layoffs = await loadData("layoffs");
  const params = url.searchParams;
  const industry = parseChoice(
    params,
    "industry",
    distinctSorted(layoffs, (l) => l.industry),
  );
  const q = parseText(params, "q");
  const limit = parseLimit(params, DEFAULT_LAYOFFS_LIMIT, MAX_LAYOFFS_LIMIT)!;
  const offset = parseOffset(params);
  const matching = industry || q ? filterLayoffs(layoffs, { industry, q }) : layoffs;
  return new Reply(matching.slice(offset, offset + limit), {
    headers: { "X-Total-Count": String(matching.length), "Access-Control-Expose-Headers": "X-Total-Count" },
  });
});

export const config: Config = { path: "/api/layoffs", method: "GET" };

import type { Config } from "@netlify/functions";
import { distinctSorted, filterLayoffs } from "../../src/domain/filters.ts";
import { summarizeLayoffs } from "../../src/domain/layoffs.ts";
import { periodEndMonth } from "../../src/domain/periods.ts";
import { datasetRoute } from "../../src/server/api.ts";
import { loadEntity } from "../../src/server/dataset.ts";
import { parseChoice, parseText } from "../../src/server/request.ts";

/** Totals and the monthly series of the notices matching `industry` and `q` (as /api/layoffs filters them). */
export default datasetRoute(async (url) => {
  const file = await loadEntity("layoffs");
  const industry = parseChoice(
    url.searchParams,
    "industry",
    distinctSorted(file.data, (l) => l.industry),
  );
  const q = parseText(url.searchParams, "q");
  const matching = industry || q ? filterLayoffs(file.data, { industry, q }) : file.data;
  return summarizeLayoffs(matching, periodEndMonth(file.referencePeriod));
});

export const config: Config = { path: "/api/layoffs/summary", method: "GET" };

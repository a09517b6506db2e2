import type { Config } from "@netlify/functions";
import { LAYOFF_CSV_COLUMNS } from "../../src/domain/layoffs.ts";
import { datasetRoute, Reply } from "../../src/server/api.ts";
import { csvStream, wholeCsvStream } from "../../src/server/csv-download.ts";
import { loadEntity } from "../../src/server/dataset-reader.ts";
import { LAYOFF_FILTER_PARAMS, matchingLayoffs } from "../../src/server/layoff-query.ts";

/**
 * Every notice matching `industry` and `q`, as a streamed CSV download (the list is too long to
 * assemble in the browser, and the whole of it is over Netlify's 6 MB limit for a buffered answer).
 */
export default datasetRoute({ query: [...LAYOFF_FILTER_PARAMS] }, async (url) => {
  const { data: layoffs, version } = await loadEntity("layoffs");
  const { industry, matching } = matchingLayoffs(url.searchParams, layoffs);
  // No filter: the whole list, whose CSV is kept per dataset version.
  const body =
    matching === layoffs
      ? wholeCsvStream("layoffs", version, layoffs, LAYOFF_CSV_COLUMNS)
      : csvStream(matching, LAYOFF_CSV_COLUMNS);
  return new Reply(body, {
    contentType: "text/csv; charset=utf-8",
    headers: {
      "Content-Disposition": `attachment; filename="layoffs${industry ? `-${industry.toLowerCase().replace(/[^a-z0-9]+/g, "-")}` : ""}.csv"`,
    },
  });
});

export const config: Config = {
  path: "/api/layoffs/csv",
  method: "GET",
  // Megabytes per answer: a few downloads a minute is plenty for a person.
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ["ip", "domain"] },
};

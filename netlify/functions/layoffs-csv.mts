import type { Config } from "@netlify/functions";
import { toCsv } from "../../src/domain/csv.ts";
import { LAYOFF_CSV_COLUMNS } from "../../src/domain/layoffs.ts";
import { datasetRoute, Reply } from "../../src/server/api.ts";
import { loadData } from "../../src/server/dataset.ts";
import { matchingLayoffs } from "../../src/server/layoff-query.ts";

/** Every notice matching `industry` and `q`, as a CSV download (the list is too long to assemble in the browser). */
export default datasetRoute(async (url) => {
  const { industry, matching } = matchingLayoffs(url.searchParams, await loadData("layoffs"));
  return new Reply(toCsv(matching, LAYOFF_CSV_COLUMNS), {
    contentType: "text/csv; charset=utf-8",
    headers: {
      "Content-Disposition": `attachment; filename="layoffs${industry ? `-${industry.toLowerCase().replace(/[^a-z0-9]+/g, "-")}` : ""}.csv"`,
    },
  });
});

export const config: Config = { path: "/api/layoffs/csv", method: "GET" };

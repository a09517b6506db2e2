import type { Config } from "@netlify/functions";
import { SEARCH_MIN_CHARS, searchDataset } from "../../src/domain/site-search.ts";
import { datasetRoute } from "../../src/server/api.ts";
import { loadData } from "../../src/server/dataset-reader.ts";
import { loadOccupationIndex } from "../../src/server/occupation-index.ts";
import { ParamError, parseText } from "../../src/server/request.ts";

export default datasetRoute({ query: ["q"] }, async (url) => {
  const q = parseText(url.searchParams, "q");
  if (!q) return searchDataset({ states: [], companies: [], skills: [], jobRoles: [], layoffs: [] }, "");
  // One letter matches nearly every record and costs the most; it tells a person nothing either.
  if ([...q].length < SEARCH_MIN_CHARS) {
    throw new ParamError("q", `q must be at least ${SEARCH_MIN_CHARS} characters.`);
  }
  const [states, companies, skills, jobRoles, layoffs, occupations, places] = await Promise.all([
    loadData("states"),
    loadData("companies"),
    loadData("skills"),
    loadData("job-roles"),
    loadData("layoffs"),
    loadOccupationIndex(),
    loadData("places"),
  ]);
  return searchDataset({ states, companies, skills, jobRoles, layoffs, occupations, places }, q);
});

export const config: Config = {
  path: "/api/search",
  method: "GET",
  // Each search scans the whole dataset: a typing person stays far below this.
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ["ip", "domain"] },
};

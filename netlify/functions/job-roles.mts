import type { Config } from "@netlify/functions";
import { distinctSorted, filterJobRoles } from "../../src/domain/filters.ts";
import { matchingSocs } from "../../src/domain/occupation-search.ts";
import { datasetRoute } from "../../src/server/api.ts";
import { loadData } from "../../src/server/dataset-reader.ts";
import { loadOccupationIndex } from "../../src/server/occupation-index.ts";
import { parseChoice, parseLimit, parseText } from "../../src/server/request.ts";

export default datasetRoute({ query: ["category", "location", "search", "limit"] }, async (url) => {
  const roles = await loadData("job-roles");
  const params = url.searchParams;
  const category = parseChoice(
    params,
    "category",
    distinctSorted(roles, (r) => r.category),
  );
  const location = parseText(params, "location");
  const search = parseText(params, "search");
  const limit = parseLimit(params, undefined, roles.length || 1);
  const occupations = search ? matchingSocs(search, await loadOccupationIndex()) : undefined;
  return filterJobRoles(roles, { category, location, search, occupations }).slice(0, limit);
});

export const config: Config = {
  path: "/api/job-roles",
  method: "GET",
  // A search runs the occupation search over every job title: rate-limited as /api/search is.
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ["ip", "domain"] },
};

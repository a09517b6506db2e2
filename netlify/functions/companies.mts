import type { Config } from "@netlify/functions";
import { datasetRoute } from "../../src/server/api.ts";
import { loadData } from "../../src/server/dataset-reader.ts";
import { parseLimit } from "../../src/server/request.ts";

const MAX_COMPANIES = 2000;

export default datasetRoute({ query: ["limit"] }, async (url) => {
  const limit = parseLimit(url.searchParams, undefined, MAX_COMPANIES);
  return (await loadData("companies")).slice(0, limit);
});

export const config: Config = { path: "/api/companies", method: "GET" };

import type { Config } from "@netlify/functions";
import { searchDataset } from "../../src/domain/site-search.ts";
import { datasetRoute } from "../../src/server/api.ts";
import { loadData } from "../../src/server/dataset.ts";
import { parseText } from "../../src/server/request.ts";

export default datasetRoute(async (url) => {
  const q = parseText(url.searchParams, "q");
  if (!q) return searchDataset({ states: [], companies: [], skills: [], jobRoles: [], layoffs: [] }, "");
  const [states, companies, skills, jobRoles, layoffs] = await Promise.all([
    loadData("states"),
    loadData("companies"),
    loadData("skills"),
    loadData("job-roles"),
    loadData("layoffs"),
  ]);
  return searchDataset({ states, companies, skills, jobRoles, layoffs }, q);
});

export const config: Config = { path: "/api/search", method: "GET" };

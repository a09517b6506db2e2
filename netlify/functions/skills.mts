import type { Config } from "@netlify/functions";
import { datasetRoute } from "../../src/server/api.ts";
import { loadData } from "../../src/server/dataset-reader.ts";
import { parseLimit } from "../../src/server/request.ts";

export default datasetRoute({ query: ["limit"] }, async (url) => {
  const skills = await loadData("skills");
  return skills.slice(0, parseLimit(url.searchParams, undefined, skills.length || 1));
});

export const config: Config = { path: "/api/skills", method: "GET" };

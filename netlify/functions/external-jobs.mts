import type { Config } from "@netlify/functions";
import { selectExternalSource } from "../../src/domain/filters.ts";
import { datasetRoute } from "../../src/server/api.ts";
import { loadData } from "../../src/server/dataset-reader.ts";
import { parseChoice } from "../../src/server/request.ts";

export default datasetRoute({ query: ["source"] }, async (url) => {
  const external = await loadData("external-jobs");
  const source = parseChoice(
    url.searchParams,
    "source",
    external.sources.map((s) => s.source),
  );
  return selectExternalSource(external, source);
});

export const config: Config = { path: "/api/external/jobs", method: "GET" };

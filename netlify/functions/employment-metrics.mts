import type { Config } from "@netlify/functions";
import { datasetRoute } from "../../src/server/api.ts";
import { loadData } from "../../src/server/dataset-reader.ts";

export default datasetRoute({ query: [] }, () => loadData("employment-metrics"));

export const config: Config = { path: "/api/employment-metrics", method: "GET" };

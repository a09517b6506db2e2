import type { Config } from "@netlify/functions";
import { datasetRoute } from "../../src/server/api.ts";
import { loadData } from "../../src/server/dataset-reader.ts";

export default datasetRoute({ query: [] }, () => loadData("layoff-forecasts"));

export const config: Config = { path: "/api/layoff-forecasts", method: "GET" };

import type { Config } from "@netlify/functions";
import { datasetRoute } from "../../src/server/api.ts";
import { loadData } from "../../src/server/dataset-reader.ts";

export default datasetRoute({ query: [] }, () => loadData("states"));

export const config: Config = { path: "/api/states", method: "GET" };

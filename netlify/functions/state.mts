import type { Config } from "@netlify/functions";
import { datasetRoute, notFound } from "../../src/server/api.ts";
import { loadData } from "../../src/server/dataset-reader.ts";

/** One state by id ("ca") or code ("CA"). */
export default datasetRoute({ query: [] }, async (_url, params) => {
  const id = (params["id"] ?? "").toLowerCase();
  const state = (await loadData("states")).find((s) => s.id === id);
  return state ?? notFound(`No state with id '${(params["id"] ?? "").slice(0, 40)}'.`);
});

export const config: Config = { path: "/api/states/:id", method: "GET" };

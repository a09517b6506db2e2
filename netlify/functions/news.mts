import type { Config } from "@netlify/functions";
import { datasetRoute } from "../../src/server/api.ts";
import { loadData } from "../../src/server/dataset-reader.ts";
import { updateNewsItemsFromHistory } from "../../src/server/versions/history.ts";

/** What each release says, and (first) what each published data update brought. */
export default datasetRoute({ query: [] }, async () => [
  ...(await updateNewsItemsFromHistory()),
  ...(await loadData("news")),
]);

export const config: Config = { path: "/api/news", method: "GET" };

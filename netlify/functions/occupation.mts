import type { Config } from "@netlify/functions";
import { isSocCode } from "../../src/domain/occupation.ts";
import { datasetRoute, notFound } from "../../src/server/api.ts";
import { loadOccupation } from "../../src/server/occupation-reader.ts";
import { ParamError } from "../../src/server/request.ts";

/** One occupation's data by its SOC code ("15-1252"). It reads no query parameters. */
export default datasetRoute({ query: [] }, async (_url, params) => {
  const code = params["code"] ?? "";
  if (!isSocCode(code)) throw new ParamError("code", `'${code.slice(0, 40)}' is not a SOC code such as 15-1252.`);
  return (await loadOccupation(code)) ?? notFound(`No occupation with SOC code '${code}'.`);
});

export const config: Config = { path: "/api/occupations/:code", method: "GET" };

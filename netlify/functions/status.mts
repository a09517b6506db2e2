import type { Config } from "@netlify/functions";
import { refuseUnknownParams } from "../../src/server/api.ts";
import { json, methodNotAllowed } from "../../src/server/http.ts";
import { dataStatus, STATUS_CACHE_HEADERS } from "../../src/server/status.ts";

/**
 * What each scheduled source (the BLS monthly releases, OEWS, Employment Projections, O*NET) has published by now.
 * Pages compare it with the months their figures hold, so "newer data is out" is said when the page is read.
 */
export default async (req: Request): Promise<Response> => {
  if (req.method !== "GET" && req.method !== "HEAD") return methodNotAllowed(["GET", "HEAD"]);
  const refused = refuseUnknownParams(req, []);
  if (refused) return refused;
  return json(await dataStatus(new Date()), { headers: { ...STATUS_CACHE_HEADERS } });
};

export const config: Config = { path: "/api/status", method: "GET" };

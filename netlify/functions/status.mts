import type { Config } from "@netlify/functions";
import { refuseUnknownParams } from "../../src/server/api.ts";
import { json, jsonError, methodNotAllowed } from "../../src/server/json-response.ts";
import { dataStatus, parseStatusQuery, STATUS_CACHE_HEADERS } from "../../src/server/status.ts";

/**
 * What each scheduled source (the BLS monthly releases, OEWS, Employment Projections, O*NET) has published by now,
 * and for the page asking (`month`: the newest month it shows; `held`: what each card holds) its status line and
 * its cards' marks: "newer data is out" is decided when the page is read, never when it was built.
 */
export default async (req: Request): Promise<Response> => {
  if (req.method !== "GET" && req.method !== "HEAD") return methodNotAllowed(["GET", "HEAD"]);
  const refused = refuseUnknownParams(req, ["month", "held"]);
  if (refused) return refused;
  const query = parseStatusQuery(new URL(req.url).searchParams);
  if ("error" in query) return jsonError(400, "invalid_param", query.error);
  return json(await dataStatus(new Date(), query), { headers: { ...STATUS_CACHE_HEADERS } });
};

export const config: Config = { path: "/api/status", method: "GET" };

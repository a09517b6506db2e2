import type { Config, Context } from "@netlify/functions";
import { refuseUnknownParams } from "../../src/server/api.ts";
import { json, jsonError, methodNotAllowed } from "../../src/server/http.ts";
import { readServedManifest } from "../../src/server/refresh/versions.ts";

/** Liveness and the version of the dataset this deploy serves. */
export default async (req: Request, _context: Context): Promise<Response> => {
  if (req.method !== "GET" && req.method !== "HEAD") return methodNotAllowed(["GET", "HEAD"]);
  const refused = refuseUnknownParams(req, []);
  if (refused) return refused;
  let manifest: { version?: string; builtAt?: string } | null;
  try {
    manifest = await readServedManifest();
  } catch {
    return jsonError(503, "dataset_unavailable", "The dataset store cannot be reached.");
  }
  if (!manifest?.version) return jsonError(503, "dataset_unavailable", "No dataset has been loaded.");
  return json({
    status: "ok",
    datasetVersion: manifest.version,
    datasetBuiltAt: manifest.builtAt ?? null,
    time: new Date().toISOString(),
  });
};

export const config: Config = { path: "/api/health", method: "GET" };

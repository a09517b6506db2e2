import type { Config, Context } from "@netlify/functions";
import { type PageBuildRecord, pageBuildText } from "../../src/domain/page-build.ts";
import { sourceStatusText } from "../../src/domain/source-status.ts";
import { liveRefreshHealth } from "../../src/refresh/configuration.ts";
import { refuseUnknownParams } from "../../src/server/api.ts";
import { currentEnv } from "../../src/server/env.ts";
import { json, jsonError, methodNotAllowed } from "../../src/server/json-response.ts";
import { readLockHealth } from "../../src/server/versions/lock.ts";
import { readPageBuild } from "../../src/server/versions/page-build.ts";
import { type RefreshHealth, refreshHealth } from "../../src/server/versions/run-record.ts";
import { readServedManifest } from "../../src/server/versions/version-store.ts";

/**
 * Liveness, the version of the dataset this deploy serves, and the live refresh: its last run and every source
 * failing since when. `status` is "degraded" (still 200: the site serves its last good data) while a source fails
 * or the last run stopped with an error. `sourceStatus` says the same in the words /updates shows (so that page's
 * script, which shows it live, carries no wording of its own); null when the record cannot be read. `pages` is the
 * dataset the static pages were last built from, and a failing rebuild (the last good pages keep serving): that too
 * makes the status "degraded", and `pagesStatus` says it in the words /updates shows.
 */
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
  let refresh: RefreshHealth | null | "unreadable";
  try {
    refresh = await refreshHealth();
  } catch {
    refresh = "unreadable";
  }
  let pages: PageBuildRecord | null | "unreadable";
  try {
    pages = await readPageBuild();
  } catch {
    pages = "unreadable";
  }
  const degraded =
    refresh === "unreadable" ||
    pages === "unreadable" ||
    pages?.failing != null ||
    (refresh !== null && (refresh.failing.length > 0 || refresh.lastRunStatus === "failed"));
  return json({
    status: degraded ? "degraded" : "ok",
    datasetVersion: manifest.version,
    datasetBuiltAt: manifest.builtAt ?? null,
    refresh: refresh === "unreadable" ? { error: "The last-run record cannot be read." } : refresh,
    sourceStatus: refresh === "unreadable" ? null : sourceStatusText(refresh),
    pages: pages === "unreadable" ? { error: "The pages' build record cannot be read." } : pages,
    pagesStatus: pages === "unreadable" ? null : pageBuildText(pages),
    // Whether the scheduled refresh is not configured, failing or ok, and why; the refresh holding the lock (holder,
    // pid, since when, last renewal, running or stopped renewing it), null when none does.
    liveRefresh: await liveRefreshHealth(currentEnv()).catch(() => ({ error: "The live refresh cannot be checked." })),
    lock: await readLockHealth().catch(() => ({ error: "The refresh lock cannot be read." })),
    time: new Date().toISOString(),
  });
};

export const config: Config = { path: "/api/health", method: "GET" };

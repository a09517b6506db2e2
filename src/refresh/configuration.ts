/**
 * What the scheduled live refresh needs to run, and what it lacks: the site's address and the shared secret to
 * start the background refresh with, and a raw snapshot for it to build over (DATA_RAW_DIR on this machine, else
 * one uploaded to Blobs). Upstream addresses are not needed: unset, each source uses its official endpoint, and
 * one that does not answer makes the refresh failing, not unconfigured. Loads no pipeline: the scheduler and
 * /api/health use it.
 */
import { existsSync } from "node:fs";
import { type LiveRefreshHealth, liveRefreshNow } from "../domain/live-refresh.ts";
import { type EnvSource as Env, env as readEnv } from "../server/env.ts";
import { readLiveRefresh } from "../server/versions/live-refresh-record.ts";
import { hasUploadedSnapshot } from "../server/versions/snapshot-store.ts";

/** The shared secret when it is configured and long enough (32+ characters); a shorter one reads as unset. */
export function refreshSecret(env: Env): string | undefined {
  return readEnv("REFRESH_SECRET", env);
}

/** Why no refresh can start without a usable secret, for the log. */
export const NO_REFRESH_SECRET = "REFRESH_SECRET is not set or shorter than 32 characters";

const UPLOAD = "npm run operator -- upload-snapshot DIR";

/** Where the background refresh finds its raw snapshot, or why it has none. */
export type SnapshotSource =
  | { readonly kind: "folder"; readonly dir: string }
  | { readonly kind: "uploaded" }
  | { readonly kind: "none"; readonly reason: string };

/** DATA_RAW_DIR when that folder exists on this machine, else the copy uploaded to Blobs, else none. */
export async function findSnapshot(env: Env): Promise<SnapshotSource> {
  const dir = readEnv("DATA_RAW_DIR", env);
  if (dir && existsSync(dir)) return { kind: "folder", dir };
  if (await hasUploadedSnapshot()) return { kind: "uploaded" };
  const local = dir ? `DATA_RAW_DIR (${dir}) does not exist` : "DATA_RAW_DIR is unset";
  return {
    kind: "none",
    reason: `no raw snapshot for the background refresh: ${local} and none was uploaded (${UPLOAD})`,
  };
}

export type LiveRefreshSetup =
  | { readonly ok: true; readonly url: string; readonly secret: string }
  | { readonly ok: false; readonly problems: readonly string[] };

/** Where the scheduler starts the background refresh and with which secret, or everything that is missing. */
export async function liveRefreshSetup(env: Env): Promise<LiveRefreshSetup> {
  const url = readEnv("URL", env)?.replace(/\/+$/, "");
  const secret = refreshSecret(env);
  const snapshot = await findSnapshot(env);
  const problems = [
    ...(url ? [] : ["URL is not set"]),
    ...(secret ? [] : [NO_REFRESH_SECRET]),
    ...(snapshot.kind === "none" ? [snapshot.reason] : []),
  ];
  return url && secret && problems.length === 0 ? { ok: true, url, secret } : { ok: false, problems };
}

/** The live refresh as /api/health shows it: its configuration now, else the last scheduled run's verdict. */
export async function liveRefreshHealth(env: Env): Promise<LiveRefreshHealth> {
  const [setup, record] = await Promise.all([liveRefreshSetup(env), readLiveRefresh().catch(() => null)]);
  return liveRefreshNow(setup.ok ? [] : setup.problems, record);
}

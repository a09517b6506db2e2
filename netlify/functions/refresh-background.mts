import type { Context } from "@netlify/functions";
import {
  hasRefreshSecret,
  NO_REFRESH_SECRET,
  RefreshRequestSchema,
  refreshSecret,
  runLiveRefresh,
} from "../../src/refresh/live.ts";
import { currentEnv } from "../../src/server/env.ts";
import { jsonError, methodNotAllowed } from "../../src/server/json-response.ts";

/**
 * Background function (the `-background` name gives it 15 minutes; Netlify answers the caller 202 at once): runs
 * the live refresh of the sources the scheduler found due. Only a caller with the shared secret may start it.
 * Its answer reaches no caller but the log: 202 when the refresh ran, 503 when it could not.
 */
export default async (req: Request, _context: Context): Promise<Response> => {
  if (req.method !== "POST") return methodNotAllowed(["POST"]);
  const env = currentEnv();
  if (!refreshSecret(env)) {
    console.error(`[refresh-background] ${NO_REFRESH_SECRET}: no refresh can be started.`);
    return jsonError(503, "refresh_not_configured", "Refreshes are not configured on this site.");
  }
  if (!hasRefreshSecret(req, env)) return jsonError(403, "forbidden", "A refresh needs the shared secret.");
  const body = RefreshRequestSchema.safeParse(await req.json().catch(() => null));
  if (!body.success) return jsonError(400, "invalid_request", 'Expected {"only": [source ids]}.');
  // Without a raw snapshot, or stopped by an error, the refresh has said why in one line (and on /api/health).
  const report = await runLiveRefresh(body.data.only, env);
  return new Response(null, { status: report ? 202 : 503 });
};

import type { Config } from "@netlify/functions";
import { runScheduler } from "../../src/refresh/trigger.ts";
import { currentEnv } from "../../src/server/env.ts";

/** Every half hour: decide from the release calendar what is due and start the background refresh for it. */
export default async (): Promise<Response> => {
  const result = await runScheduler(currentEnv(), new Date());
  return new Response(result.detail, { status: 200 });
};

export const config: Config = { schedule: "*/30 * * * *" };

// Daily: deletes subscriptions that were never confirmed within a week of their last submission.
import type { Config } from "@netlify/functions";
import { PENDING_RETENTION_DAYS } from "../../src/domain/subscriptions.ts";
import { deleteStalePending } from "../../src/server/subscriptions/lifecycle.ts";

export default async (): Promise<Response> => {
  const deleted = await deleteStalePending(PENDING_RETENTION_DAYS);
  console.log(
    `[subscriptions-cleanup] deleted ${deleted} unconfirmed subscription(s) older than ${PENDING_RETENTION_DAYS} days`,
  );
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: "@daily" };

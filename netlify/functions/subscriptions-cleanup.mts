// Daily: deletes subscriptions that were never confirmed within a week of their last submission, and the form-email
// quota records of addresses that were sent nothing in the last 24 hours.
import type { Config } from "@netlify/functions";
import { PENDING_RETENTION_DAYS } from "../../src/domain/subscriptions.ts";
import { deleteSpentQuotas } from "../../src/server/mail/quota.ts";
import { deleteStalePending } from "../../src/server/subscriptions/lifecycle.ts";

export default async (): Promise<Response> => {
  const deleted = await deleteStalePending(PENDING_RETENTION_DAYS);
  const quotas = await deleteSpentQuotas();
  console.log(
    `[subscriptions-cleanup] deleted ${deleted} unconfirmed subscription(s) older than ${PENDING_RETENTION_DAYS} days and ${quotas} spent email quota record(s)`,
  );
  return new Response(null, { status: 204 });
};

export const config: Config = { schedule: "@daily" };

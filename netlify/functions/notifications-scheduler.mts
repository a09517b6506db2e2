// Every 15 minutes: sends the updates that are due (new versions to release subscribers, Monday's weekly digest),
// continuing where an earlier run stopped. Within the 30 s a scheduled function has, it stops starting new sends
// after 20 s; the send records make the next run pick up exactly the rest.
import type { Config } from "@netlify/functions";
import { siteUrl } from "../../src/server/configured-site-url.ts";
import { runNotifications } from "../../src/server/subscriptions/notifications-due.ts";

export default async (): Promise<Response> => {
  const started = Date.now();
  const results = await runNotifications(new Date(), {
    origin: siteUrl(),
    deadline: started + 20_000,
  });
  const sent = results.reduce((n, r) => n + r.report.sent, 0);
  return new Response(`${results.length} update(s) due, ${sent} email(s) sent`, { status: 200 });
};

export const config: Config = { schedule: "*/15 * * * *" };

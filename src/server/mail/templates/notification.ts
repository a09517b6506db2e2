// A notification: the headline figures a published update brought and what it changed, as far as the subscriber
// asked for them, in the site's own words, with links to the pages (view state in the URL), the next release, and
// the manage and unsubscribe links.

import { createElement as h } from "react";
import type { NotificationLink } from "../../../domain/notifications.ts";
import { A, type ManageLinks, P, renderEmail, subscriberFooter } from "./layout.ts";

export interface NotificationEmail {
  name: string;
  /**
   * Per update (one for each release; several in a weekly digest): its date, the headline figures it brought (each
   * with its month and source) and what changed.
   */
  updates: { date: string; figures: string[]; lines: string[] }[];
  links: NotificationLink[];
  /** "Next update: Dec 04, 2026 (Employment Situation for November 2026)" lines. */
  next: string[];
  origin: string;
  manage: ManageLinks;
  digest: boolean;
}

export async function notificationEmail(n: NotificationEmail) {
  const list = (key: string, items: string[]) =>
    h(
      "ul",
      {
        key,
        style: { color: "#0f172a", fontSize: "15px", lineHeight: "22px", paddingLeft: "20px", margin: "0 0 12px" },
      },
      ...items.map((line) => h("li", { key: line }, line)),
    );
  const body = [
    P(`Hello ${n.name},`),
    P(
      n.digest
        ? "Here is what changed on US Jobs Analytics this week:"
        : "New data was published on US Jobs Analytics:",
    ),
    ...n.updates.flatMap((u) => [
      h("h2", { key: `h-${u.date}`, style: { color: "#0f172a", fontSize: "17px", margin: "16px 0 8px" } }, u.date),
      ...(u.figures.length
        ? [P("What the release said:"), list(`f-${u.date}`, u.figures), P("What changed on the site:")]
        : []),
      list(`l-${u.date}`, u.lines),
    ]),
    h("h2", { key: "see", style: { color: "#0f172a", fontSize: "17px", margin: "16px 0 8px" } }, "See it on the site"),
    h(
      "ul",
      { key: "links", style: { paddingLeft: "20px", margin: "0 0 12px" } },
      ...n.links.map((l) =>
        h("li", { key: l.path, style: { fontSize: "15px", lineHeight: "22px" } }, A(`${n.origin}${l.path}`, l.label)),
      ),
    ),
    ...n.next.map((line) => P(line)),
    P(
      "Figures are seasonally adjusted unless said otherwise; the newest month of a BLS survey is preliminary and may be revised.",
    ),
  ];
  const first = n.updates[0]?.figures[0] ?? n.updates[0]?.lines[0] ?? "New employment data";
  const { html, text } = await renderEmail({
    preview: first,
    heading: n.digest ? "Your weekly employment data digest" : "New employment data",
    body,
    footer: [subscriberFooter("You receive this because you subscribed to US Jobs Analytics updates. ", n.manage)],
  });
  return {
    subject: n.digest ? "US Jobs Analytics: this week's employment data" : `US Jobs Analytics: ${first}`,
    html,
    text,
  };
}

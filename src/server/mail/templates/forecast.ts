// The forecast before a jobs report, to subscribers of "Forecast before each jobs report": what we expect the
// unemployment rate to be, with its ranges, when BLS publishes it, where the record of past forecasts is, and the
// manage and unsubscribe links.

import { createElement as h } from "react";
import { formatDate, formatPeriod } from "../../../domain/format.ts";
import { FORECAST_CAVEAT, type ForecastNote, forecastSentence } from "../../../domain/outlook/announce.ts";
import type { ScheduledRelease } from "../../../domain/release-calendar.ts";
import { A, type ManageLinks, P, renderEmail, subscriberFooter } from "./layout.ts";

export interface ForecastEmail {
  name: string;
  note: ForecastNote;
  release: ScheduledRelease;
  origin: string;
  manage: ManageLinks;
}

export async function forecastEmail(n: ForecastEmail) {
  const when = `${formatDate(n.release.date)}${n.release.time ? ` at ${n.release.time} Washington time` : ""}`;
  const sentence = forecastSentence(n.note);
  const body = [
    P(`Hello ${n.name},`),
    P(`BLS publishes the Employment Situation for ${formatPeriod(n.note.month)} on ${when}. ${sentence}`),
    P(FORECAST_CAVEAT),
    P(
      "The forecast is remade as each new week of jobless claims comes out; the page always shows the newest, and after the release, how close it came.",
    ),
    h(
      "p",
      { key: "outlook", style: { fontSize: "15px", lineHeight: "22px", margin: "0 0 12px" } },
      A(`${n.origin}/outlook`, "The forecast, how it is made, and every past forecast with its outcome"),
    ),
  ];
  const { html, text } = await renderEmail({
    preview: sentence,
    heading: `Before the jobs report for ${formatPeriod(n.note.month)}`,
    body,
    footer: [
      subscriberFooter(
        "You receive this because you chose “Forecast before each jobs report” on US Jobs Analytics. ",
        n.manage,
      ),
    ],
  });
  return {
    subject: `US Jobs Analytics: our forecast of the ${formatPeriod(n.note.month)} unemployment rate, ${n.note.value.toFixed(1)}%`,
    html,
    text,
  };
}

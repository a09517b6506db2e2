import type { Config } from "@netlify/functions";
import { forecastNote } from "../../src/domain/outlook/announce.ts";
import { releaseCalendarIcs } from "../../src/domain/release-ics.ts";
import { refuseUnknownParams } from "../../src/server/api.ts";
import { siteUrl } from "../../src/server/configured-site-url.ts";
import { loadEntity } from "../../src/server/dataset-reader.ts";
import { jsonError, methodNotAllowed, text } from "../../src/server/json-response.ts";
import { readCalendar } from "../../src/server/versions/history.ts";

/**
 * The BLS release calendar the refresh follows, as an iCalendar feed to subscribe to. It is read at request time,
 * so a calendar fetched by the scheduler shows here before the next build. Before any calendar has been fetched it
 * answers 503: calendar apps keep the events they have, rather than emptying the calendar. The served dataset's
 * forecast rides on its Employment Situation event; without it (a dataset that cannot be read) the calendar is
 * served as it is.
 */
export default async (req: Request): Promise<Response> => {
  if (req.method !== "GET" && req.method !== "HEAD") return methodNotAllowed(["GET", "HEAD"]);
  const refused = refuseUnknownParams(req, []);
  if (refused) return refused;
  const calendar = await readCalendar().catch((error: unknown) => {
    console.error("[release-calendar] cannot read the calendar:", error instanceof Error ? error.message : error);
    return undefined;
  });
  if (!calendar) {
    return jsonError(
      503,
      "calendar_unavailable",
      "No release calendar has been fetched yet. Please try again later.",
      {},
      {
        "Retry-After": "3600",
      },
    );
  }
  const forecast = await loadEntity("outlook")
    .then((file) => forecastNote(file.data))
    .catch((error: unknown) => {
      console.error("[release-calendar] no forecast:", error instanceof Error ? error.message : error);
      return undefined;
    });
  const ics = releaseCalendarIcs(calendar.releases, {
    site: new URL(siteUrl()),
    fetchedAt: calendar.fetchedAt,
    ...(forecast ? { forecast } : {}),
  });
  // The same calendar whatever the request's Host (its addresses are the site's configured one), so it is cacheable.
  return text(ics, "text/calendar; charset=utf-8", {
    headers: {
      "Cache-Control": "public, max-age=3600",
      "Content-Disposition": 'inline; filename="us-jobs-analytics-releases.ics"',
    },
  });
};

export const config: Config = { path: "/releases.ics", method: "GET" };

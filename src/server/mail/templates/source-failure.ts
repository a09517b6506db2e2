// The operator's alert that live sources started failing: which, why, since when, and what the site keeps serving.
// Sent once per failure episode of a source (src/domain/source-failures.ts), never to visitors.
import { formatDateTime, formatPeriod } from "../../../domain/format.ts";
import type { SourceFailure } from "../../../domain/source-failures.ts";
import { Field, P, renderEmail } from "./layout.ts";

export async function sourceFailureEmail(failures: readonly SourceFailure[], served: string | null) {
  const names = failures.map((f) => f.source).join(", ");
  const { html, text } = await renderEmail({
    preview: `${names}: the refresh could not fetch new data`,
    heading: `Data refresh: ${failures.length === 1 ? "a source is" : `${failures.length} sources are`} failing`,
    body: [
      P(
        `The refresh could not fetch ${names}. The site keeps serving the last good data of each (dataset ${served ?? "from the deploy's seed"}); nothing else is affected.`,
      ),
      ...failures.flatMap((f) => [
        Field(f.source, f.reason),
        Field("Failing since", `${formatDateTime(f.since)} UTC`),
        Field(
          "Last good data",
          `${f.lastGood.period ? formatPeriod(f.lastGood.period) : "none"}${f.lastGood.fetchedAt ? `, fetched ${formatDateTime(f.lastGood.fetchedAt)} UTC` : ""}`,
        ),
      ]),
      P(
        "The refresh keeps trying on its schedule; /api/health and /updates show the failure until the source answers again. Run `npm run data:refresh -- --only SOURCE` to try one source by hand.",
      ),
    ],
    footer: [
      "Sent by the US Jobs Analytics data refresh to OPS_EMAIL, once per failure episode: you hear again only after the source has recovered and failed anew.",
    ],
  });
  return { subject: `Data refresh failing: ${names}`, html, text };
}

// The operator's alert that the static pages could not be rebuilt: why, since when, and what the site keeps serving.
// Sent once per failing episode (src/domain/page-build.ts), never to visitors.
import { formatDateTime } from "../../../domain/format.ts";
import type { PageBuildRecord } from "../../../domain/page-build.ts";
import { Field, P, renderEmail } from "./layout.ts";

export async function pageBuildFailureEmail(record: PageBuildRecord) {
  const failing = record.failing;
  const { html, text } = await renderEmail({
    preview: "The pages could not be rebuilt; the last good build keeps serving",
    heading: "Page rebuild failing",
    body: [
      P(
        `The static pages could not be rebuilt${failing?.version ? ` for dataset ${failing.version}` : ""}. The last good build keeps serving (${record.pages ? `dataset ${record.pages.version}, built ${formatDateTime(record.pages.builtAt)} UTC` : "its dataset is not recorded"}); the API already serves the newer data.`,
      ),
      Field("Reason", failing?.reason ?? "unknown"),
      Field("Failing since", failing ? `${formatDateTime(failing.since)} UTC` : "unknown"),
      P(
        "/api/health and /updates show the failure until a build succeeds. Run `npm run build` (locally) or retry the deploy to see the whole log.",
      ),
    ],
    footer: [
      "Sent by the US Jobs Analytics build to OPS_EMAIL, once per failing episode: you hear again only after a build has succeeded and a later one failed.",
    ],
  });
  return { subject: "Page rebuild failing: the site shows its last good build", html, text };
}

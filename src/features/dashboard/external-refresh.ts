// What the External Job Sources card says after a visitor asks for newer data. The API serves the dataset the site
// last published, so asking again gives the same fetch unless a refresh has published a newer one since. Pure.
import type { ExternalJobs } from "~/domain/entities";
import { formatDateTime } from "~/domain/format";

/** The fetch a set of sources is from: each source's fetch time, in order. */
function fetchedAt(data: ExternalJobs): string {
  return data.sources.map((s) => `${s.source}@${s.lastUpdated}`).join("|");
}

/** "No newer fetch yet …" when the answer is the data already shown, else what is new. */
export function refreshOutcome(before: ExternalJobs | undefined, after: ExternalJobs): string {
  const newest = formatDateTime(after.lastUpdated);
  if (before && fetchedAt(before) === fetchedAt(after))
    return `No newer fetch yet: these are the newest postings the site has fetched (${newest} UTC). The job boards are fetched once a day.`;
  return `Updated: postings fetched up to ${newest} UTC.`;
}

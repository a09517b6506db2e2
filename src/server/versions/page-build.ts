// The pages' build record in the versions store (key `page-build`): written by every build that reads the site's
// Blobs, read by /api/health. A build that fails emails the operator once per failing episode (OPS_EMAIL; the
// outbox locally), as a failing source does.
import { afterBuild, type BuildOutcome, type PageBuildRecord, PageBuildRecordSchema } from "../../domain/page-build.ts";
import { env } from "../env.ts";
import { pageBuildFailureEmail } from "../mail/templates/page-build-failure.ts";
import { sendMail } from "../mail/transport.ts";
import { datasetVersionsStore } from "../stores.ts";
import { LOCAL_OPS_ADDRESS } from "./failure-alert.ts";

export const PAGE_BUILD_KEY = "page-build";

export async function readPageBuild(): Promise<PageBuildRecord | null> {
  const raw: unknown = await datasetVersionsStore().get(PAGE_BUILD_KEY, { type: "json" });
  return raw === null ? null : PageBuildRecordSchema.parse(raw);
}

/** Records a build's outcome (and, for the first failure of an episode, emails the operator). Never throws. */
export async function recordPageBuild(outcome: BuildOutcome, log: (line: string) => void): Promise<PageBuildRecord> {
  let previous: PageBuildRecord | null = null;
  try {
    previous = await readPageBuild();
  } catch (error) {
    log(`the pages' build record could not be read (${(error as Error).message}); it is written anew`);
  }
  let record = afterBuild(previous, outcome);
  if (record.failing && !record.failing.notifiedAt) {
    const to = env("OPS_EMAIL") ?? (env("SMTP_URL") ? undefined : LOCAL_OPS_ADDRESS);
    if (!to) log("OPS_EMAIL is not set: nobody was emailed about the failed rebuild");
    else {
      const result = await sendMail({ to, ...(await pageBuildFailureEmail(record)) }).catch((error: Error) => ({
        ok: false as const,
        error: error.message,
      }));
      if (result.ok) {
        record = { ...record, failing: { ...record.failing, notifiedAt: outcome.at } };
        log(`rebuild failure alert sent to OPS_EMAIL${result.via === "outbox" ? ` (outbox: ${result.file})` : ""}`);
      } else log(`the rebuild failure alert could not be sent (${result.error}); the next failure tries again`);
    }
  }
  try {
    await datasetVersionsStore().setJSON(PAGE_BUILD_KEY, record);
  } catch (error) {
    log(`the pages' build record could not be written: ${(error as Error).message}`);
  }
  return record;
}

// Emails the operator (OPS_EMAIL) about sources that started failing, through the site's mail transport. Locally
// without SMTP_URL the alert lands in the outbox like every other email; with SMTP_URL but no OPS_EMAIL nobody can
// be told, which the log says on every run until one is set.
import { type SourceFailure, unannounced } from "../../domain/source-failures.ts";
import { env } from "../env.ts";
import { sourceFailureEmail } from "../mail/templates/source-failure.ts";
import { sendMail } from "../mail/transport.ts";

/** Where the alert goes when OPS_EMAIL is unset on a machine without SMTP (the outbox). */
export const LOCAL_OPS_ADDRESS = "ops@localhost";

/**
 * Sends one alert for the episodes not announced yet and returns the failures with `notifiedAt` set on those it
 * announced; on a failed send they stay unannounced, so the next run tries again. Never throws.
 */
export async function alertOperator(
  failures: readonly SourceFailure[],
  served: string | null,
  at: string,
  log: (line: string) => void,
): Promise<SourceFailure[]> {
  const fresh = unannounced(failures);
  if (fresh.length === 0) return [...failures];
  const to = env("OPS_EMAIL") ?? (env("SMTP_URL") ? undefined : LOCAL_OPS_ADDRESS);
  if (!to) {
    log(`OPS_EMAIL is not set: nobody was emailed about ${fresh.map((f) => f.source).join(", ")}`);
    return [...failures];
  }
  try {
    const result = await sendMail({ to, ...(await sourceFailureEmail(fresh, served)) });
    if (!result.ok) {
      log(`the failure alert to OPS_EMAIL could not be sent (${result.error}); the next run tries again`);
      return [...failures];
    }
    log(`failure alert sent to OPS_EMAIL${result.via === "outbox" ? ` (outbox: ${result.file})` : ""}`);
  } catch (error) {
    log(`the failure alert could not be written: ${(error as Error).message}; the next run tries again`);
    return [...failures];
  }
  const sent = new Set(fresh.map((f) => f.source));
  return failures.map((f) => (sent.has(f.source) ? { ...f, notifiedAt: at } : f));
}

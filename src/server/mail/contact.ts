// The team's copy of a contact message. The message is stored first (the source of truth); this email is a
// convenience that may fail without losing anything: the outcome is recorded on the stored message, and the
// operator export shows which were not emailed.
import { maskEmail } from "../../domain/validation.ts";
import { env } from "../env.ts";
import { type ContactRecord, markContactEmailed } from "../submissions.ts";
import { contactMessageEmail } from "./templates/contact-message.ts";
import { sendMail } from "./transport.ts";

/** Where contact messages go in the outbox when no team address is configured (a local machine). */
export const LOCAL_TEAM_ADDRESS = "team@localhost";

/** Emails the stored message to CONTACT_TO with Reply-To set to the sender, and records the outcome; never throws. */
export async function emailContactMessage(record: ContactRecord): Promise<NonNullable<ContactRecord["emailed"]>> {
  const at = new Date().toISOString();
  const to = env("CONTACT_TO") ?? (env("SMTP_URL") ? undefined : LOCAL_TEAM_ADDRESS);
  let emailed: NonNullable<ContactRecord["emailed"]>;
  if (!to) {
    console.warn(`[contact] SMTP_URL is set but CONTACT_TO is not: message ${record.id} is stored only`);
    emailed = { status: "not-configured", at };
  } else {
    try {
      const email = await contactMessageEmail(record);
      const result = await sendMail({ to, replyTo: { name: record.name, address: record.email }, ...email });
      emailed = result.ok
        ? { status: result.via === "smtp" ? "sent" : "outbox", at, messageId: result.messageId }
        : { status: "failed", at, error: result.error };
    } catch (error) {
      emailed = { status: "failed", at, error: error instanceof Error ? error.message : String(error) };
    }
  }
  try {
    await markContactEmailed(record.id, emailed);
  } catch (error) {
    console.error(`[contact] could not record the email outcome of ${record.id}: ${(error as Error).message}`);
  }
  if (emailed.status === "failed") {
    console.error(`[contact] message ${record.id} from ${maskEmail(record.email)} stored, but not emailed`);
  }
  return emailed;
}

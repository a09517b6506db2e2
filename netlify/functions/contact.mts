import type { Config } from "@netlify/functions";
import { CONTACT_LABELS, CONTACT_TEXT } from "../../src/domain/form-texts.ts";
import { ContactPayloadSchema } from "../../src/domain/forms.ts";
import { maskEmail } from "../../src/domain/validation.ts";
import { formRoute } from "../../src/server/form-route.ts";
import { emailContactMessage } from "../../src/server/mail/contact.ts";
import { type ContactRecord, newContactRecord, saveContactMessage } from "../../src/server/submissions.ts";

const answer = (record: ContactRecord) => ({ id: record.id, receivedAt: record.receivedAt });

export default formRoute(
  "contact",
  ContactPayloadSchema,
  async (payload) => {
    const record = await saveContactMessage(payload);
    console.log(`[contact] message ${record.id} from ${maskEmail(record.email)}`);
    // Stored first; the team's email copy cannot lose or fail the message (its outcome is recorded on it).
    await emailContactMessage(record);
    return answer(record);
  },
  (payload) => answer(newContactRecord(payload)),
  {
    back: { href: "/news", label: "Back to the News page" },
    labels: CONTACT_LABELS,
    done: () => ({ title: CONTACT_TEXT.successToastTitle, text: CONTACT_TEXT.successToastDescription }),
  },
);

export const config: Config = {
  path: "/api/contact",
  method: "POST",
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ["ip", "domain"] },
};

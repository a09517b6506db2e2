// The email the team receives for each contact message: who wrote, how to answer (Reply-To is the sender), and the
// message itself. The stored message stays the source of truth; this is a copy for the team's inbox.
import { formatDateTime } from "../../../domain/format.ts";
import type { ContactRecord } from "../../submissions.ts";
import { A, Field, P, renderEmail } from "./layout.ts";

export async function contactMessageEmail(record: ContactRecord) {
  const { html, text } = await renderEmail({
    preview: `${record.name}: ${record.comment.slice(0, 90)}`,
    heading: `Contact message from ${record.name}`,
    body: [
      Field("From", `${record.name} <${record.email}>`),
      ...(record.phone ? [Field("Phone", record.phone)] : []),
      Field("Received", `${formatDateTime(record.receivedAt)} (message ${record.id})`),
      P(record.comment),
      P(["Reply to this email to answer ", A(`mailto:${record.email}`, record.name), "."]),
    ],
    footer: [
      "Sent by the US Jobs Analytics contact form. The message is also stored; the operator export lists every message.",
    ],
  });
  const summary = record.comment.replace(/\s+/g, " ").trim().slice(0, 60);
  return { subject: `Contact: ${record.name.replace(/\s+/g, " ")} — ${summary}`, html, text };
}

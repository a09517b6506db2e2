// Sending email: nodemailer over SMTP when SMTP_URL is set (any provider), otherwise the local outbox, a folder of
// .eml files a developer can open, so every flow can be completed on a machine without a mail server. Sending never
// throws: the caller gets a result saying what happened, and decides what that means for what it stores.

import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { maskEmail } from "../../domain/validation.ts";
import { env } from "../env.ts";
import { isPreviewDeploy } from "../runtime-deploy-context.ts";

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string | { name: string; address: string };
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** A fixed Message-ID, so a message sent again after a crash is recognisably the same message. */
  messageId?: string;
}

export type SendResult =
  | { ok: true; via: "smtp"; messageId: string }
  | { ok: true; via: "outbox"; messageId: string; file: string }
  | { ok: false; error: string; permanent: boolean };

/** The From when MAIL_FROM is unset (the outbox and tests; a deployment sets its own). */
export const DEFAULT_FROM = "US Jobs Analytics <no-reply@localhost>";
/** The outbox folder when OUTBOX_DIR is unset: beside the local Blobs store, git-ignored. */
export const DEFAULT_OUTBOX_DIR = ".netlify/outbox";

/** Seconds an SMTP server may take to answer each step before the send counts as failed (and can be retried). */
const SMTP_TIMEOUT_MS = 10_000;

function envelope(message: MailMessage) {
  const replyTo = message.replyTo ?? env("MAIL_REPLY_TO");
  return {
    from: env("MAIL_FROM") ?? DEFAULT_FROM,
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    ...(replyTo ? { replyTo } : {}),
    ...(message.headers ? { headers: message.headers } : {}),
    ...(message.messageId ? { messageId: message.messageId } : {}),
  };
}

/** A 5xx SMTP answer (no such mailbox, rejected) will fail again; anything else may succeed on a retry. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** SMTP_URL as transport options: smtps:// is TLS from the start (465), smtp:// upgrades with STARTTLS when offered. */
export function smtpOptions(url: string) {
  const u = new URL(url);
  const secure = u.protocol === "smtps:";
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    ...(u.username ? { auth: { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } } : {}),
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  };
}

/** Sends one email; never throws. */
export async function sendMail(message: MailMessage): Promise<SendResult> {
  // A deploy preview sends no email, whatever it is configured with: it writes to the outbox (its log says where).
  const smtp = isPreviewDeploy() ? undefined : env("SMTP_URL");
  try {
    if (smtp) {
      const transport = nodemailer.createTransport(smtpOptions(smtp));
      try {
        const info = await transport.sendMail(envelope(message));
        return { ok: true, via: "smtp", messageId: info.messageId };
      } finally {
        transport.close();
      }
    }
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
    const info = await transport.sendMail(envelope(message));
    const dir = env("OUTBOX_DIR") ?? DEFAULT_OUTBOX_DIR;
    await mkdir(dir, { recursive: true });
    const file = join(
      dir,
      `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^\w.-]/g, "")}.eml`,
    );
    await writeFile(file, info.message as Buffer);
    console.log(`[mail] no SMTP_URL: wrote "${message.subject}" to ${maskEmail(message.to)} into ${file}`);
    return { ok: true, via: "outbox", messageId: info.messageId, file };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`[mail] could not send "${message.subject}" to ${maskEmail(message.to)}: ${reason}`);
    return { ok: false, error: reason.slice(0, 300), permanent: isPermanent(error) };
  }
}

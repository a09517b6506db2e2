// @vitest-environment node
// The team's email copy of each contact message, sent to a real SMTP server on loopback.
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { contactStore } from "~/server/stores.ts";
import type { ContactRecord } from "~/server/submissions.ts";
import contact from "../../../../netlify/functions/contact.mts";
import { useMailAndBlobs } from "../../../helpers/mail-and-blobs.ts";
import { addresses } from "../../../helpers/smtp.ts";

const message = {
  name: "Grace Hopper",
  email: "grace@example.com",
  phone: "555-0100",
  comment: "The state map is very useful.\nCould it show metro areas?",
};

const send = (body: unknown) =>
  contact(
    new Request("http://localhost/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
  );

async function stored(): Promise<ContactRecord[]> {
  const { blobs } = await contactStore().list();
  return Promise.all(blobs.map(async (b) => (await contactStore().get(b.key, { type: "json" })) as ContactRecord));
}

describe("contact messages are emailed to the team", () => {
  const { smtp } = useMailAndBlobs({
    stores: [contactStore],
    env: { CONTACT_TO: "team@usjobs.example", MAIL_FROM: "US Jobs Analytics <no-reply@usjobs.example>" },
  });

  it("sends CONTACT_TO a copy with Reply-To set to the sender, in HTML and plain text, and records it", async () => {
    const res = await send(message);
    expect(res.status).toBe(201);
    expect(smtp.received).toHaveLength(1);
    const { mail, envelopeTo } = smtp.received[0]!;
    expect(envelopeTo).toEqual(["team@usjobs.example"]);
    expect(addresses(mail.from)).toEqual(["no-reply@usjobs.example"]);
    expect(addresses(mail.replyTo)).toEqual(["grace@example.com"]);
    expect(mail.replyTo?.value[0]?.name).toBe("Grace Hopper");
    // One line, however many lines the message has.
    expect(mail.subject).toBe("Contact: Grace Hopper — The state map is very useful. Could it show metro areas?");
    expect(mail.text).toContain("Could it show metro areas?");
    expect(mail.text).toContain("555-0100");
    expect(mail.html).toContain("<h1");
    expect(mail.html).toContain('lang="en"');
    const [record] = await stored();
    expect(record?.emailed).toMatchObject({ status: "sent", messageId: mail.messageId });
  });

  it("keeps the message and answers 201 when the SMTP server refuses, recording the failure", async () => {
    smtp.reject.set("team@usjobs.example", 550);
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await send(message);
    expect(res.status).toBe(201);
    expect(smtp.received).toHaveLength(0);
    const [record] = await stored();
    expect(record?.comment).toBe(message.comment);
    expect(record?.emailed?.status).toBe("failed");
    expect(record?.emailed?.error).toMatch(/550/);
  });

  it("keeps the message when no SMTP server answers at all", async () => {
    vi.stubEnv("SMTP_URL", "smtp://127.0.0.1:1");
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await send(message)).status).toBe(201);
    const [record] = await stored();
    expect(record?.email).toBe("grace@example.com");
    expect(record?.emailed?.status).toBe("failed");
  });

  it("without SMTP_URL writes the email to the local outbox", async () => {
    const outbox = await mkdtemp(join(tmpdir(), "usja-outbox-"));
    vi.stubEnv("SMTP_URL", "");
    vi.stubEnv("CONTACT_TO", "");
    vi.stubEnv("OUTBOX_DIR", outbox);
    vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      expect((await send(message)).status).toBe(201);
      const files = await readdir(outbox);
      expect(files).toHaveLength(1);
      const eml = await readFile(join(outbox, files[0]!), "utf8");
      expect(eml).toMatch(/^To: team@localhost$/m);
      expect(eml).toMatch(/^Reply-To: Grace Hopper <grace@example.com>$/m);
      expect(eml).toContain("Content-Type: text/plain");
      expect(eml).toContain("Content-Type: text/html");
      const [record] = await stored();
      expect(record?.emailed?.status).toBe("outbox");
    } finally {
      await rm(outbox, { recursive: true, force: true });
    }
  });

  it("in a deploy preview sends no email, even with SMTP configured: the copy goes to the outbox", async () => {
    const outbox = await mkdtemp(join(tmpdir(), "usja-outbox-"));
    vi.stubEnv("OUTBOX_DIR", outbox);
    vi.stubEnv("CONTEXT", "deploy-preview");
    vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      expect((await send(message)).status).toBe(201);
      expect(smtp.received).toHaveLength(0);
      expect(await readdir(outbox)).toHaveLength(1);
      const [record] = await stored();
      expect(record?.emailed?.status).toBe("outbox");
      // Netlify's runtime context wins over the build variable: production sends for real.
      vi.stubGlobal("Netlify", { ...globalThis.Netlify, context: { deploy: { context: "production" } } });
      await contactStore().deleteAll();
      expect((await send(message)).status).toBe(201);
      await expect.poll(() => smtp.received.length).toBe(1);
    } finally {
      vi.unstubAllGlobals();
      await rm(outbox, { recursive: true, force: true });
    }
  });

  it("sends nothing for a bot that fills the honeypot", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    expect((await send({ ...message, website: "http://spam.example" })).status).toBe(201);
    expect(smtp.received).toHaveLength(0);
    expect(await stored()).toHaveLength(0);
  });
});

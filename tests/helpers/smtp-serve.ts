// The end-to-end tests' mail server: a real SMTP server on loopback (tests/helpers/smtp.ts) that writes each message
// it receives as JSON into a folder the specs read (recipients, subject, text, HTML and header lines).
// Usage: node tests/helpers/smtp-serve.ts PORT DIR
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

const port = Number(process.argv[2]);
const dir = process.argv[3] ?? "test-results/mail";
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
let count = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        count += 1;
        const message = {
          to: (session.envelope.rcptTo ?? []).map((r) => r.address),
          subject: mail.subject,
          text: mail.text,
          html: typeof mail.html === "string" ? mail.html : "",
          headerLines: mail.headerLines.map((h) => h.line),
        };
        writeFileSync(join(dir, `${String(count).padStart(5, "0")}.json`), JSON.stringify(message));
        callback();
      })
      .catch(callback);
  },
});
server.listen(port, "127.0.0.1", () => console.log(`test SMTP server on ${port}, writing to ${dir}`));

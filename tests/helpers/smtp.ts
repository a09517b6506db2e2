// A real SMTP server on loopback for the tests (smtp-server), which parses what it receives (mailparser): what the
// site's emails look like to a mail provider, headers and MIME parts included. Recipients can be made to fail.
import { type AddressObject, type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface Received {
  envelopeTo: string[];
  mail: ParsedMail;
}

export interface TestSmtp {
  url: string;
  received: Received[];
  /** Answers RCPT TO for these addresses with the given SMTP code (550 = permanent, 451 = temporary). */
  reject: Map<string, number>;
  /**
   * Holds every message from now on before accepting it (the sender waits for the server's answer to DATA) until
   * `release()`; `arrived` resolves when the first one is being held.
   */
  hold(): { arrived: Promise<void>; release(): void };
  stop(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const received: Received[] = [];
  const reject = new Map<string, number>();
  let held: { arrive(): void; released: Promise<void> } | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = reject.get(address.address.toLowerCase());
      if (code) {
        const error = Object.assign(new Error(`${code} mailbox unavailable`), { responseCode: code });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          if (held) {
            held.arrive();
            await held.released;
          }
          received.push({ envelopeTo: (session.envelope.rcptTo ?? []).map((r) => r.address), mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    reject,
    hold() {
      let arrive = () => {};
      let release = () => {};
      const arrived = new Promise<void>((resolve) => {
        arrive = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      held = { arrive, released };
      return {
        arrived,
        release() {
          held = undefined;
          release();
        },
      };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The addresses of a parsed address header. */
export function addresses(header: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(header) ? header : header ? [header] : [];
  return list.flatMap((a) => a.value.map((v) => v.address ?? ""));
}

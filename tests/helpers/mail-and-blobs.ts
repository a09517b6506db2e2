/**
 * What the tests of the site's emails and visitors' records share: the local Blobs server (real ETags and
 * compare-and-swap) and a real SMTP server on loopback, started once for the file and stopped after it. Before each
 * test the given stores and the mailbox are emptied (no refused recipient either), SMTP_URL points at the mailbox,
 * the given environment is set and the given console channels are silenced; after each, the environment and every
 * spy are restored. Call it inside a describe block: hooks the test file registers after it run after its own.
 */
import type { Store } from "@netlify/blobs";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { startLocalBlobs } from "./blobs.ts";
import { startSmtp, type TestSmtp } from "./smtp.ts";

/** The SMTP server as the tests use it: what it received, the recipients it refuses, holding messages. */
export type Mailbox = Omit<TestSmtp, "stop">;

export interface MailAndBlobsOptions {
  /** The stores emptied before each test. */
  readonly stores: readonly (() => Store)[];
  /** Environment set before each test, besides SMTP_URL. */
  readonly env?: Readonly<Record<string, string>>;
  /** Console channels silenced in each test. */
  readonly quiet?: readonly ("log" | "warn" | "error")[];
}

export interface MailAndBlobs {
  /** The mailbox; usable in tests and hooks (it answers once the server has started). */
  readonly smtp: Mailbox;
  /** The local Blobs server: its directory, address and token. */
  blobs(): Omit<Awaited<ReturnType<typeof startLocalBlobs>>, "stop">;
  /** The environment each test starts with (SMTP_URL and the given one). */
  env(): Readonly<Record<string, string>>;
}

export function useMailAndBlobs(options: MailAndBlobsOptions): MailAndBlobs {
  let blobs: Awaited<ReturnType<typeof startLocalBlobs>> | undefined;
  let smtp: TestSmtp | undefined;
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the mail and Blobs servers start in beforeAll");
    return value;
  };
  const env = () => ({ SMTP_URL: started(smtp).url, ...options.env });

  beforeAll(async () => {
    blobs = await startLocalBlobs();
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp?.stop();
    await blobs?.stop();
  });
  beforeEach(async () => {
    for (const store of options.stores) await store().deleteAll();
    const mailbox = started(smtp);
    mailbox.received.length = 0;
    mailbox.reject.clear();
    for (const [name, value] of Object.entries(env())) vi.stubEnv(name, value);
    for (const channel of options.quiet ?? []) vi.spyOn(console, channel).mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  return {
    smtp: {
      get url() {
        return started(smtp).url;
      },
      get received() {
        return started(smtp).received;
      },
      get reject() {
        return started(smtp).reject;
      },
      hold: () => started(smtp).hold(),
    },
    blobs: () => started(blobs),
    env,
  };
}

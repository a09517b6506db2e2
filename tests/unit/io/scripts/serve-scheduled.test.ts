// @vitest-environment node
// What the local server runs besides requests, as Netlify does: scheduled functions on their schedules, background
// functions (202 at once, then run on), `context.waitUntil` work (kept until it ends, awaited on close), and the
// default path /.netlify/functions/<name> of the functions without a path of their own.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { NOT_CONFIGURED_DETAIL } from "~/refresh/trigger.ts";
import { uploadSnapshot } from "~/server/versions/snapshot-store.ts";
import { startServer } from "../../../../scripts/serve.ts";
import { bodyTooLargeMessage, MAX_BODY_BYTES } from "../../../../src/server/request.ts";
import { copySeededBlobs } from "../../../helpers/seeded-blobs.ts";

/** A promise with its resolver, to hold work until the test lets it go. */
function gate<T = void>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

type Hooks = {
  __answerFirstWork?: () => Promise<void>;
  __backgroundWork?: (seen: { authorised: boolean; body: string }) => Promise<void>;
};
const hooks = globalThis as Hooks;

// The site's functions for these tests. They are bundled and loaded by the server as the real ones are, into this
// process, and reach the test through the hooks above.
const FUNCTIONS: Record<string, string> = {
  "answer-first.mts": `
    export default async (req, context) => {
      context.waitUntil(globalThis.__answerFirstWork());
      return new Response("answered");
    };
    export const config = { path: "/api/answer-first" };`,
  "work-background.mts": `
    export default async (req) => {
      const authorised = req.headers.get("x-refresh-secret") === process.env.REFRESH_SECRET;
      await globalThis.__backgroundWork({ authorised, body: await req.text() });
      return new Response(null, { status: authorised ? 202 : 403 });
    };`,
  "echo.mts": `
    export default async (req) => new Response(await req.text());
    export const config = { path: "/api/echo", method: "POST" };`,
  "kick-scheduler.mts": `
    export default async () => {
      const res = await fetch(process.env.URL + "/.netlify/functions/work-background", {
        method: "POST",
        headers: { "x-refresh-secret": process.env.REFRESH_SECRET },
        body: JSON.stringify({ only: ["bls-api"] }),
      });
      return new Response("kicked: " + res.status);
    };
    export const config = { schedule: "@daily" };`,
  "fails-scheduler.mts": `
    export default async () => { throw new Error("the store is away"); };
    export const config = { schedule: "@hourly" };`,
};

describe("the local server's scheduled and background work", () => {
  let root: string;
  let lines: string[];
  let waiters: { pattern: RegExp; open: (line: string) => void }[];
  /** Resolves with the first log line (from now on) that matches. */
  const whenLogged = (pattern: RegExp) =>
    new Promise<string>((open) => {
      waiters.push({ pattern, open });
    });
  const saved = {
    URL: process.env["URL"],
    REFRESH_SECRET: process.env["REFRESH_SECRET"],
    SITE_URL: process.env["SITE_URL"],
  };

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "usja-scheduled-"));
    await mkdir(join(root, "netlify/functions"), { recursive: true });
    for (const [file, source] of Object.entries(FUNCTIONS))
      await writeFile(join(root, "netlify/functions", file), source);
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });
  beforeEach(() => {
    lines = [];
    waiters = [];
    for (const level of ["log", "error", "warn"] as const)
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        const line = args.map(String).join(" ");
        lines.push(line);
        for (const w of waiters) if (w.pattern.test(line)) w.open(line);
      });
    for (const name of Object.keys(saved)) delete process.env[name];
  });
  afterEach(() => {
    vi.restoreAllMocks();
    delete hooks.__answerFirstWork;
    delete hooks.__backgroundWork;
    for (const [name, value] of Object.entries(saved)) if (value !== undefined) process.env[name] = value;
  });

  const start = (options: Record<string, unknown> = {}) =>
    startServer({ root, port: 0, blobsDir: join(root, "blobs"), schedules: true, ...options });

  it("lets a scheduled function start a background function on the server's own address with a secret it made", async () => {
    const hold = gate();
    const seen = gate<{ authorised: boolean; body: string }>();
    let finished = false;
    hooks.__backgroundWork = async (s) => {
      seen.open(s);
      await hold.promise;
      finished = true;
    };
    const server = await start();
    try {
      expect(lines).toContain(
        "REFRESH_SECRET is not set: generated one for this run (set it in .env to start a refresh from elsewhere)",
      );
      expect(lines.find((l) => l.startsWith("Scheduled functions:"))).toMatch(
        /fails-scheduler \(@hourly, next .*\), kick-scheduler \(@daily, next \d{4}-\d\d-\d\d 00:00 UTC\)/,
      );
      // The scheduler's POST is answered 202 while the background function is still at work.
      expect(await server.schedules?.trigger("kick-scheduler")).toEqual({ status: 200, text: "kicked: 202" });
      expect(await seen.promise).toEqual({ authorised: true, body: '{"only":["bls-api"]}' });
      expect(finished).toBe(false);
      expect(lines).toContainEqual(
        expect.stringMatching(/^scheduled kick-scheduler \(now\): 200 kicked: 202 \(\d+ ms\)$/),
      );
    } finally {
      const closing = server.close();
      await Promise.race([closing, whenLogged(/^waiting for 1 background task/)]);
      hold.open();
      await closing;
    }
    // Closing waited for the background function, and logged how it ended.
    expect(finished).toBe(true);
    expect(lines).toContainEqual(expect.stringMatching(/^background work-background finished: 202 \(\d+ ms\)$/));
    // The variables it set for its own run are gone with it.
    expect(process.env["URL"]).toBeUndefined();
    expect(process.env["REFRESH_SECRET"]).toBeUndefined();
  });

  it("takes URL from SITE_URL when given, and keeps a configured REFRESH_SECRET", async () => {
    process.env["SITE_URL"] = "http://site.example/";
    process.env["REFRESH_SECRET"] = "a-configured-secret-of-enough-length";
    const server = await start();
    try {
      expect(process.env["URL"]).toBe("http://site.example");
      expect(process.env["REFRESH_SECRET"]).toBe("a-configured-secret-of-enough-length");
      expect(lines.some((l) => l.startsWith("REFRESH_SECRET is not set"))).toBe(false);
    } finally {
      await server.close();
    }
    expect(process.env["URL"]).toBeUndefined();
  });

  it("logs a scheduled run that throws, on one line, and goes on serving", async () => {
    hooks.__answerFirstWork = async () => {};
    const server = await start();
    try {
      expect(await server.schedules?.trigger("fails-scheduler")).toHaveProperty("error");
      expect(lines).toContainEqual(
        expect.stringMatching(/^scheduled fails-scheduler \(now\) failed: the store is away \(\d+ ms\)$/),
      );
      expect((await fetch(`${server.url}/api/answer-first`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it("keeps context.waitUntil work alive after the answer, and closes only once it has ended", async () => {
    const hold = gate();
    let finished = false;
    hooks.__answerFirstWork = async () => {
      await hold.promise;
      finished = true;
    };
    const server = await start({ schedules: false });
    const res = await fetch(`${server.url}/api/answer-first`);
    expect(await res.text()).toBe("answered");
    expect(finished).toBe(false);
    // The answer is out and the server is closing, but the work is held: closing waits for it.
    const closing = server.close().then(() => "closed");
    const first = await Promise.race([closing, whenLogged(/^waiting for 1 background task\(s\) to end/)]);
    expect(first).toMatch(/^waiting for 1 background task/);
    expect(finished).toBe(false);
    hold.open();
    expect(await closing).toBe("closed");
    expect(finished).toBe(true);
  });

  it("serves only the functions without a path or schedule at /.netlify/functions/<name>", async () => {
    hooks.__backgroundWork = async () => {};
    const server = await start({ schedules: false });
    try {
      const at = (name: string, init?: RequestInit) => fetch(`${server.url}/.netlify/functions/${name}`, init);
      // A function with a path answers there only, and a scheduled one only to its schedule (as on Netlify).
      expect((await at("answer-first")).status).toBe(404);
      expect((await at("kick-scheduler")).status).toBe(404);
      expect((await at("no-such-function")).status).toBe(404);
      // A background function answers 202 at once, whatever it then decides (here: no secret, so 403 in the log).
      const res = await at("work-background", { method: "POST", body: "{}" });
      expect(res.status).toBe(202);
      expect(await res.text()).toBe("");
      // A body over the limit every function has is refused as the others refuse it.
      const big = await at("work-background", { method: "POST", body: "x".repeat(MAX_BODY_BYTES + 1) });
      expect(big.status).toBe(413);
      expect(await big.json()).toEqual({ error: "payload_too_large", message: bodyTooLargeMessage(MAX_BODY_BYTES) });
    } finally {
      await server.close();
    }
    expect(lines).toContainEqual(expect.stringMatching(/^background work-background finished: 403 \(\d+ ms\)$/));
  });
});

/**
 * Sends `head` on a raw socket and keeps the connection open (the body it declares never all comes); resolves to what
 * the server sent and how long until it closed the connection. `leaveAfterMs`: the client closes it itself then.
 */
function rawRequest(port: number, head: string, leaveAfterMs?: number): Promise<{ text: string; ms: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect(port, "127.0.0.1");
    let text = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      text += chunk;
    });
    socket.on("error", () => {});
    socket.on("close", () => resolve({ text, ms: performance.now() - started }));
    socket.write(head);
    if (leaveAfterMs !== undefined) setTimeout(() => socket.destroy(), leaveAfterMs);
  });
}

describe("request bodies on the local server (its default 30 s request timeout)", () => {
  let root: string;
  let server: Awaited<ReturnType<typeof startServer>>;
  let lines: string[];
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "usja-bodies-"));
    await mkdir(join(root, "netlify/functions"), { recursive: true });
    for (const file of ["work-background.mts", "echo.mts"]) {
      await writeFile(join(root, "netlify/functions", file), FUNCTIONS[file] ?? "");
    }
    hooks.__backgroundWork = async () => {};
    server = await startServer({ root, port: 0, blobsDir: join(root, "blobs") });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    delete hooks.__backgroundWork;
    await rm(root, { recursive: true, force: true });
  });
  beforeEach(() => {
    lines = [];
    for (const level of ["log", "error", "warn"] as const)
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        lines.push(args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a))).join(" "));
      });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const port = () => Number(new URL(server.url).port);
  const statusOf = (text: string) => Number(text.split("\r\n")[0]?.split(" ")[1]);

  it("answers a background POST whose Content-Length is over the limit with 413 at once, without waiting for its body", async () => {
    const { text, ms } = await rawRequest(
      port(),
      "POST /.netlify/functions/work-background HTTP/1.1\r\nHost: x\r\nContent-Length: 10000000\r\n\r\n{}",
    );
    expect(statusOf(text)).toBe(413);
    expect(text).toContain(
      JSON.stringify({ error: "payload_too_large", message: bodyTooLargeMessage(MAX_BODY_BYTES) }),
    );
    expect(text.toLowerCase()).toContain("connection: close");
    expect(ms).toBeLessThan(2_000);
  }, 10_000);

  it.each(["/.netlify/functions/work-background", "/api/echo"])(
    "logs a client that leaves mid-body at %s as one plain line, with no 500 and no stack trace",
    async (path) => {
      const { text } = await rawRequest(
        port(),
        `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{"a"`,
        200,
      );
      expect(text).toBe("");
      await vi.waitFor(() => expect(lines.length).toBeGreaterThan(0));
      expect(lines).toEqual([expect.stringMatching(new RegExp(`^POST ${path} client closed the request [\\d.]+ms$`))]);
      expect(lines.join("\n")).not.toMatch(/\b500\b|\n\s+at /);
    },
    10_000,
  );
});

describe("the site's own scheduled functions on the local server", () => {
  let dir: string;
  /** Every upstream the refresh would fetch: on a closed port here, so each fails at once. */
  const UPSTREAMS = [
    "BLS_API_BASE_URL",
    "INDEED_BASE_URL",
    "GREENHOUSE_BASE_URL",
    "ASHBY_BASE_URL",
    "WARN_BASE_URL",
    "FRED_BASE_URL",
  ];
  const saved = Object.fromEntries(
    ["URL", "SITE_URL", "REFRESH_SECRET", "BLS_CALENDAR_URL", "DATA_RAW_DIR", "OUTBOX_DIR", ...UPSTREAMS].map((n) => [
      n,
      process.env[n],
    ]),
  );
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "usja-scheduled-site-"));
    for (const name of Object.keys(saved)) delete process.env[name];
    // No calendar can be fetched here: a closed port answers at once.
    process.env["BLS_CALENDAR_URL"] = "http://127.0.0.1:1/bls.ics";
    process.env["OUTBOX_DIR"] = join(dir, "outbox");
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await rm(dir, { recursive: true, force: true });
  });

  it("runs each of them; the refresh scheduler says once why the live refresh is not configured, and, once it is, starts refresh-background here as it does on Netlify", async () => {
    const lines: string[] = [];
    for (const level of ["log", "error", "warn"] as const)
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        lines.push(args.map((a) => (a instanceof Error ? a.message : String(a))).join(" "));
      });
    // The folder as `npm start` leaves it: the seed already in the store.
    await copySeededBlobs(join(dir, "blobs"));
    const server = await startServer({ port: 0, blobsDir: join(dir, "blobs"), schedules: true });
    try {
      expect(server.schedules?.list().map((j) => [j.name, j.schedule])).toEqual([
        ["notifications-scheduler", "*/15 * * * *"],
        ["refresh-scheduler", "*/30 * * * *"],
        ["subscriptions-cleanup", "@daily"],
      ]);
      expect(await server.schedules?.trigger("notifications-scheduler")).toEqual({
        status: 200,
        text: "0 update(s) due, 0 email(s) sent",
      });
      expect(await server.schedules?.trigger("subscriptions-cleanup")).toEqual({ status: 204, text: "" });
      // No raw snapshot (DATA_RAW_DIR unset, none uploaded): nothing is started, and the reason is said once, in
      // one line, however often the scheduler runs.
      const notConfigured = { status: 200, text: NOT_CONFIGURED_DETAIL };
      expect(await server.schedules?.trigger("refresh-scheduler")).toEqual(notConfigured);
      expect(await server.schedules?.trigger("refresh-scheduler")).toEqual(notConfigured);
      expect(lines.filter((l) => l.startsWith("live refresh"))).toEqual([
        "live refresh not configured: no raw snapshot for the background refresh: DATA_RAW_DIR is unset and none " +
          "was uploaded (npm run operator -- upload-snapshot DIR)",
      ]);
      expect(lines.filter((l) => l.includes("refresh-background"))).toEqual([]);

      // With a snapshot uploaded, a fresh store has never fetched a source: all are due, and the background refresh
      // is started on the server's own address with the secret the server generated. No upstream answers here.
      const snapshot = join(dir, "snapshot");
      await mkdir(snapshot, { recursive: true });
      await writeFile(join(snapshot, "PROVENANCE.md"), "a snapshot\n");
      await uploadSnapshot(snapshot);
      for (const name of UPSTREAMS) process.env[name] = `http://127.0.0.1:1/${name.toLowerCase()}`;
      const refresh = await server.schedules?.trigger("refresh-scheduler");
      expect(refresh).toMatchObject({ status: 200 });
      expect((refresh as { text: string }).text).toMatch(/^background refresh of bls-api, .*: 202$/);
    } finally {
      await server.close();
    }
    // The background refresh ran here, to its end (past the secret check: a wrong secret ends in 403), naming its
    // process first; no upstream answered, which it said in one line.
    expect(lines).toContainEqual(expect.stringMatching(/^background refresh-background finished: 202 \(\d+ ms\)$/));
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^refresh refresh-\\S+ started \\(pid ${process.pid}\\)$`)),
    );
    expect(lines.filter((l) => l.startsWith("live refresh"))).toEqual([
      expect.stringContaining("live refresh not configured"),
      "live refresh ok",
      expect.stringMatching(
        /^live refresh failing: bls-api: http:\/\/127\.0\.0\.1:1\/bls_api_base_url: network error: fetch failed; /,
      ),
    ]);
    expect(lines.filter((l) => l.includes("refresh-background failed"))).toEqual([]);
  }, 60_000);
});

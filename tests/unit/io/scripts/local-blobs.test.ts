// @vitest-environment node
// The local Blobs server that `npm start`, the operator scripts and the unit tests share: closed to anyone without
// this start's token and to other machines, and with Netlify's compare-and-swap (ETags on reads, atomic conditional
// writes), so the functions' concurrency code runs locally as it does on Netlify.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import net from "node:net";
import { networkInterfaces, tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { getStore } from "@netlify/blobs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { purchasesStore } from "~/server/stores.ts";
import { pointBlobsAt, runningLocalBlobs, SERVER_FILE, startLocalBlobs } from "../../../../scripts/lib/local-blobs.ts";

const run = promisify(execFile);

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** This machine's addresses other than loopback: IPv4 of its interfaces, and IPv6 loopback (::1), which 127.0.0.1 is not. */
function otherAddresses(): string[] {
  const external = Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && !a.internal && a.family === "IPv4")
    .map((a) => a!.address);
  return [...external, "::1"];
}

describe("local Blobs server", () => {
  let directory: string;
  let blobs: Awaited<ReturnType<typeof startLocalBlobs>>;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), "usja-local-blobs-"));
    blobs = await startLocalBlobs({ directory });
  });
  // A test that starts a second server points the functions at it; each test starts from this one.
  beforeEach(() => pointBlobsAt(blobs.url, blobs.token));
  afterAll(async () => {
    await blobs.stop();
    await rm(directory, { recursive: true, force: true });
  });

  it("refuses a purchase record forged with the old fixed token, and any token but this start's", async () => {
    const key = "pi_forged123";
    const forged = { paymentIntentId: key, amount: 19900, currency: "usd", product: "market-report" };
    for (const token of ["local-blobs-token", "test-token", "operator-local-token", ""]) {
      const put = await fetch(`${blobs.url}/0/site:purchases/${key}`, {
        method: "PUT",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(forged),
      });
      expect(put.status, `PUT with "${token}"`).toBe(403);
      const read = await fetch(`${blobs.url}/0/site:purchases/${key}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(read.status, `GET with "${token}"`).toBe(403);
    }
    expect(await purchasesStore().get(key)).toBeNull();
    // Each start makes a new token of 256 bits.
    const other = await mkdtemp(join(tmpdir(), "usja-local-blobs-"));
    const second = await startLocalBlobs({ directory: other });
    await second.stop();
    await rm(other, { recursive: true, force: true });
    expect(second.token).not.toBe(blobs.token);
    expect(Buffer.from(blobs.token, "base64url")).toHaveLength(32);
  });

  it("listens on loopback only: no other address of this machine reaches it", async () => {
    expect(await accepts("127.0.0.1", blobs.port)).toBe(true);
    for (const address of otherAddresses()) {
      expect(await accepts(address, blobs.port), `connecting through ${address}`).toBe(false);
    }
  });

  it("names itself in its folder for this user only, and the operator scripts use it", async () => {
    const file = join(directory, SERVER_FILE);
    expect((await stat(file)).mode & 0o077).toBe(0);
    expect(JSON.parse(await readFile(file, "utf8"))).toMatchObject({ url: blobs.url, token: blobs.token });
    expect(await runningLocalBlobs(directory)).toEqual({ url: blobs.url, token: blobs.token });

    await getStore({ name: "subscriptions", consistency: "strong" }).setJSON("k1", {
      fullName: "Through The Server",
      email: "server@example.com",
      subscriptionTypes: ["all"],
      status: "pending",
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
      submissions: 1,
    });
    const out = await mkdtemp(join(tmpdir(), "usja-export-"));
    const { stdout } = await run(
      process.execPath,
      ["scripts/operator.ts", "export", "--format", "json", "--out", out],
      { env: { ...process.env, BLOBS_DIR: directory } },
    );
    expect(stdout).toContain(`through the running server at ${blobs.url}`);
    const exported = await readFile(join(out, "subscribers.json"), "utf8");
    expect(exported).toContain("server@example.com");
    await rm(out, { recursive: true, force: true });
  });

  it("refuses a second server on a folder another one serves, leaving the first one's server file and data", async () => {
    const file = join(directory, SERVER_FILE);
    const before = await readFile(file, "utf8");
    await getStore({ name: "subscriptions", consistency: "strong" }).setJSON("kept", { email: "kept@example.com" });
    for (const fresh of [false, true]) {
      await expect(startLocalBlobs({ directory, fresh })).rejects.toMatchObject({
        code: "EBLOBSINUSE",
        message: expect.stringContaining(`is already served by another process (pid ${process.pid}, ${blobs.url};`),
      });
    }
    expect(await readFile(file, "utf8")).toBe(before);
    expect(await getStore({ name: "subscriptions", consistency: "strong" }).get("kept", { type: "json" })).toEqual({
      email: "kept@example.com",
    });
  });

  it("`npm run serve` on a folder another server serves says so in one line and exits 1", async () => {
    // Another port (0: any), the same folder: what `PORT=8890 npm start` beside a running `npm start` does.
    const result = await run(process.execPath, ["scripts/serve.ts"], {
      env: { ...process.env, PORT: "0", HOST: "127.0.0.1", BLOBS_DIR: directory, SERVE_SCHEDULES: "0" },
      // A server that starts anyway (the failure this test looks for) is stopped, not left running.
      timeout: 50_000,
    }).then(
      () => ({ code: 0, stdout: "", stderr: "" }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(
        /^The Blobs folder \S+ is already served by another process \(pid \d+, http:\/\/127\.0\.0\.1:\d+; another `npm run serve`\?\)\. Stop it, or give this one a folder of its own: BLOBS_DIR=\S+-2 npm run serve$/,
      ),
    ]);
    expect(await runningLocalBlobs(directory)).toEqual({ url: blobs.url, token: blobs.token });
  }, 60_000);

  it("forgets a stale server file: a stopped server or a wrong token is not used", async () => {
    const other = await mkdtemp(join(tmpdir(), "usja-local-blobs-"));
    // A folder that does not exist yet is made.
    const server = await startLocalBlobs({ directory: join(other, "new", "blobs"), fresh: true });
    const file = join(other, "new", "blobs", SERVER_FILE);
    await writeFile(file, JSON.stringify({ url: server.url, token: "local-blobs-token" }));
    expect(await runningLocalBlobs(join(other, "new", "blobs"))).toBeNull();
    await writeFile(file, JSON.stringify({ url: server.url, token: server.token }));
    expect(await runningLocalBlobs(join(other, "new", "blobs"))).not.toBeNull();
    await server.stop();
    await writeFile(file, JSON.stringify({ url: server.url, token: server.token }));
    expect(await runningLocalBlobs(join(other, "new", "blobs"))).toBeNull();
    await rm(other, { recursive: true, force: true });
  });

  it("returns ETags on reads, as Netlify does: the ETag a write returns is the one a read sees", async () => {
    const store = getStore({ name: "etag-round-trip", consistency: "strong" });
    const first = await store.setJSON("entry", { n: 1 });
    expect(first.etag).toMatch(/^"[0-9a-f]+"$/);
    const read = await store.getWithMetadata("entry", { type: "json" });
    expect(read).toMatchObject({ data: { n: 1 }, etag: first.etag });
    expect((await store.getMetadata("entry"))?.etag).toBe(first.etag);

    const second = await store.setJSON("entry", { n: 2 }, { onlyIfMatch: first.etag! });
    expect(second.modified).toBe(true);
    expect(second.etag).not.toBe(first.etag);
    expect((await store.getWithMetadata("entry", { type: "json" }))?.etag).toBe(second.etag);
    // A stale ETag, or a "new" write of an existing key, writes nothing.
    expect((await store.setJSON("entry", { n: 3 }, { onlyIfMatch: first.etag! })).modified).toBe(false);
    expect((await store.setJSON("entry", { n: 3 }, { onlyIfNew: true })).modified).toBe(false);
    expect((await store.setJSON("absent", { n: 3 }, { onlyIfMatch: first.etag! })).modified).toBe(false);
    expect(await store.get("entry", { type: "json" })).toEqual({ n: 2 });
  });

  it("of concurrent writes made against one ETag, exactly one wins", async () => {
    const store = getStore({ name: "etag-race", consistency: "strong" });
    const { etag } = await store.setJSON("counter", { n: 0 });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => store.setJSON("counter", { n: i + 1 }, { onlyIfMatch: etag! })),
    );
    const winners = results.flatMap((r, i) => (r.modified ? [i + 1] : []));
    expect(winners).toHaveLength(1);
    expect(await store.get("counter", { type: "json" })).toEqual({ n: winners[0] });

    const created = await Promise.all(
      Array.from({ length: 8 }, (_, i) => store.setJSON("fresh", { n: i }, { onlyIfNew: true })),
    );
    expect(created.filter((r) => r.modified)).toHaveLength(1);
  });
});

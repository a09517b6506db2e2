import { type ChildProcess, execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { holderState } from "~/domain/refresh-lock.ts";
import { datasetVersionsStore } from "~/server/stores.ts";
import {
  acquireLock,
  type HeldLock,
  isLive,
  LOCK_KEY,
  type Lock,
  readLock,
  removeStaleLock,
} from "~/server/versions/lock.ts";
import { startLocalBlobs } from "../../../../helpers/blobs.ts";

let blobs: Awaited<ReturnType<typeof startLocalBlobs>>;
const held: HeldLock[] = [];
beforeEach(async () => {
  blobs = await startLocalBlobs();
});
afterEach(async () => {
  for (const lock of held.splice(0)) await lock.release();
  await blobs.stop();
});

async function take(owner: string, ttlMs: number, heartbeatMs = 3_600_000): Promise<HeldLock> {
  const lock = await acquireLock(owner, ttlMs, new Date(), heartbeatMs);
  if (!lock.ok) throw new Error(`${owner} did not get the lock (held by ${lock.holder.owner})`);
  held.push(lock);
  return lock;
}

/** The lock a refresh killed outright leaves behind: renewed `ago` ms before now, expired `ttl` after that. */
async function leftBehind(ago: number, ttl: number): Promise<Lock> {
  const renewed = Date.now() - ago;
  const lock: Lock = {
    owner: "killed-refresh",
    acquiredAt: new Date(renewed - 5_000).toISOString(),
    renewedAt: new Date(renewed).toISOString(),
    expiresAt: new Date(renewed + ttl).toISOString(),
  };
  await datasetVersionsStore().setJSON(LOCK_KEY, lock);
  return lock;
}

/** Resolves once the stored lock differs from `before` (a renewal happened), however long the machine takes. */
async function nextRenewal(before: Lock): Promise<Lock> {
  for (;;) {
    const now = (await readLock())?.lock;
    if (now && now.renewedAt !== before.renewedAt) return now;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe("the refresh lock", () => {
  it("refuses a second refresh while the first holds it", async () => {
    await take("first", 60_000);
    const second = await acquireLock("second", 60_000);
    expect(second.ok).toBe(false);
    expect(second.ok ? null : second.holder).toMatchObject({ owner: "first" });
  });

  it("is renewed by its holder: each renewal moves its expiry one window past the renewal", async () => {
    await take("runner", 60_000, 50);
    const first = (await readLock())?.lock as Lock;
    const renewed = await nextRenewal(first);
    expect(renewed.owner).toBe("runner");
    expect(renewed.acquiredAt).toBe(first.acquiredAt);
    expect(Date.parse(renewed.expiresAt) - Date.parse(renewed.renewedAt ?? "")).toBe(60_000);
    // Renewed, it is still live after the moment the first write would have expired.
    expect(isLive(renewed, new Date(Date.parse(first.expiresAt) + 1))).toBe(true);
  });

  it("lets the next refresh take over the lock of one that stopped renewing it", async () => {
    await leftBehind(61_000, 60_000);
    const next = await take("next", 60_000);
    expect(next.lost()).toBeNull();
    expect((await readLock())?.lock.owner).toBe("next");
  });

  it("keeps the lock of a refresh that renewed it within the window", async () => {
    await leftBehind(1_000, 60_000);
    const next = await acquireLock("next", 60_000);
    expect(next.ok ? "taken" : next.holder.owner).toBe("killed-refresh");
  });

  it("tells a holder that was taken over that it lost the lock, and its release leaves the new holder's", async () => {
    // A 1 ms expiry and no renewal: the holder has stalled past its window by the time the next refresh comes.
    const stalled = await take("stalled", 1);
    const next = await take("next", 60_000);
    expect(await stalled.confirm()).toMatch(/changed under its holder|held by next/);
    await stalled.release();
    expect((await readLock())?.lock.owner).toBe("next");
    expect(await next.confirm()).toBeNull();
  });

  it("is removed by unlock only once its holder stopped renewing it", async () => {
    expect(await removeStaleLock()).toEqual({ status: "none" });
    await take("live", 60_000);
    expect(await removeStaleLock()).toMatchObject({ status: "live", lock: { owner: "live" } });
    expect((await readLock())?.lock.owner).toBe("live");
    held.splice(0);
    await leftBehind(61_000, 60_000);
    expect(await removeStaleLock()).toMatchObject({ status: "removed", lock: { owner: "killed-refresh" } });
    expect(await readLock()).toBeNull();
  });
});

describe("operator unlock after a refresh killed with SIGKILL", () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    child?.kill("SIGKILL");
  });

  /**
   * `operator unlock` in a process of its own. Asynchronous: the Blobs server it talks to runs in this test's
   * process, so waiting for it synchronously would leave its requests (and the holder's renewals) unanswered.
   */
  function operatorUnlock(): Promise<{ status: number; stdout: string; stderr: string }> {
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        ["scripts/operator.ts", "unlock"],
        { env: { ...process.env, BLOBS_DIR: blobs.directory, NETLIFY_SITE_ID: "", NETLIFY_API_TOKEN: "" } },
        (error, stdout, stderr) => resolve({ status: error ? Number(error.code) : 0, stdout, stderr }),
      );
    });
  }

  // A holder process and three operator processes, and the lock's 12 s window: half a minute on a busy machine.
  it("refuses while the holder renews the lock, names it stopped once killed, removes it once its window passed", {
    timeout: 60_000,
  }, async () => {
    // A renewal each second: running while its last one is at most 3 s old (two intervals and a second), even on a
    // busy machine; the expiry leaves an operator process time to start between the missed renewals and it.
    const ttl = 12_000;
    child = spawn(process.execPath, ["tests/helpers/lock-holder.ts", "refresh-under-test", String(ttl), "1000"], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    const [line] = (await once(child.stdout as NodeJS.ReadableStream, "data")) as [Buffer];
    expect(line.toString()).toContain(`locked refresh-under-test (pid ${child.pid})`);

    const refused = await operatorUnlock();
    expect(refused.status, refused.stdout + refused.stderr).toBe(1);
    expect(refused.stderr).toMatch(
      new RegExp(
        `Refused: a running refresh holds the lock: refresh-under-test \\(pid ${child.pid}\\), since 20\\d\\d-`,
      ),
    );

    child.kill("SIGKILL");
    await once(child, "exit");
    // Killed, it renews no more: once its last renewal is older than its 1 s interval allows, unlock names it
    // stopped (not running), and still leaves the lock until it expires.
    const left = (await readLock())?.lock as Lock;
    while (holderState(left) === "running") await new Promise((resolve) => setTimeout(resolve, 50));
    const stopped = await operatorUnlock();
    expect(stopped.status, stopped.stdout + stopped.stderr).toBe(1);
    expect(stopped.stderr).toMatch(
      new RegExp(
        `^Refused: the refresh holding the lock stopped renewing it \\(killed, or stalled\\): refresh-under-test \\(pid ${child.pid}\\)`,
      ),
    );
    expect(stopped.stderr).not.toContain("running");
    expect((await readLock())?.lock.owner).toBe("refresh-under-test");
    // Its lock expires one window after its last renewal, which the lock itself states.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(left.expiresAt) - Date.now() + 10)));
    const removed = await operatorUnlock();
    expect(removed.status, removed.stderr).toBe(0);
    expect(removed.stdout).toContain(`Removed the stale lock of refresh-under-test (pid ${child.pid})`);
    expect(await readLock()).toBeNull();
    // The next refresh gets the lock.
    await take("next-refresh", 60_000);
  });
});

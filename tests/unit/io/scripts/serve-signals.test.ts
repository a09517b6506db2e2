// @vitest-environment node
// Ctrl-C on the local server: one SIGINT (or SIGTERM) stops it in order (schedules, requests, background work, then
// its Blobs server and the server file the operator scripts find it by) and exits 0, also when it comes the moment the
// server is up. A library's signal hook that sends the signal again after its own cleanup made every first Ctrl-C
// count as a second one: exit 1 at once, nothing awaited, the server file left behind.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { access, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { afterEach, describe, expect, it } from "vitest";
import { SERVER_FILE } from "../../../../scripts/lib/local-blobs.ts";
import { copySeededBlobs } from "../../../helpers/seeded-blobs.ts";

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe("npm run serve and Ctrl-C", () => {
  let child: ChildProcess | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    child?.kill("SIGKILL");
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    it(`stops in order on one ${signal}: exit 0, and its Blobs server file is removed`, async () => {
      dir = await mkdtemp(join(tmpdir(), "usja-signals-"));
      const blobsDir = join(dir, "blobs");
      // The folder as `npm start` leaves it: the seed already in the store.
      await copySeededBlobs(blobsDir);
      const server = spawn(process.execPath, ["scripts/serve.ts"], {
        env: { ...process.env, PORT: "0", HOST: "127.0.0.1", BLOBS_DIR: blobsDir, SERVE_SCHEDULES: "0" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child = server;
      let stderr = "";
      server.stderr?.on("data", (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const exited = once(server, "exit");
      // Listening once it prints its address.
      for await (const line of createInterface({ input: server.stdout! })) {
        if (line.startsWith("US Jobs Analytics: http://")) break;
      }
      server.stdout?.resume();
      expect(await exists(join(blobsDir, SERVER_FILE))).toBe(true);

      server.kill(signal);
      const [code] = (await exited) as [number | null];
      expect(code, stderr).toBe(0);
      expect(await exists(join(blobsDir, SERVER_FILE))).toBe(false);
      // A server process's start and stop: seconds alone, more on a busy 2-core machine.
    }, 60_000);
  }
});

// @vitest-environment node
// With its port taken, the local server says so on one line (which port, how to choose another) and exits 1,
// instead of dying on Node's EADDRINUSE stack trace.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "../../../../scripts/serve.ts";

/** Runs a script with `env` to its end: exit code and output. */
function run(script: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [script], { env: { ...process.env, ...env }, stdio: "pipe" });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("a taken port", () => {
  let holder: net.Server;
  let port: number;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "usja-port-"));
    holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
    port = (holder.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => holder.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  for (const [script, command] of [
    ["scripts/start.ts", "npm start"],
    ["scripts/serve.ts", "npm run serve"],
  ] as const) {
    it(`\`${command}\` prints one line naming the port and how to choose another, and exits 1`, async () => {
      const { code, stdout, stderr } = await run(script, { PORT: String(port), HOST: "127.0.0.1", BLOBS_DIR: dir });
      expect(code).toBe(1);
      expect(stdout).toBe("");
      expect(stderr.trim().split("\n")).toEqual([
        `Port ${port} on 127.0.0.1 is already in use (another \`${command}\`?). Stop what holds it, or choose another port: PORT=${port + 2} ${command}`,
      ]);
    }, 60_000);
  }

  it("startServer rejects with that message (code EADDRINUSE)", async () => {
    await expect(startServer({ port, host: "127.0.0.1", blobsDir: dir, quiet: true })).rejects.toMatchObject({
      code: "EADDRINUSE",
      message: expect.stringMatching(new RegExp(`^Port ${port} on 127\\.0\\.0\\.1 is already in use .*PORT=`)),
    });
  });
});

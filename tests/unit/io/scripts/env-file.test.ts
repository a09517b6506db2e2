// @vitest-environment node
// Every local entry point reads .env the same way, with Node's own --env-file-if-exists, and a variable set in the
// environment wins over the file.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = resolve(".");
const scripts: Record<string, string> = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts;
const ENTRY_POINTS = [
  "start",
  "serve",
  "dev",
  "cms",
  "data:build",
  "data:refresh",
  "data:import",
  "operator",
  "bench",
  "bench:load",
  "bench:lighthouse",
  "figures:pin",
];
const FLAG = "node --env-file-if-exists=.env ";

/** Runs an npm script's command line (its paths made absolute) in `cwd` with exactly `env`. */
function runScript(name: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const command = scripts[name] ?? "";
  const [, ...rest] = command.slice(command.indexOf(FLAG)).split(" ");
  const argv = rest.map((a) => (a.startsWith("scripts/") ? join(root, a) : a));
  return new Promise<{ code: number | null; stdout: string }>((done, reject) => {
    const child = spawn(process.execPath, [...argv, ...args], { cwd, env, stdio: "pipe" });
    let stdout = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => done({ code, stdout }));
  });
}

describe(".env", () => {
  let cwd: string;
  beforeAll(async () => {
    cwd = await mkdtemp(join(tmpdir(), "usja-env-"));
    await writeFile(join(cwd, ".env"), "# the operator's local store\nBLOBS_DIR=store-from-file\n");
  });
  afterAll(async () => {
    await rm(cwd, { recursive: true, force: true });
  });

  it("is read by every local entry point through Node's --env-file-if-exists", () => {
    for (const name of ENTRY_POINTS) expect(scripts[name], name).toContain(FLAG);
  });

  it("is read from the working folder, and the environment wins over it", async () => {
    // The operator on the local store names the store's folder, which BLOBS_DIR sets.
    const { BLOBS_DIR: _, NETLIFY_SITE_ID: __, NETLIFY_API_TOKEN: ___, ...base } = process.env;
    const fromFile = await runScript("operator", ["export", "--out", "out"], cwd, base);
    expect(fromFile.code).toBe(0);
    expect(fromFile.stdout).toContain("Working on the local store in store-from-file.");

    const fromEnv = await runScript("operator", ["export", "--out", "out"], cwd, {
      ...base,
      BLOBS_DIR: "store-from-env",
    });
    expect(fromEnv.code).toBe(0);
    expect(fromEnv.stdout).toContain("Working on the local store in store-from-env.");
  }, 60_000);
});

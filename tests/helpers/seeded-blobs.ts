// A local Blobs folder that already holds the committed seed in the deploy store, as `npm start` leaves it after its
// first start. Seeding it takes a server start about 7 s (1,429 files written through the Blobs server); a copy of a
// folder seeded once takes a fraction of a second. The seeded folder is kept in node_modules/.cache/usja, one per seed
// version and @netlify/blobs version, made the first time a test asks for it on this machine.
import { execFile, execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { seedVersion } from "./seed.ts";

const repoRoot = path.resolve(import.meta.dirname, "../..");
const CACHE = path.join(repoRoot, "node_modules/.cache/usja");

/** The seeded folder for the committed seed, made (in a process of its own) where this machine has none yet. */
export function seededBlobsTemplate(): string {
  const blobs = JSON.parse(readFileSync(path.join(repoRoot, "node_modules/@netlify/blobs/package.json"), "utf8"));
  const dir = path.join(CACHE, `seeded-blobs-${seedVersion()}-${blobs.version}`);
  if (existsSync(dir)) return dir;
  mkdirSync(CACHE, { recursive: true });
  const made = mkdtempSync(`${dir}.partial-`);
  execFileSync(process.execPath, ["tests/helpers/seed-blobs-template.ts", made], { cwd: repoRoot, stdio: "inherit" });
  try {
    // Whole or not at all: a folder that exists under the name is seeded. Another worker may have made it first.
    renameSync(made, dir);
  } catch {
    rmSync(made, { recursive: true, force: true });
  }
  return dir;
}

/** Fills `directory` (new or empty) with a copy of the seeded folder, for a Blobs server to start on. */
export async function copySeededBlobs(directory: string): Promise<void> {
  const template = seededBlobsTemplate();
  mkdirSync(directory, { recursive: true });
  // cp(1) copies the folder's 2,858 files in half a second; Node's fs.cp takes four times as long.
  await promisify(execFile)("cp", ["-R", `${template}/.`, directory]);
}

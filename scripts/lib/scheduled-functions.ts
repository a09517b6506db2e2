// The site's scheduled functions for a command line (the operator's `run-scheduled`): imported from
// netlify/functions as they are, and called once as Netlify's scheduler calls them.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createPendingWork } from "./function-context.ts";
import { invokeScheduled } from "./schedules.ts";

export interface ScheduledFunction {
  name: string;
  handler: (req: Request, context: unknown) => Promise<Response | undefined>;
  config: { schedule: string };
}

/** Every function of `root`/netlify/functions that exports `config.schedule`, by name. */
export async function loadScheduledFunctions(root = process.cwd()): Promise<Map<string, ScheduledFunction>> {
  const dir = path.join(root, "netlify/functions");
  const found = new Map<string, ScheduledFunction>();
  for (const file of (await readdir(dir)).filter((f) => /\.(mts|ts|mjs|js)$/.test(f)).sort()) {
    // Only a file that mentions a schedule is imported (importing every function loads every dependency).
    if (!(await readFile(path.join(dir, file), "utf8")).includes("schedule")) continue;
    const mod = await import(pathToFileURL(path.join(dir, file)).href);
    if (typeof mod.default !== "function" || typeof mod.config?.schedule !== "string") continue;
    const name = file.replace(/\.(mts|ts|mjs|js)$/, "");
    found.set(name, { name, handler: mod.default, config: mod.config });
  }
  return found;
}

/**
 * Runs one scheduled function now against the configured stores, with `origin` as the site's address; resolves to
 * its answer once it and whatever it left to `context.waitUntil` have ended.
 */
export async function runScheduledOnce(
  fn: ScheduledFunction,
  origin: string,
): Promise<{ status: number; text: string }> {
  const work = createPendingWork();
  try {
    return await invokeScheduled(fn, { origin, work, nextRun: null });
  } finally {
    await work.settled();
  }
}

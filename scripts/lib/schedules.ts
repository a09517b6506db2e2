// Scheduled functions as Netlify runs them: each function that exports `config.schedule` (a cron expression in UTC,
// or @hourly, @daily, @weekly, @monthly, @yearly) is called on that schedule with a POST that carries the next run's
// time, and never while its previous run is still going.
import { Cron } from "croner";
import { makeContext, type PendingWork } from "./function-context.ts";
import type { FunctionConfig, FunctionHandler } from "./functions.ts";

/** A function as the schedules need it: its name, handler and config. */
export interface ScheduledFunctionLike {
  name: string;
  handler: FunctionHandler;
  config: FunctionConfig;
}

/** A scheduled run's answer: its status and text (one line). */
export interface RunResult {
  status: number;
  text: string;
}

/** A job of startSchedules. */
export interface ScheduleJob {
  name: string;
  schedule: string;
  run: (nextRun: Date | null) => Promise<RunResult>;
}

/** What a run that startSchedules started ends with. */
export type RunOutcome = RunResult | { skipped: true } | { error: unknown };

/** A job's name, schedule and next run. */
export interface ScheduleListing {
  name: string;
  schedule: string;
  next: Date | null;
}

/** The runner startSchedules returns. */
export interface Schedules {
  list(): ScheduleListing[];
  trigger(name: string): Promise<RunOutcome>;
  stop(): Promise<void>;
}

/** The functions among `functions` (name → { name, handler, config }) that have a schedule. */
export function scheduledFunctions<F extends ScheduledFunctionLike>(
  functions: Map<string, F>,
): (F & { config: { schedule: string } })[] {
  return [...functions.values()].filter(
    (fn): fn is F & { config: { schedule: string } } => typeof fn.config?.schedule === "string",
  );
}

/**
 * Calls a scheduled function once, as Netlify's scheduler does (a POST to its default path with `next_run`).
 * Resolves to its answer's status and text (one line); rejects when the function throws.
 */
export async function invokeScheduled(
  fn: ScheduledFunctionLike,
  { origin, work, nextRun }: { origin: string | undefined; work: PendingWork; nextRun: Date | null },
): Promise<RunResult> {
  const url = new URL(`/.netlify/functions/${fn.name}`, origin);
  const request = new Request(url, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": "Netlify Clockwork", "x-nf-event": "schedule" },
    body: JSON.stringify(nextRun ? { next_run: nextRun.toISOString() } : {}),
  });
  const response = await fn.handler(request, makeContext("127.0.0.1", url, {}, work, fn.name));
  if (!(response instanceof Response)) return { status: 204, text: "" };
  return { status: response.status, text: (await response.text()).replace(/\s+/g, " ").trim() };
}

/** A job's state while the schedules run. */
interface Entry {
  job: ScheduleJob;
  cron: Cron;
  timer: NodeJS.Timeout | null;
  running: Promise<RunOutcome> | null;
  next: Date | null;
  startedAt: Date | null;
}

const MAX_TIMER = 2 ** 31 - 1;
const hhmm = (date: Date | null) => (date ? `${date.toISOString().slice(0, 16).replace("T", " ")} UTC` : "none");

/**
 * Runs `jobs` ([{ name, schedule, run(nextRun) → { status, text } }]) on their schedules until `stop()`.
 * Options: `log`, `logError`, and `everySeconds` (tests and trials: every job every N seconds instead).
 * Each run is logged on one line with its result or its error; a run due while the job's previous run is still
 * going is skipped (and logged). `trigger(name)` runs a job now under the same rules. An invalid schedule is
 * logged and that job left out. `stop()` stops the timers and resolves once every run under way has ended.
 */
export function startSchedules(
  jobs: ScheduleJob[],
  {
    log = console.log,
    logError = console.error,
    everySeconds,
  }: {
    log?: (line: string) => void;
    logError?: (line: string) => void;
    everySeconds?: number | undefined;
  } = {},
): Schedules {
  const state = new Map<string, Entry>();
  let stopped = false;

  const nextAfter = (entry: Entry, after: Date): Date | null =>
    everySeconds ? new Date(after.getTime() + everySeconds * 1000) : entry.cron.nextRun(after);

  function run(entry: Entry, reason: string): Promise<RunOutcome> {
    if (entry.running) {
      log(`scheduled ${entry.job.name}: skipped (${reason}), the run started ${hhmm(entry.startedAt)} is still going`);
      return Promise.resolve({ skipped: true });
    }
    const started = performance.now();
    entry.startedAt = new Date();
    entry.running = (async () => {
      const ms = () => `${(performance.now() - started).toFixed(0)} ms`;
      try {
        const { status, text } = await entry.job.run(entry.next ?? null);
        log(`scheduled ${entry.job.name} (${reason}): ${status}${text ? ` ${text}` : ""} (${ms()})`);
        return { status, text };
      } catch (error) {
        logError(
          `scheduled ${entry.job.name} (${reason}) failed: ${(error as Error | undefined)?.message ?? error} (${ms()})`,
        );
        return { error };
      } finally {
        entry.running = null;
      }
    })();
    return entry.running;
  }

  function arm(entry: Entry, after: Date): void {
    if (stopped) return;
    const from = new Date(Math.max(Date.now(), after.getTime()));
    entry.next = nextAfter(entry, from);
    if (!entry.next) return;
    const delay = entry.next.getTime() - Date.now();
    entry.timer = setTimeout(
      () => {
        if (delay > MAX_TIMER) return arm(entry, from);
        // The next run is known before this one starts: the function is told it, as on Netlify.
        arm(entry, entry.next ?? from);
        run(entry, "schedule");
      },
      Math.max(0, Math.min(delay, MAX_TIMER)),
    );
    entry.timer.unref?.();
  }

  for (const job of jobs) {
    let cron: Cron;
    try {
      cron = new Cron(job.schedule, { timezone: "Etc/UTC", paused: true });
    } catch (error) {
      logError(
        `scheduled ${job.name}: schedule "${job.schedule}" is not valid (${(error as Error).message}); it will not run`,
      );
      continue;
    }
    const entry: Entry = { job, cron, timer: null, running: null, next: null, startedAt: null };
    state.set(job.name, entry);
    arm(entry, new Date());
  }

  return {
    /** Each job's name, schedule and next run. */
    list: () => [...state.values()].map((e) => ({ name: e.job.name, schedule: e.job.schedule, next: e.next })),
    /** Runs a job now (unless its previous run is still going); resolves when that run ends. */
    trigger(name: string) {
      const entry = state.get(name);
      if (!entry) return Promise.reject(new Error(`No scheduled function "${name}"`));
      return run(entry, "now");
    },
    async stop() {
      stopped = true;
      for (const entry of state.values()) clearTimeout(entry.timer ?? undefined);
      await Promise.all([...state.values()].map((entry) => entry.running));
    },
  };
}

/** One line naming each job's schedule and next run. */
export function describeSchedules(list: ScheduleListing[], everySeconds?: number): string {
  const each = list.map(
    (j) => `${j.name} (${j.schedule}${everySeconds ? `, now every ${everySeconds} s` : ""}, next ${hhmm(j.next)})`,
  );
  return `Scheduled functions: ${each.join(", ") || "none"}`;
}

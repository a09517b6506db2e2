// @vitest-environment node
// The local runner of scheduled functions: cron schedules in UTC, one line per run, a failing run logged and
// survived, and never two runs of one function at once.
import { describe, expect, it } from "vitest";
import { describeSchedules, startSchedules } from "../../../../scripts/lib/schedules.ts";

/** A promise with its resolver, to hold a run until the test lets it go. */
function gate<T = void>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

function recorder() {
  const lines: string[] = [];
  return { lines, log: (line: string) => lines.push(line), logError: (line: string) => lines.push(`ERROR ${line}`) };
}

describe("scheduled functions on the local server", () => {
  it("runs a job when its cron expression comes due, and logs the run with its answer on one line", async () => {
    const out = recorder();
    const ran = gate<Date | null>();
    // Every second (croner reads a sixth field as seconds): the first run comes within a second.
    const schedules = startSchedules(
      [
        {
          name: "tick",
          schedule: "* * * * * *",
          run: async (next) => {
            ran.open(next);
            return { status: 200, text: "ok" };
          },
        },
      ],
      out,
    );
    try {
      const nextRun = await ran.promise;
      // The function is told its next run, as Netlify's body `next_run` tells it.
      expect(nextRun).toBeInstanceOf(Date);
      await schedules.stop();
      expect(out.lines.find((l) => l.startsWith("scheduled tick"))).toMatch(
        /^scheduled tick \(schedule\): 200 ok \(\d+ ms\)$/,
      );
    } finally {
      await schedules.stop();
    }
  });

  it("reads the schedules as Netlify does, in UTC (@daily is midnight UTC)", async () => {
    const schedules = startSchedules(
      [
        { name: "daily", schedule: "@daily", run: async () => ({ status: 204, text: "" }) },
        { name: "half-hourly", schedule: "*/30 * * * *", run: async () => ({ status: 200, text: "" }) },
      ],
      recorder(),
    );
    try {
      const [daily, halfHourly] = schedules.list();
      expect(daily?.next?.toISOString()).toMatch(/T00:00:00\.000Z$/);
      expect((daily?.next?.getTime() ?? Number.POSITIVE_INFINITY) - Date.now()).toBeLessThanOrEqual(86_400_000);
      expect([0, 30]).toContain(halfHourly?.next?.getUTCMinutes());
      expect(describeSchedules(schedules.list(), undefined)).toMatch(
        /^Scheduled functions: daily \(@daily, next \d{4}-\d\d-\d\d 00:00 UTC\), half-hourly \(\*\/30 \* \* \* \*, next /,
      );
    } finally {
      await schedules.stop();
    }
  });

  it("never starts a run while the previous run of the same function is still going", async () => {
    const out = recorder();
    const hold = gate();
    let started = 0;
    const schedules = startSchedules(
      [
        {
          name: "slow",
          schedule: "@yearly",
          run: async () => {
            started++;
            await hold.promise;
            return { status: 200, text: "done" };
          },
        },
      ],
      out,
    );
    try {
      const first = schedules.trigger("slow");
      const second = await schedules.trigger("slow");
      expect(second).toEqual({ skipped: true });
      expect(started).toBe(1);
      expect(
        out.lines.some((l) => /^scheduled slow: skipped \(now\), the run started .* is still going$/.test(l)),
      ).toBe(true);
      hold.open();
      expect(await first).toEqual({ status: 200, text: "done" });
      // Once it has ended, the next run starts.
      await schedules.trigger("slow");
      expect(started).toBe(2);
    } finally {
      hold.open();
      await schedules.stop();
    }
  });

  it("logs a run that throws on one line and keeps running the schedule", async () => {
    const out = recorder();
    let calls = 0;
    const schedules = startSchedules(
      [
        {
          name: "flaky",
          schedule: "@hourly",
          run: async () => {
            calls++;
            if (calls === 1) throw new Error("the store is away");
            return { status: 200, text: "fine again" };
          },
        },
      ],
      out,
    );
    try {
      const failed = await schedules.trigger("flaky");
      expect(failed).toHaveProperty("error");
      expect(out.lines).toContainEqual(
        expect.stringMatching(/^ERROR scheduled flaky \(now\) failed: the store is away \(\d+ ms\)$/),
      );
      expect(await schedules.trigger("flaky")).toEqual({ status: 200, text: "fine again" });
      expect(schedules.list().map((j) => j.name)).toEqual(["flaky"]);
    } finally {
      await schedules.stop();
    }
  });

  it("leaves out a job whose schedule is not a cron expression, saying so, and runs the others", async () => {
    const out = recorder();
    const schedules = startSchedules(
      [
        { name: "broken", schedule: "every tuesday", run: async () => ({ status: 200, text: "" }) },
        { name: "fine", schedule: "@weekly", run: async () => ({ status: 200, text: "" }) },
      ],
      out,
    );
    try {
      expect(schedules.list().map((j) => j.name)).toEqual(["fine"]);
      expect(out.lines).toContainEqual(
        expect.stringMatching(/^ERROR scheduled broken: schedule "every tuesday" is not valid/),
      );
      await expect(schedules.trigger("broken")).rejects.toThrow(/No scheduled function "broken"/);
    } finally {
      await schedules.stop();
    }
  });

  it("stop() resolves only once the run under way has ended", async () => {
    const hold = gate();
    let finished = false;
    const schedules = startSchedules(
      [
        {
          name: "long",
          schedule: "@daily",
          run: async () => {
            await hold.promise;
            finished = true;
            return { status: 200, text: "" };
          },
        },
      ],
      recorder(),
    );
    void schedules.trigger("long");
    let stopped = false;
    const stopping = schedules.stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    hold.open();
    await stopping;
    expect(finished).toBe(true);
  });

  it("runs every job every N seconds when told to (trials), instead of its own schedule", async () => {
    const ran = gate();
    const schedules = startSchedules(
      [
        {
          name: "daily",
          schedule: "@daily",
          run: async () => {
            ran.open();
            return { status: 204, text: "" };
          },
        },
      ],
      { ...recorder(), everySeconds: 1 },
    );
    try {
      const [job] = schedules.list();
      expect(job?.next && job.next.getTime() - Date.now()).toBeLessThanOrEqual(1000);
      await ran.promise;
    } finally {
      await schedules.stop();
    }
  });
});

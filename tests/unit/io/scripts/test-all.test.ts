// @vitest-environment node
// `npm test` (scripts/test-all.ts): every layer runs whatever an earlier one did, and the summary gives each layer's
// result and counts, then the total as its last line. The layers here are stand-ins: small node commands that exit as
// a layer would and write reports in the runners' formats.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  e2eCounts,
  e2eFailures,
  priorSteps,
  runLayers,
  summarize,
  unitCounts,
  unitFailures,
} from "../../../../scripts/test-all.ts";

/** A vitest JSON report with these counts. */
const vitestReport = (passed: number, failed: number, brokenFiles = 0) => ({
  numPassedTests: passed,
  numFailedTests: failed,
  numRuntimeErrorTestSuites: brokenFiles,
});

/** A Playwright JSON report: nested suites, one test per status given. */
const playwrightReport = (statuses: string[], errors = 0) => ({
  suites: [
    {
      specs: statuses.slice(0, 1).map((status) => ({ tests: [{ status }] })),
      suites: [{ specs: statuses.slice(1).map((status) => ({ tests: [{ status }] })) }],
    },
  ],
  errors: Array.from({ length: errors }, () => ({ message: "webServer did not start" })),
});

describe("the counts of each runner's report", () => {
  it("vitest: passed, and failed plus files that could not run", () => {
    expect(unitCounts(vitestReport(1480, 2, 1))).toEqual({ passed: 1480, failed: 3 });
    expect(unitCounts({})).toEqual({ passed: 0, failed: 0 });
  });

  it("vitest: the tests each project passed, by the folder of tests/unit its files are in, in the projects' order", () => {
    const file = (name: string, ...statuses: string[]) => ({
      name: `/ci/clone/tests/unit/${name}`,
      assertionResults: statuses.map((status) => ({ status })),
    });
    const report = {
      ...vitestReport(6, 1),
      testResults: [
        file("data/pipeline/cross-check.test.ts", "passed", "skipped"),
        file("io/functions/health.test.ts", "passed", "failed"),
        file("fast/domain/csv.test.ts", "passed", "passed"),
        file("fast/features/forms.test.tsx", "passed"),
        file("io/scripts/serve.test.ts", "passed"),
      ],
    };
    expect(unitCounts(report)).toEqual({
      passed: 6,
      failed: 1,
      parts: [
        { name: "fast", passed: 3 },
        { name: "io", passed: 2 },
        { name: "data", passed: 1 },
      ],
    });
    expect(unitCounts({ ...vitestReport(1, 0), testResults: [file("extra/x.test.ts", "passed")] }).parts).toEqual([
      { name: "extra", passed: 1 },
    ]);
  });

  it("Playwright: flaky counts as passed, skipped not at all, errors outside tests as failures", () => {
    const report = playwrightReport(["expected", "flaky", "skipped", "unexpected", "timedOut"], 1);
    expect(e2eCounts(report)).toEqual({ passed: 2, failed: 3 });
  });
});

describe("the failed tests by name", () => {
  it("vitest: each failed test with its file, and a file that could not run", () => {
    const report = {
      testResults: [
        {
          name: "/ci/clone/tests/unit/a.test.ts",
          status: "failed",
          assertionResults: [
            { status: "passed", fullName: "a works" },
            { status: "failed", fullName: "a › fails here" },
          ],
        },
        {
          name: "/ci/clone/tests/unit/b.test.ts",
          status: "failed",
          message: "Cannot find module x\nstack",
          assertionResults: [],
        },
        { name: "/ci/clone/tests/unit/c.test.ts", status: "passed", assertionResults: [{ status: "passed" }] },
      ],
    };
    expect(unitFailures(report)).toEqual([
      "tests/unit/a.test.ts › a › fails here",
      "tests/unit/b.test.ts (could not run: Cannot find module x)",
    ]);
  });

  it("Playwright: failed and timed-out tests with file, line and titles; flaky and skipped are not failures", () => {
    const report = {
      errors: [{ message: "webServer did not start\nlog" }],
      suites: [
        {
          title: "a.spec.ts",
          specs: [{ title: "ok", file: "a.spec.ts", line: 3, tests: [{ status: "flaky" }] }],
          suites: [
            {
              title: "group",
              specs: [
                { title: "breaks", file: "a.spec.ts", line: 9, tests: [{ status: "unexpected" }] },
                { title: "waits", file: "a.spec.ts", line: 12, tests: [{ status: "timedOut" }] },
                { title: "later", file: "a.spec.ts", line: 20, tests: [{ status: "skipped" }] },
              ],
            },
          ],
        },
      ],
    };
    expect(e2eFailures(report)).toEqual([
      "(outside any test) webServer did not start",
      "a.spec.ts:9 › group › breaks",
      "a.spec.ts:12 › group › waits",
    ]);
  });

  it("are listed in the summary before the layers' lines, and the total stays the last line", () => {
    const { lines } = summarize([
      { name: "unit", status: 1, counts: { passed: 9, failed: 1 }, failures: ["tests/unit/a.test.ts › fails"] },
    ]);
    expect(lines).toEqual([
      "Failed:",
      "  unit: tests/unit/a.test.ts › fails",
      "unit: 9 passed, 1 failed",
      "9 passed, 1 failed",
    ]);
  });
});

describe("the summary", () => {
  it("a line per layer, and the total last", () => {
    const { lines, passed, failed } = summarize([
      { name: "check", status: 0 },
      { name: "lint", status: 0 },
      { name: "unit", status: 0, counts: { passed: 1480, failed: 0 } },
      { name: "e2e", status: 0, counts: { passed: 284, failed: 0 } },
    ]);
    expect(lines).toEqual([
      "check: passed",
      "lint: passed",
      "unit: 1480 passed, 0 failed",
      "e2e: 284 passed, 0 failed",
      "1764 passed, 0 failed",
    ]);
    expect([passed, failed]).toEqual([1764, 0]);
  });

  it("names the unit projects' counts on the unit line when they add up to its total", () => {
    const parts = [
      { name: "fast", passed: 900 },
      { name: "io", passed: 500 },
      { name: "data", passed: 120 },
    ];
    const { lines } = summarize([{ name: "unit", status: 1, counts: { passed: 1520, failed: 2, parts } }]);
    expect(lines).toEqual(["unit: fast 900, io 500, data 120 passed, 2 failed", "1520 passed, 2 failed"]);
    // Parts that do not add up (a report cut short) are left out rather than shown wrong.
    const cut = summarize([{ name: "unit", status: 0, counts: { passed: 1600, failed: 0, parts } }]);
    expect(cut.lines).toEqual(["unit: 1600 passed, 0 failed", "1600 passed, 0 failed"]);
  });

  it("counts a failed layer without tests, a runner that failed with no failing test, and one that wrote nothing", () => {
    const { lines, failed } = summarize([
      { name: "netlify build", status: 0 },
      { name: "check", status: 2 },
      { name: "lint", status: 0 },
      { name: "unit", status: 1, counts: { passed: 1480, failed: 0 } },
      { name: "e2e", status: 1, counts: null },
    ]);
    expect(lines).toEqual([
      "netlify build: passed",
      "check: failed (exit 2)",
      "lint: passed",
      "unit: 1480 passed, 0 failed (exit 1 with no failing test)",
      "e2e: wrote no test report (exit 1)",
      "1480 passed, 3 failed",
    ]);
    expect(failed).toBe(3);
  });
});

describe("running the layers", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  /** A layer that writes `report` (if any) to `file` and exits with `status`, as a real child process. */
  const layer = (name: string, status: number, file?: string, report?: unknown) => ({
    name,
    command: [
      process.execPath,
      "-e",
      `${report && file ? `require("node:fs").writeFileSync(${JSON.stringify(file)}, ${JSON.stringify(JSON.stringify(report))});` : ""}process.exit(${status})`,
    ],
    ...(file ? { report: file, count: name === "unit" ? unitCounts : e2eCounts } : {}),
  });

  it("runs the end-to-end layer after failing unit tests and a failed type check, and counts both", () => {
    dir = mkdtempSync(path.join(tmpdir(), "usja-test-all-"));
    const unit = path.join(dir, "unit.json");
    const e2e = path.join(dir, "e2e.json");
    const log: string[] = [];
    const results = runLayers(
      [
        layer("check", 2),
        layer("lint", 0),
        layer("unit", 1, unit, vitestReport(10, 1)),
        layer("e2e", 0, e2e, playwrightReport(["expected", "expected", "flaky"])),
      ],
      undefined,
      (line: string) => log.push(line),
    );
    expect(results).toEqual([
      { name: "check", status: 2 },
      { name: "lint", status: 0 },
      { name: "unit", status: 1, counts: { passed: 10, failed: 1 } },
      { name: "e2e", status: 0, counts: { passed: 3, failed: 0 } },
    ]);
    expect(log.map((l) => l.trim().split(":")[0])).toEqual(["=== check", "=== lint", "=== unit", "=== e2e"]);
    expect(summarize(results).lines.at(-1)).toBe("13 passed, 2 failed");
  });

  it("never counts a report an earlier run left behind", () => {
    dir = mkdtempSync(path.join(tmpdir(), "usja-test-all-"));
    const e2e = path.join(dir, "e2e.json");
    writeFileSync(e2e, JSON.stringify(playwrightReport(["expected"])));
    const [result] = runLayers([layer("e2e", 1, e2e)], undefined, () => {});
    expect(result).toEqual({ name: "e2e", status: 1, counts: null });
    expect(existsSync(e2e)).toBe(false);
  });

  it("takes the steps CI ran before it as --step NAME=EXIT_CODE", () => {
    expect(priorSteps(["--step", "netlify build=0", "--step", "x=3"])).toEqual([
      { name: "netlify build", status: 0 },
      { name: "x", status: 3 },
    ]);
    expect(() => priorSteps(["--step", "oops"])).toThrow("--step needs NAME=EXIT_CODE");
  });
});

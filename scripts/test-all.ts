// `npm test`: runs every layer of the tests — the type check, lint, the unit tests, the end-to-end tests — each one
// whether or not an earlier one failed, so one failure never hides another. Ends with a line per layer (its test
// counts where it has tests, the unit tests' by project: "unit: fast 900, io 500, data 120 passed, 0 failed") and the
// total, "N passed, N failed", as the last line; exits 1 if any layer failed.
// Usage: node scripts/test-all.ts [--step NAME=EXIT_CODE ...]
//   --step adds a step that ran before (CI's deploy build check) to the summary, by its exit code.
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { E2E_REPORT, UNIT_REPORT } from "./lib/test-reports.ts";

/**
 * What this script reads of vitest's JSON report (vitest's `JsonTestResults`), every field optional: the report is a
 * file another process wrote, and may be cut short.
 */
export interface UnitReport {
  numPassedTests?: number;
  numFailedTests?: number;
  numRuntimeErrorTestSuites?: number;
  testResults?: {
    name?: string;
    status?: string;
    message?: string;
    assertionResults?: { status?: string; fullName?: string; title?: string }[];
  }[];
}

/** A suite of Playwright's JSON report (its `JSONReportSuite`), as far as this script reads it. */
export interface E2eSuite {
  title?: string;
  specs?: { title?: string; file?: string; line?: number; tests?: { status?: string }[] }[];
  suites?: E2eSuite[];
}

/** What this script reads of Playwright's JSON report (its `JSONReport`), every field optional. */
export interface E2eReport {
  errors?: { message?: string }[];
  suites?: E2eSuite[];
}

/** A test runner's report as read from its file, before it is known which runner wrote it. */
export type RunnerReport = UnitReport & E2eReport;

/** Passed and failed tests, and where the runner has parts (vitest's projects) the tests each part passed. */
export interface Counts {
  passed: number;
  failed: number;
  parts?: { name: string; passed: number }[];
}

/** A layer of `npm test`: the command it runs, and where its runner's report is and how it is read. */
export interface Layer {
  name: string;
  command: string[];
  report?: string;
  count?: (report: RunnerReport) => Counts;
  failures?: (report: RunnerReport) => string[];
}

/**
 * A finished layer: its exit status, and for a layer with a report its counts (null when the runner wrote no report)
 * and failed tests.
 */
export interface LayerResult {
  name: string;
  status: number;
  counts?: Counts | null;
  failures?: string[];
}

/** The unit tests' projects (vitest.config.ts), in the order they are named: each is a folder of tests/unit. */
export const UNIT_PROJECTS = ["fast", "io", "data"];

/**
 * Passed and failed tests of a vitest JSON report; a test file that could not run counts as one failure. Where the
 * report lists its files, also the tests each project passed, a project being the folder of tests/unit its files are
 * in (UNIT_PROJECTS first, in their order, then any other).
 */
export function unitCounts(report: UnitReport): Counts {
  const counts: Counts = {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0),
  };
  const passed = new Map<string, number>();
  for (const file of report.testResults ?? []) {
    const project = /tests\/unit\/([^/]+)\//.exec(String(file.name ?? ""))?.[1];
    if (!project) continue;
    const ok = (file.assertionResults ?? []).filter((t) => t.status === "passed").length;
    passed.set(project, (passed.get(project) ?? 0) + ok);
  }
  if (passed.size === 0) return counts;
  const rank = (name: string) => (UNIT_PROJECTS.includes(name) ? UNIT_PROJECTS.indexOf(name) : UNIT_PROJECTS.length);
  const names = [...passed.keys()].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return { ...counts, parts: names.map((name) => ({ name, passed: passed.get(name) ?? 0 })) };
}

/** The failed tests of a vitest JSON report, "file › test name", and each file that could not run, "file". */
export function unitFailures(report: UnitReport): string[] {
  const names: string[] = [];
  for (const file of report.testResults ?? []) {
    const where = String(file.name ?? "").replace(/^.*?(?=tests\/)/, "");
    const failed = (file.assertionResults ?? []).filter((t) => t.status === "failed");
    for (const t of failed) names.push(`${where} › ${t.fullName ?? t.title}`);
    if (failed.length === 0 && file.status === "failed")
      names.push(`${where} (could not run: ${firstLine(file.message)})`);
  }
  return names;
}

/** The failed tests of a Playwright JSON report, "file:line › title", and each error outside a test. */
export function e2eFailures(report: E2eReport): string[] {
  const names = (report.errors ?? []).map((e) => `(outside any test) ${firstLine(e.message)}`);
  const visit = (suite: E2eSuite, titles: (string | undefined)[]) => {
    for (const spec of suite.specs ?? []) {
      const failed = (spec.tests ?? []).some((t) => !["skipped", "expected", "flaky"].includes(t.status ?? ""));
      if (failed) names.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].filter(Boolean).join(" › ")}`);
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  return names;
}

function firstLine(text: string | undefined): string {
  return (String(text ?? "").split("\n")[0] ?? "").slice(0, 200);
}

/**
 * Passed and failed tests of a Playwright JSON report: a flaky test (passed on its retry) counts as passed, a skipped
 * one not at all, and an error outside any test (a web server that did not start) as one failure.
 */
export function e2eCounts(report: E2eReport): Counts {
  const counts = { passed: 0, failed: (report.errors ?? []).length };
  const visit = (suite: E2eSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === "skipped") continue;
        if (test.status === "expected" || test.status === "flaky") counts.passed += 1;
        else counts.failed += 1;
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return counts;
}

/** The layers of `npm test`, in order: the npm script each runs, and where a test runner's report is read. */
export const LAYERS: Layer[] = [
  { name: "check", command: ["npm", "run", "check"] },
  { name: "lint", command: ["npm", "run", "lint"] },
  {
    name: "unit",
    command: ["npm", "run", "test:unit"],
    report: UNIT_REPORT,
    count: unitCounts,
    failures: unitFailures,
  },
  { name: "e2e", command: ["npm", "run", "test:e2e"], report: E2E_REPORT, count: e2eCounts, failures: e2eFailures },
];

/**
 * The summary of finished layers (`{ name, status, counts?, failures? }`, `counts` null for a runner that wrote no
 * report): the failed tests by name (so that the end of a long log says which), one line per layer, then the total. A layer without tests that failed counts as one failed; so does a runner that
 * failed with no failing test (a crash, the coverage thresholds) or wrote no report.
 */
export function summarize(results: LayerResult[]): { lines: string[]; passed: number; failed: number } {
  let passed = 0;
  let failed = 0;
  const lines: string[] = [];
  const failures = results.flatMap((r) => (r.failures ?? []).map((f) => `  ${r.name}: ${f}`));
  if (failures.length) lines.push("Failed:", ...failures);
  for (const { name, status, counts } of results) {
    const exit = status === 0 ? "" : `exit ${status}`;
    if (counts === undefined) {
      lines.push(`${name}: ${status === 0 ? "passed" : `failed (${exit})`}`);
      if (status !== 0) failed += 1;
    } else if (counts === null) {
      lines.push(`${name}: wrote no test report${exit ? ` (${exit})` : ""}`);
      failed += 1;
    } else {
      const silent = status !== 0 && counts.failed === 0;
      // Parts that add up to the total are named, each with its count ("fast 900, io 500, data 120 passed").
      const parts = counts.parts ?? [];
      const named =
        parts.length > 0 && parts.reduce((sum, p) => sum + p.passed, 0) === counts.passed
          ? parts.map((p) => `${p.name} ${p.passed}`).join(", ")
          : String(counts.passed);
      lines.push(`${name}: ${named} passed, ${counts.failed} failed${silent ? ` (${exit} with no failing test)` : ""}`);
      passed += counts.passed;
      failed += counts.failed + (silent ? 1 : 0);
    }
  }
  lines.push(`${passed} passed, ${failed} failed`);
  return { lines, passed, failed };
}

function readReport(path: string): RunnerReport | null {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

/** Runs a command with the terminal's output; its exit code (1 when it could not start or was killed). */
function spawnLayer(command: string[]): number {
  const [file = "", ...args] = command;
  const result = spawnSync(file, args, { stdio: "inherit" });
  if (result.error) console.error(`${command.join(" ")}: ${result.error.message}`);
  return result.status ?? 1;
}

/** Runs every layer, each whatever the others did (`run` runs one command and returns its exit code). */
export function runLayers(
  layers: Layer[] = LAYERS,
  run: (command: string[]) => number = spawnLayer,
  log: (line: string) => void = console.log,
): LayerResult[] {
  const results: LayerResult[] = [];
  for (const layer of layers) {
    log(`\n=== ${layer.name}: ${layer.command.join(" ")}`);
    // A report left by an earlier run must never be counted as this one's.
    if (layer.report) rmSync(layer.report, { force: true });
    const status = run(layer.command);
    if (!layer.report || !layer.count) results.push({ name: layer.name, status });
    else {
      const report = readReport(layer.report);
      const failures = report && layer.failures ? layer.failures(report) : [];
      results.push({
        name: layer.name,
        status,
        counts: report ? layer.count(report) : null,
        ...(failures.length ? { failures } : {}),
      });
    }
  }
  return results;
}

/** `--step NAME=EXIT_CODE` arguments as finished layers. */
export function priorSteps(argv: string[]): LayerResult[] {
  const steps: LayerResult[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] !== "--step") continue;
    const match = /^(.+)=(\d+)$/.exec(argv[i + 1] ?? "");
    if (!match) throw new Error(`--step needs NAME=EXIT_CODE, got "${argv[i + 1] ?? ""}"`);
    steps.push({ name: match[1] ?? "", status: Number(match[2]) });
    i += 1;
  }
  return steps;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const results = [...priorSteps(process.argv.slice(2)), ...runLayers()];
  const { lines, failed } = summarize(results);
  console.log(`\n=== Summary\n${lines.join("\n")}`);
  process.exit(failed > 0 ? 1 : 0);
}

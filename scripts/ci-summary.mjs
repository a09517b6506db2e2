// Prints the one summary line CI reads: "N passed, N failed", counting every unit and end-to-end
// test from the JSON reports that vitest and Playwright write when CI is set.
import { readFile } from "node:fs/promises";

async function readJson(path) {
  try {
    return JSON.parse(await readFile(path, "utf8"));
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;
const notes = [];

const unit = await readJson("test-results/unit-results.json");
if (unit) {
  passed += unit.numPassedTests ?? 0;
  failed += (unit.numFailedTests ?? 0) + (unit.numRuntimeErrorTestSuites ?? 0);
} else notes.push("unit tests did not report");

function countSuite(suite) {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      if (t.status === "skipped") continue;
      if (t.status === "expected" || t.status === "flaky") passed += 1;
      else failed += 1;
    }
  }
  for (const child of suite.suites ?? []) countSuite(child);
}
const e2e = await readJson("test-results/e2e-results.json");
if (e2e) {
  for (const suite of e2e.suites ?? []) countSuite(suite);
  failed += (e2e.errors ?? []).length;
} else notes.push("end-to-end tests did not report");

// Steps outside the test runners (the deploy build check) count as one failure each; so does a
// test command that failed without any failing test (the type check, a crash).
const stepFailures = Number(process.argv[2] ?? 0);
const testStatus = Number(process.argv[3] ?? 0);
if (stepFailures > 0) notes.push(`${stepFailures} CI step(s) failed`);
failed += stepFailures;
if (testStatus !== 0 && failed === 0) {
  notes.push(`the test command exited with ${testStatus}`);
  failed = 1;
}

if (notes.length) console.log(`(${notes.join("; ")})`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

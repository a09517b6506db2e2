// Where the test runners write their JSON reports, which `npm test` (scripts/test-all.ts) counts for its summary.
// vitest.config.ts and playwright.config.ts write them there on every run.

/** vitest's report (the unit tests). */
export const UNIT_REPORT = "test-results/unit-results.json";

/** Playwright's report, beside its results folder (`E2E_OUTPUT`), so that two runs on one machine keep their own. */
export const E2E_REPORT = `${process.env["E2E_OUTPUT"] ?? "test-results/e2e"}-results.json`;

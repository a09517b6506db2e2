/// <reference types="vitest/config" />
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { getViteConfig } from "astro/config";
import { UNIT_REPORT } from "./scripts/lib/test-reports.ts";

export default getViteConfig({
  // `~/x` is src/x (tsconfig.json "paths"); Astro's own Vite config resolves it too, this makes it explicit.
  resolve: { alias: [{ find: /^~\//, replacement: `${fileURLToPath(new URL("./src/", import.meta.url))}` }] },
  test: {
    environment: "node",
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    testTimeout: 20_000,
    // Two test files at a time on this project's 2-core machines (vitest's default leaves one core idle): the data
    // tests that build the dataset are CPU-bound and take most of the run, and two of them side by side finish the
    // unit tests in well under half the time (measured under coverage: 47 min with one worker; 19 min with two, with
    // each annual workbook parsed once per process).
    maxWorkers: 2,
    // The function tests' beforeAll seeds the whole dataset (1,428 files with one per occupation and per place) into a
    // local Blobs server, which takes over 10 s on a busy 2-core machine.
    hookTimeout: 30_000,
    // Emails of tests that configure no SMTP server go to a throwaway outbox, never into the working tree.
    env: { OUTBOX_DIR: join(tmpdir(), "usja-test-outbox") },
    // Coverage of the code the unit tests are responsible for (pages and islands are also covered end to end).
    coverage: {
      provider: "v8",
      include: ["src/**/*.{ts,tsx}", "netlify/functions/**/*.mts"],
      exclude: ["src/**/*.d.ts", "src/env.d.ts"],
      reporter: ["text-summary", "json-summary"],
      reportsDirectory: "test-results/coverage",
      thresholds: { statements: 90, branches: 78, functions: 88, lines: 90 },
    },
    // A JSON report too, which `npm test` (scripts/test-all.ts) counts for its summary.
    reporters: ["default", ["json", { outputFile: UNIT_REPORT }]],
  },
});

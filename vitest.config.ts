/// <reference types="vitest/config" />
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { getViteConfig } from "astro/config";
import { UNIT_REPORT } from "./scripts/lib/test-reports.ts";

/**
 * The unit tests in three layers, one folder each under tests/unit, a test file in the layer of what it needs:
 *  - fast: pure logic and components (domain, features, components, hydration, cms, content, and the pipeline on
 *    hand-made inputs or the committed fixture snapshot): no network, no server, no child process. `npm run test:fast`.
 *  - io: what talks to something real on this machine: functions, the server, scripts, the refresh over the fixture
 *    snapshot and fake upstreams, test helpers (HTTP on loopback, local Blobs servers, SMTP, child processes), on the
 *    committed seed or fixture. `npm run test:io`.
 *  - data: whole builds: the cross-checks of the dataset built from the full public raw snapshot (built once per run
 *    in the project's global setup), and the tests that build the site itself with `astro build`. `npm run test:data`.
 * `npm run test:unit` runs the three in one run, with coverage measured once over all of them.
 */
export default getViteConfig({
  // `~/x` is src/x (tsconfig.json "paths"); Astro's own Vite config resolves it too, this makes it explicit.
  resolve: { alias: [{ find: /^~\//, replacement: `${fileURLToPath(new URL("./src/", import.meta.url))}` }] },
  test: {
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Two test files at a time on this project's 2-core machines (vitest's default leaves one core idle).
    maxWorkers: 2,
    // Emails of tests that configure no SMTP server go to a throwaway outbox, never into the working tree.
    env: { OUTBOX_DIR: join(tmpdir(), "usja-test-outbox") },
    // Coverage of the code the unit tests are responsible for (pages and islands are also covered end to end).
    coverage: {
      provider: "v8",
      include: ["src/**/*.{ts,tsx}", "netlify/functions/**/*.mts"],
      exclude: ["src/**/*.d.ts", "src/env.d.ts"],
      reporter: ["text-summary", "json-summary"],
      reportsDirectory: "test-results/coverage",
      // Reported also when a test fails: a failing run still says how much it covered.
      reportOnFailure: true,
      thresholds: { statements: 90, branches: 78, functions: 88, lines: 90 },
    },
    // A JSON report too, which `npm test` (scripts/test-all.ts) counts for its summary.
    reporters: ["default", ["json", { outputFile: UNIT_REPORT }]],
    projects: [
      {
        extends: true,
        test: {
          name: "fast",
          include: ["tests/unit/fast/**/*.test.{ts,tsx}"],
          // Modules loaded once per worker, not once per file: the files are many and short, and loading React, the
          // DOM and the domain code again for each took half of the project's time. What a file leaves behind is
          // undone after it by the setup file.
          isolate: false,
          setupFiles: ["tests/helpers/fast-setup.ts", "tests/helpers/minute-limit-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "io",
          include: ["tests/unit/io/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/helpers/minute-limit-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "data",
          include: ["tests/unit/data/**/*.test.{ts,tsx}"],
          // Starts the one build of the dataset from the full raw snapshot of the run (or says once why there is none).
          globalSetup: ["tests/helpers/full-dataset-setup.ts"],
        },
      },
    ],
  },
});

/// <reference types="vitest/config" />
import { getViteConfig } from "astro/config";

export default getViteConfig({
  test: {
    environment: "node",
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    testTimeout: 20_000,
    // CI also writes a JSON report, which .ci/run counts for its summary line.
    reporters: process.env.CI ? ["default", ["json", { outputFile: "test-results/unit-results.json" }]] : ["default"],
  },
});

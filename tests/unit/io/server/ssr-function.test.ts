// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { limitSsrFunction, SSR_ENTRY, SSR_RATE_LIMIT, withRateLimit } from "~/server/ssr-function.ts";
import { config as searchConfig } from "../../../../netlify/functions/search.mts";

const ENTRY = `
			import { createHandler } from './x.mjs';
			export default createHandler({});
			export const config = {
				includedFiles: ['**/*'],
				name: 'Astro SSR',
				path: '/*',
				preferStatic: true,
			};
		`;

describe("the SSR function's rate limit", () => {
  it("is the rate limit of /api/search", () => {
    expect(SSR_RATE_LIMIT).toEqual(searchConfig.rateLimit);
  });

  it("is written into the config literal the adapter wrote, keeping the rest of it", () => {
    const written = withRateLimit(ENTRY);
    expect(written).toContain(`export const config = {\n\trateLimit: ${JSON.stringify(SSR_RATE_LIMIT)},`);
    expect(written.replace(/\n\trateLimit: .*,/, "")).toBe(ENTRY);
  });

  it("stops the build when the adapter's entry is not as expected", () => {
    expect(() => withRateLimit("export default () => {};")).toThrow(/expected one "export const config = \{", found 0/);
    expect(() => withRateLimit(withRateLimit(ENTRY))).toThrow(/already has a rateLimit/);
  });

  it("rewrites the built SSR function, and leaves a build without one alone", async () => {
    const root = await mkdtemp(join(tmpdir(), "usja-ssr-limit-"));
    try {
      expect(await limitSsrFunction(root)).toBe(false);
      await mkdir(dirname(join(root, SSR_ENTRY)), { recursive: true });
      await writeFile(join(root, SSR_ENTRY), ENTRY);
      expect(await limitSsrFunction(root)).toBe(true);
      expect(await readFile(join(root, SSR_ENTRY), "utf8")).toBe(withRateLimit(ENTRY));
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

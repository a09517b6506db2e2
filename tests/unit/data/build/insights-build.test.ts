// @vitest-environment node
// What stops the build: an article whose front matter the schema rejects, and a figure or chart the data cannot
// answer. Each case builds a copy of the site with the real `astro build` and reads what it printed. The copies are
// built from the fixture snapshot's dataset (tests/helpers/fixture-dataset.ts): what is checked is how the build
// treats an article, which is the same over it as over the committed seed, and it builds in half the time.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_BACKEND_PORT } from "~/cms/config.ts";
import { fixtureDataset } from "../../../helpers/fixture-dataset.ts";
import { copySite as copySiteOf, type SiteCopy } from "../../../helpers/site-copy.ts";

const FRONT = `---
title: A test article
summary: A summary that is long enough for the schema.
author: Test Editor
date: 2026-11-20
---
`;

let dataset: Awaited<ReturnType<typeof fixtureDataset>>;
beforeAll(async () => {
  dataset = await fixtureDataset();
});
afterAll(async () => {
  await dataset?.remove();
});
const copySite = () => copySiteOf(process.cwd(), [], dataset.dir);

// Up to two builds of the site: about 10 s each alone, minutes while both cores are busy under coverage.
describe("an article the data or the schema rejects fails the build, saying why", { timeout: 180_000 }, () => {
  let site: SiteCopy | undefined;
  afterEach(async () => {
    await site?.remove();
    site = undefined;
  });

  it("a front matter error names the file and each field", async () => {
    site = await copySite();
    await site.write(
      "src/content/insights/bad-front-matter.mdx",
      `---\ntitle: Bad\nauthor: Test Editor\ndate: 2026-11-20\ntopics:\n  - weather\n---\nText.\n`,
    );
    const { code, output } = await site.build();
    expect(code).not.toBe(0);
    expect(output).toContain("insights → bad-front-matter data does not match collection schema.");
    expect(output).toContain("src/content/insights/bad-front-matter.mdx");
    expect(output).toContain("title: a title of at least 5 characters");
    expect(output).toMatch(/summary.*Required/);
    expect(output).toContain('topics.0: Invalid option: expected one of "dashboard"');
  });

  it("a figure for a state, or a chart for months, the data does not hold names the reference and what is held", async () => {
    site = await copySite();
    await site.write(
      "src/content/insights/unknown-figure.mdx",
      `${FRONT}The rate was <Figure series="unemployment-rate" state="ZZ" />.\n`,
    );
    const first = await site.build();
    expect(first.code).not.toBe(0);
    expect(first.output).toContain(
      '<Figure series="unemployment-rate" state="ZZ" /> in /insights/unknown-figure/: series "unemployment-rate": no state "ZZ"',
    );

    await site.write(
      "src/content/insights/unknown-figure.mdx",
      `${FRONT}<SeriesChart series="hires" industry="technology" from="2019-01" to="2019-12" />\n`,
    );
    const second = await site.build();
    expect(second.code).not.toBe(0);
    expect(second.output).toContain(
      '<SeriesChart series="hires" industry="technology" from="2019-01" to="2019-12" /> in /insights/unknown-figure/',
    );
    expect(second.output).toContain("a chart needs two or more (it holds 2024-01 to 2025-12)");
  });
});

// Two builds of the site: about 10 s each alone, minutes while both cores are busy under coverage.
describe("drafts", { timeout: 180_000 }, () => {
  it("are left out of a production build and built, marked, in a deploy preview; neither publishes the CMS's local backend", async () => {
    const site = await copySite();
    try {
      await site.write(
        "src/content/insights/a-draft.mdx",
        FRONT.replace("---\n", "---\ndraft: true\n").replace(/---\n$/, "---\nDraft text.\n"),
      );
      const production = await site.build({ CONTEXT: "production" });
      expect(production.code, production.output.slice(-2000)).toBe(0);
      // The CMS's configuration does not tell the world where an editor's local backend listens.
      const cmsConfig = await readFile(path.join(site.dir, "dist/admin/config.yml"), "utf8");
      expect(cmsConfig).toContain('"backend"');
      expect(cmsConfig).not.toContain("local_backend");
      expect(cmsConfig).not.toContain(`localhost:${LOCAL_BACKEND_PORT}`);
      expect(existsSync(path.join(site.dir, "dist/insights/a-draft/index.html"))).toBe(false);
      expect(await readFile(path.join(site.dir, "dist/rss.xml"), "utf8")).not.toContain("a-draft");
      expect(await readFile(path.join(site.dir, "dist/sitemap.xml"), "utf8")).not.toContain("a-draft");

      const preview = await site.build({ CONTEXT: "deploy-preview" });
      expect(preview.code, preview.output.slice(-2000)).toBe(0);
      const html = await readFile(path.join(site.dir, "dist/insights/a-draft/index.html"), "utf8");
      expect(html).toContain("Draft text.");
      expect(html).toMatch(/A test article\s*<span[^>]*>Draft<\/span>/);
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(await readFile(path.join(site.dir, "dist/admin/config.yml"), "utf8")).not.toContain("local_backend");
    } finally {
      await site.remove();
    }
  });
});

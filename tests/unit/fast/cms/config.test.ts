import { describe, expect, it } from "vitest";
import { adminHtml, isCmsBundleFile } from "~/cms/admin-page.ts";
import { cmsConfig, INSIGHTS_FOLDER, publishesLocalBackend, repoFromUrl } from "~/cms/config.ts";
import { FIGURE_SERIES_IDS } from "~/domain/article-figures.ts";
import { US_STATES } from "~/domain/geography.ts";
import { INSIGHT_TOPIC_IDS } from "~/domain/insights.ts";

type Field = { name: string; widget: string; options?: { value: string }[]; fields?: Field[]; hint?: string };
type Collection = { name: string; folder?: string; extension?: string; fields?: Field[]; files?: { file: string }[] };

const config = cmsConfig({ repo: "usja/site", siteUrl: "https://usjobs.example", localBackend: true }) as {
  backend: { name: string; repo: string; branch: string };
  local_backend: { url: string };
  publish_mode: string;
  collections: Collection[];
};
const insights = config.collections.find((c) => c.name === "insights");
const field = (name: string) => insights?.fields?.find((f) => f.name === name);

describe("the CMS configuration", () => {
  it("commits to the repository through GitHub, drafts as pull requests, and uses decap-server locally", () => {
    expect(config.backend).toMatchObject({ name: "github", repo: "usja/site", branch: "main" });
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.local_backend.url).toBe("http://localhost:8081/api/v1");
  });

  it("names the local backend only where it can be used: a build on a developer's machine, never a Netlify build", () => {
    const deployed = cmsConfig({ repo: "usja/site", siteUrl: "https://usjobs.example", localBackend: false });
    expect(deployed).not.toHaveProperty("local_backend");
    expect(JSON.stringify(deployed)).not.toContain(`localhost`);
    expect(publishesLocalBackend(undefined)).toBe(true);
    expect(publishesLocalBackend("dev")).toBe(true);
    for (const context of ["production", "deploy-preview", "branch-deploy"]) {
      expect(publishesLocalBackend(context), context).toBe(false);
    }
  });

  it("edits the Insights collection as MDX files, with the schema's choices as options", () => {
    expect(insights).toMatchObject({ folder: INSIGHTS_FOLDER, extension: "mdx" });
    expect(field("topics")?.options?.map((o) => o.value)).toEqual(INSIGHT_TOPIC_IDS);
    expect(field("states")?.options?.map((o) => o.value)).toEqual(US_STATES.map((s) => s.code));
    const hero = field("hero")?.fields?.find((f) => f.name === "series");
    expect(hero?.options?.map((o) => o.value)).toEqual(FIGURE_SERIES_IDS);
    for (const id of FIGURE_SERIES_IDS) expect(field("body")?.hint).toContain(id);
    expect(insights?.fields?.map((f) => f.name)).toEqual([
      "title",
      "summary",
      "author",
      "date",
      "tags",
      "topics",
      "states",
      "hero",
      "draft",
      "body",
    ]);
  });

  it("edits the four prose files of the site", () => {
    const site = config.collections.find((c) => c.name === "site");
    expect(site?.files?.map((f) => f.file)).toEqual([
      "src/content/site/about.md",
      "src/content/site/mission.md",
      "src/content/site/disclaimer.md",
      "src/content/site/privacy.md",
    ]);
  });

  it("reads the repository from Netlify's REPOSITORY_URL, https or ssh", () => {
    expect(repoFromUrl("https://github.com/usja/site")).toBe("usja/site");
    expect(repoFromUrl("https://github.com/usja/site.git")).toBe("usja/site");
    expect(repoFromUrl("git@github.com:usja/site.git")).toBe("usja/site");
    expect(repoFromUrl("https://gitlab.com/usja/site")).toBeUndefined();
    expect(repoFromUrl(undefined)).toBeUndefined();
  });
});

describe("the /admin page", () => {
  it("loads the CMS bundle and the preview script with the site's stylesheets, and is not indexed", () => {
    const html = adminHtml(["/_astro/site.css", "/_astro/a&b.css"], ["hires", "employment"]);
    expect(html).toContain('<script src="/admin/decap/decap-cms.js"></script>');
    expect(html).toContain('data-styles="/_astro/site.css /_astro/a&amp;b.css" data-series="hires employment"');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  it("serves only the CMS bundle's scripts and WebAssembly, not its source maps or licences", () => {
    expect(isCmsBundleFile("decap-cms.js")).toBe(true);
    expect(isCmsBundleFile("977.decap-cms.js")).toBe(true);
    expect(isCmsBundleFile("dd5d52671a5763720504.wasm")).toBe(true);
    expect(isCmsBundleFile("decap-cms.js.map")).toBe(false);
    expect(isCmsBundleFile("decap-cms.js.LICENSE.txt")).toBe(false);
    expect(isCmsBundleFile("cms.js")).toBe(false);
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { describe, expect, it } from "vitest";
import OccupationPostings from "~/components/occupation/OccupationPostings.astro";
import OccupationWarn from "~/components/occupation/OccupationWarn.astro";
import {
  type PostingSummary,
  PostingSummarySchema,
  postingsView,
  shareText,
  WARN_FOR_OCCUPATION_TEXT,
} from "~/domain/occupation-postings.ts";

const SEED = PostingSummarySchema.parse(
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, "../../../../../data/seed/occupation-postings.json"), "utf8"),
  ),
);
const SMALL: PostingSummary = {
  asOf: "October 25, 2025 – August 22, 2026",
  sources: ["Greenhouse", "Ashby"],
  total: 200,
  matched: 150,
  unplaced: 50,
  methods: { exact: 40, core: 70, phrase: 40 },
  occupations: {
    "15-2051": {
      count: 1,
      methods: { exact: 0, core: 1, phrase: 0 },
      recent: [
        { title: "Senior Data Scientist", company: "Acme", place: null, date: "2026-08-21", source: "Greenhouse" },
      ],
    },
  },
};
const render = async (component: Parameters<AstroContainer["renderToString"]>[0], props: Record<string, unknown>) =>
  (await AstroContainer.create()).renderToString(component, { props });
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("postings view", () => {
  it("says the count, each method used with its count, and how many of all postings could not be placed", () => {
    const view = postingsView(SMALL, "15-2051");
    expect(view.headline).toBe(
      "1 posting on the job boards the site reads matched this occupation (October 25, 2025 – August 22, 2026).",
    );
    expect(view.methods.map((m) => [m.method, m.count])).toEqual([["core", 1]]);
    expect(view.unplacedText).toBe(
      "50 of the site's 200 postings (25%) matched no occupation and are not counted for any.",
    );
    expect(view.source).toBe(
      "Source: Greenhouse, Ashby postings, October 25, 2025 – August 22, 2026; titles matched to O*NET reported and alternate titles.",
    );
  });

  it("says plainly when no posting matched the occupation", () => {
    const view = postingsView(SMALL, "29-1141");
    expect(view.count).toBe(0);
    expect(view.headline).toMatch(/^No posting on the job boards the site reads matched this occupation/);
    expect(view.recent).toEqual([]);
  });

  it("shares to one decimal, and 0% of nothing", () => {
    expect(shareText(8504, 28507)).toBe("29.8%");
    expect(shareText(0, 0)).toBe("0%");
  });
});

describe("OccupationPostings", () => {
  it("renders the dataset's postings of Data Scientists: count, the newest, the methods, the unplaced and the source", async () => {
    const html = await render(OccupationPostings, { soc: "15-2051" });
    const own = SEED.occupations["15-2051"]!;
    expect(text(html)).toContain(`${own.count} postings on the job boards the site reads matched this occupation`);
    expect(html.match(/data-testid="posting"/g)).toHaveLength(own.recent.length);
    for (const p of own.recent) expect(html).toContain(p.title.replace(/&/g, "&amp;"));
    expect(text(html)).toContain(
      `${SEED.unplaced.toLocaleString("en-US")} of the site's ${SEED.total.toLocaleString("en-US")} postings`,
    );
    expect(html).toContain("<summary");
    expect(text(html)).toContain(`${own.methods.core} whose title is one of them once its level and team are left out`);
    expect(html).toContain("<h2");
  });

  it("renders a given summary, naming a posting without a city as such", async () => {
    const html = text(await render(OccupationPostings, { soc: "15-2051", summary: SMALL }));
    expect(html).toContain("Senior Data Scientist");
    expect(html).toContain("Acme · no US city named · posted Aug 21, 2026 · Greenhouse");
  });

  it("shows no list for an occupation no posting matched", async () => {
    const html = await render(OccupationPostings, { soc: "29-1141", summary: SMALL });
    expect(html).not.toContain('data-testid="posting"');
    expect(text(html)).toContain("No posting on the job boards the site reads matched this occupation");
  });
});

describe("OccupationWarn", () => {
  it("says in one line why no notices are shown, and links to all notices", async () => {
    const html = await render(OccupationWarn, { soc: "15-1252" });
    expect(text(html)).toContain(WARN_FOR_OCCUPATION_TEXT);
    expect(html).toMatch(/so no notices are shown for it\. <a href="\/layoffs"/);
    expect(html).not.toContain("<li");
  });
});

// Insights: an article's live figures equal what the API serves, the list, tags, feeds and release calendar
// include what they should, and the CMS page loads.
import { readFileSync } from "node:fs";
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { sync as parseIcs, type VEvent } from "node-ical";
import { formatPeriod } from "../../src/domain/format.ts";
import { washingtonDate } from "../../src/domain/release-calendar.ts";

const ARTICLE = "/insights/information-jobs-and-health-care";
const TITLE = "Information jobs shrank for two years while education and health services kept adding";
// The local server's Blobs folder, as playwright.config.ts sets BLOBS_DIR for this run's port.
const BLOBS_DIR = path.resolve(`.netlify/blobs-e2e-${Number(process.env["E2E_PORT"] ?? 8898)}`);

test.describe("an article with live figures", () => {
  test("quotes the national and a state's unemployment rate exactly as the API serves them, with their month", async ({
    page,
    request,
  }) => {
    const metrics = (await (await request.get("/api/employment-metrics")).json()) as {
      unemploymentRate: number;
      periods: { unemploymentRate: string };
    };
    const states = (await (await request.get("/api/states")).json()) as { code: string; unemploymentRate: string }[];
    await page.goto(ARTICLE);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);

    const national = page.locator('[data-figure="unemployment-rate"]:not([data-state])');
    await expect(national).toHaveAttribute("data-period", metrics.periods.unemploymentRate);
    await expect(national.locator("data")).toHaveAttribute("value", String(metrics.unemploymentRate));
    await expect(national).toHaveText(
      `${metrics.unemploymentRate.toFixed(1)}% in ${formatPeriod(metrics.periods.unemploymentRate)}`,
    );
    const ca = states.find((s) => s.code === "CA");
    const california = page.locator('[data-figure="unemployment-rate"][data-state="CA"] data');
    await expect(california).toHaveAttribute("value", String(Number(ca?.unemploymentRate)));
    await expect(california).toHaveAttribute("title", /^Unemployment rate, seasonally adjusted, California, /);
  });

  test("a fixed-month figure shows the value pinned when the article was written, and says so", async ({
    page,
    request,
  }) => {
    const pinned = JSON.parse(readFileSync("src/content/pinned-figures.json", "utf8")).figures as Record<
      string,
      { value: number; pinnedAt: string }
    >;
    const pin = pinned["hires|industry=technology|2025-12"];
    await page.goto(ARTICLE);
    const figure = page.locator('[data-figure="hires"][data-industry="technology"][data-period="2025-12"]');
    await expect(figure).toHaveAttribute("data-pinned", String(pin?.pinnedAt));
    await expect(figure.locator("data")).toHaveAttribute("value", String(pin?.value));
    await expect(figure.locator("data")).toHaveAttribute("title", /pinned on \d{4}-\d{2}-\d{2}/);
    await expect(figure).toHaveText(`${pin?.value.toLocaleString("en-US")} in December 2025`);
    // Today the API serves the same value for that month; a later revision would change the API, not the article.
    const trends = (await (await request.get("/api/hiring-trends")).json()) as {
      measures: { id: string; points: { month: string; values: Record<string, number> }[] }[];
    };
    const served = trends.measures.find((m) => m.id === "hires")?.points.find((p) => p.month === "2025-12");
    expect(served?.values["technology"]).toBe(pin?.value);
  });

  test("has a byline with reading time, a table of contents that leads to its sections, charts and sources", async ({
    page,
  }) => {
    await page.goto(ARTICLE);
    await expect(page.getByText(/By US Jobs Analytics editors · Aug 24, 2026 · \d+ min read/)).toBeVisible();
    const toc = page.getByRole("navigation", { name: "In this article" });
    await expect(toc.getByRole("link")).toHaveCount(4);
    await toc.getByRole("link", { name: "Hires: a narrow band, and a December that was revised away" }).click();
    await expect(page).toHaveURL(/#hires-a-narrow-band-and-a-december-that-was-revised-away$/);
    await expect(
      page.getByRole("img", { name: /^Employment, seasonally adjusted: Information, June 2024 to / }),
    ).toBeVisible();
    await expect(
      page.getByRole("img", { name: /^Hires, seasonally adjusted, January 2024 to December 2025/ }),
    ).toBeVisible();
    const sources = page.getByRole("region", { name: "Sources of the figures" });
    await expect(sources).toContainText("Local Area Unemployment Statistics");
    await expect(page.getByRole("region", { name: "The data this article discusses" }).getByRole("link")).toHaveText([
      "Hiring trends",
      "State data",
    ]);
    // The other article shares two of its tags (JOLTS, CES).
    await expect(page.getByRole("region", { name: "Related articles" }).getByTestId("insight-card")).toHaveText([
      /^Manufacturing hired fewer people in 2025/,
    ]);
  });

  test("is listed on /insights, on /news, and on its tags' pages", async ({ page }) => {
    await page.goto("/insights");
    await expect(page.getByTestId("insight-card").getByRole("link", { name: TITLE })).toHaveAttribute("href", ARTICLE);
    await page
      .getByRole("navigation", { name: "Tags" })
      .getByRole("link", { name: /^Tech hiring/ })
      .click();
    await expect(page).toHaveURL(/\/insights\/tags\/tech-hiring\/?$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Insights tagged “Tech hiring”");
    await expect(page.getByTestId("insight-card")).toContainText(TITLE);
    await page.goto("/news");
    const latest = page.getByRole("region", { name: "Latest Insights" });
    await expect(latest.getByRole("link", { name: TITLE })).toBeVisible();
  });
});

test.describe("feeds", () => {
  test("every page names the RSS and JSON feeds in its head", async ({ page }) => {
    for (const route of ["/", ARTICLE]) {
      await page.goto(route);
      await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        "href",
        "/rss.xml",
      );
      await expect(page.locator('head link[rel="alternate"][type="application/feed+json"]')).toHaveAttribute(
        "href",
        "/feed.json",
      );
    }
  });

  test("the RSS feed is well-formed RSS 2.0 with the article, news and the required elements", async ({ request }) => {
    const response = await request.get("/rss.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const rss = new XMLParser({ ignoreAttributes: false }).parse(xml).rss;
    expect(rss["@_version"]).toBe("2.0");
    for (const field of ["title", "link", "description"]) expect(rss.channel[field]).toBeTruthy();
    expect(rss.channel["atom:link"]).toMatchObject({ "@_rel": "self", "@_href": expect.stringMatching(/\/rss\.xml$/) });
    const items = [rss.channel.item].flat() as Record<string, unknown>[];
    expect(items.length).toBeGreaterThan(1);
    for (const item of items) {
      expect(item["title"]).toBeTruthy();
      expect(item["link"]).toMatch(/^https?:\/\//);
      expect(new Date(String(item["pubDate"])).toString()).not.toBe("Invalid Date");
      expect(item["guid"]).toBeTruthy();
    }
    expect(items.find((i) => i["title"] === TITLE)?.["link"]).toMatch(new RegExp(`${ARTICLE}$`));
  });

  test("the JSON Feed is version 1.1 with the article", async ({ request }) => {
    const response = await request.get("/feed.json");
    expect(response.status()).toBe(200);
    const feed = await response.json();
    expect(feed.version).toBe("https://jsonfeed.org/version/1.1");
    expect(feed.title).toBeTruthy();
    for (const item of feed.items) expect(typeof item.id).toBe("string");
    expect(feed.items.find((i: { title: string }) => i.title === TITLE)).toMatchObject({
      url: expect.stringMatching(new RegExp(`${ARTICLE}$`)),
      authors: [{ name: "US Jobs Analytics editors" }],
    });
  });
});

test("the release calendar (ICS) parses and lists the next release once the scheduler has stored a calendar", async ({
  request,
}) => {
  const before = await request.get("/releases.ics");
  expect(before.status()).toBe(503);

  const inDays = (days: number) => washingtonDate(new Date(Date.now() + days * 86_400_000));
  const calendar = {
    fetchedAt: new Date().toISOString(),
    url: "https://www.bls.gov/schedule/news_release/bls.ics",
    releases: [
      { release: "employment-situation", period: "2026-10", date: inDays(-10), time: "08:30" },
      { release: "employment-situation", period: "2026-11", date: inDays(11), time: "08:30" },
      { release: "jolts", period: "2026-10", date: inDays(18), time: "10:00" },
    ],
  };
  // The file-backed Blobs server keeps a site store's key as entries/<siteID>/site:<store>/<key>.
  const sites = await readdir(path.join(BLOBS_DIR, "entries"));
  const files = sites.map((site) => path.join(BLOBS_DIR, "entries", site, "site:dataset-versions", "calendar"));
  try {
    for (const file of files) {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify(calendar));
    }
    const response = await request.get("/releases.ics");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const events = Object.values(parseIcs.parseICS(await response.text())).filter(
      (c): c is VEvent => c?.type === "VEVENT",
    );
    expect(events).toHaveLength(3);
    const next = events.filter((e) => +e.start > Date.now()).sort((a, b) => +a.start - +b.start)[0];
    expect(String(next?.summary)).toBe("Employment Situation for November 2026");
  } finally {
    for (const file of files) await rm(file, { force: true });
  }
});

test("/admin loads the CMS, and only /admin does", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto("/admin/");
  await expect(page.getByRole("button", { name: /Login/ })).toBeVisible({ timeout: 20_000 });
  expect(errors).toEqual([]);
  await page.goto(ARTICLE);
  const scripts = await page.locator("script[src]").evaluateAll((els) => els.map((e) => e.getAttribute("src")));
  expect(scripts.filter((s) => s?.includes("decap"))).toEqual([]);
});

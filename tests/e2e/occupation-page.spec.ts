// The occupation pages as a visitor reads them, at 390 and 1280 px: a large occupation (Software Developers, no O*NET
// skill ratings), a small one whose metro values BLS partly suppresses (Telephone Operators) and one paid only by the
// hour (Actors). Figures are checked against GET /api/occupations/{code} and, for Austin, TX, the raw BLS file.
import { readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import type { OccupationData } from "../../src/domain/occupation-data";
import { RAW_DIR } from "../helpers/raw-snapshot";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const money = (n: number) => `$${n.toLocaleString("en-US")}`;
const count = (n: number) => n.toLocaleString("en-US");

async function occupation(page: Page, soc: string): Promise<OccupationData> {
  const response = await page.request.get(`/api/occupations/${soc}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as OccupationData;
}

/** The cells of a table's row whose header is `name`. */
function row(page: Page, table: string, name: string) {
  return page
    .getByRole("table", { name: table })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name, exact: true }) });
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`occupation pages at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("Software Developers: pay, states, metro areas and sources agree with the API, and axe finds nothing", async ({
      page,
    }) => {
      const api = await occupation(page, "15-1252");
      const response = await page.goto("/occupations/software-developers");
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Software Developers");
      const w = api.national.wages;
      if (w.median === null || w.p25 === null || w.p75 === null) throw new Error("the seed publishes these wages");
      await expect(
        page.getByText(
          `Software Developers earn a median of ${money(w.median)} a year in the US (May 2025); half earn between ${money(w.p25)} and ${money(w.p75)}.`,
        ),
      ).toBeVisible();
      for (const key of ["p10", "p25", "median", "p75", "p90"] as const)
        await expect(page.locator(`[data-percentile="${key}"] dd`)).toHaveText(money(w[key] ?? 0));

      // The state with the most jobs leads the table, with the API's figures.
      const top = [...api.states.rows].sort((a, b) => (b[1] ?? 0) - (a[1] ?? 0))[0];
      if (!top) throw new Error("no states");
      const table = "Every state, by employment (May 2025)";
      const first = page.getByRole("table", { name: table }).getByRole("row").nth(1);
      await expect(first.getByRole("rowheader")).toHaveText("California");
      await expect(first.getByRole("cell")).toHaveText([
        count(top[1] ?? 0),
        (top[2] ?? 0).toFixed(1),
        (top[3] ?? 0).toFixed(2),
        money(top[6] ?? 0),
      ]);
      // Alaska's median is not published: said so, never 0.
      await expect(row(page, table, "Alaska").getByRole("cell").last()).toHaveText(/^—\s*Not published$/);
      await expect(page.getByText(/^— Not published by BLS/).first()).toBeVisible();

      // The map: every state and DC coloured from the shared map file, with a legend in words.
      await expect(page.locator('figure svg use[href^="/maps/us-states.svg#s-"]')).toHaveCount(51);
      await expect(page.getByText("2.0 or more: 1 state")).toBeVisible();

      // Austin, TX as the raw BLS metro file gives it: 31,960 jobs, location quotient 2.28.
      await expect(row(page, "Highest concentration", "Austin, TX").getByRole("cell")).toHaveText(["2.28", "31,960"]);
      await expect(page.getByText(/Regional Price Parity/).first()).toBeVisible();

      // The other orders are one click away; the CSV of every area holds Austin's median, $134,120.
      await page.getByText("Sort by location quotient").click();
      await expect(
        page
          .getByRole("table", { name: "Every state, by location quotient (May 2025)" })
          .getByRole("row")
          .nth(1)
          .getByRole("rowheader"),
      ).toHaveText("Washington");
      const csvHref = await page.getByRole("link", { name: "Download every area (CSV)" }).getAttribute("href");
      const csv = await (await page.request.get(csvHref ?? "")).text();
      expect(csv).toContain('\r\n15-1252,12420,"Austin, TX",metro,31960,2.28,96110,104000,134120,168730,209890,');

      // No Skills ratings in O*NET: said so, nothing borrowed; technologies listed as tools.
      await expect(
        page.getByText("O*NET 29.3 Database has no Skills ratings for 15-1252.00 Software Developers"),
      ).toBeVisible();
      await expect(page.locator("#skills ol")).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Tools used" })).toBeVisible();

      // Outlook and sources, from the API and the dataset.
      if (!api.outlook) throw new Error("the seed projects Software Developers");
      await expect(page.getByText(`grow ${api.outlook.changePercent.toFixed(1)}% from 2024 to 2034`)).toBeVisible();
      await expect(
        page.getByText("Source: BLS Occupational Employment and Wage Statistics (national), May 2025."),
      ).toBeVisible();

      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
    });

    test("Telephone Operators: suppressed metro values are said to be unpublished, and small areas still rank", async ({
      page,
    }) => {
      const api = await occupation(page, "43-2021");
      await page.goto("/occupations/telephone-operators");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Telephone Operators");
      // Charleston, SC: 90 jobs, every wage suppressed (the API's row has nulls).
      const charleston = api.areas.rows.find((r) => r[0] === "16700");
      expect(charleston?.slice(3, 8)).toEqual([null, null, null, null, null]);
      await expect(row(page, "Most jobs", "Charleston, SC").getByRole("cell")).toHaveText([
        "90",
        /^—\s*Not published$/,
      ]);
      await expect(row(page, "Highest pay", "Charleston, SC")).toHaveCount(0);
      await expect(row(page, "Highest concentration", "Charleston, SC").getByRole("cell")).toHaveText(["9.79", "90"]);
      await expect(page.getByText(/among areas with at least 50 jobs in it/)).toBeVisible();
      await expect(page.getByText(/Jobs are projected to shrink/)).toBeVisible();
      // O*NET rates its skills: the most important first.
      await expect(page.locator("#skills ol").first().locator("li")).toHaveCount(8);

      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
    });
  });
}

test("Actors: BLS publishes only hourly wages, so the page says there is no annual figure and draws no bar", async ({
  page,
}) => {
  const api = await occupation(page, "27-2011");
  expect(api.national.wagesNull).toBe("hourly-only");
  await page.goto("/occupations/actors");
  await expect(page.locator("#pay [data-null-reason]")).toContainText("only hourly wages");
  await expect(page.locator("[data-percentile]")).toHaveCount(0);
  await expect(page.getByRole("main")).not.toContainText("$0 a year");
});

test("a related occupation's link leads to its page, with the wage and growth shown beside it", async ({ page }) => {
  await page.goto("/occupations/software-developers");
  const next = page.locator("#next");
  const programmers = next
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: "Computer Programmers" }) });
  const api = await occupation(page, "15-1251");
  await expect(programmers).toContainText(`${money(api.national.wages.median ?? 0)} median`);
  await programmers.getByRole("link").click();
  await expect(page).toHaveURL(/\/occupations\/computer-programmers$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Computer Programmers");
});

test("the page reads without JavaScript: no island, the figures in the HTML", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/occupations/software-developers");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Software Developers");
  await expect(page.locator("astro-island")).toHaveCount(0);
  await expect(row(page, "Highest concentration", "Austin, TX")).toBeVisible();
  await context.close();
});

test("an unknown occupation address is the site's 404 page, and /job-roles/1 stays 404", async ({ page }) => {
  for (const address of ["/occupations/no-such-job", "/job-roles/1", "/occupations/15-1252"]) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  }
});

test("Austin, TX Software Developers on the page match the raw BLS metro file", async ({ page }) => {
  test.skip(!RAW_DIR, "raw snapshot not found");
  const raw = JSON.parse(readFileSync(path.join(RAW_DIR ?? "", "bls_oews/metros_may2025/12420.json"), "utf8")) as {
    wages: Record<string, { employment: number; lq: number; median: number }>;
  };
  const austin = raw.wages["15-1252"];
  expect(austin).toMatchObject({ employment: 31960, median: 134120, lq: 2.28 });
  await page.goto("/occupations/software-developers");
  await expect(row(page, "Highest concentration", "Austin, TX").getByRole("cell")).toHaveText([
    (austin?.lq ?? 0).toFixed(2),
    count(austin?.employment ?? 0),
  ]);
  const csv = await (await page.request.get("/occupations/software-developers/areas.csv")).text();
  const line = csv.split("\r\n").find((l) => l.startsWith("15-1252,12420,"));
  // Employment, location quotient, 10th and 25th percentiles, then the median.
  expect(line).toMatch(new RegExp(`,metro,${austin?.employment},${austin?.lq},\\d+,\\d+,${austin?.median},`));
});

// /states on the real dataset: explorer (search, filters, sorts, load more, top-3, CSV, URL) and the map.
import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { toCsv } from "../../src/domain/csv.ts";
import type { State } from "../../src/domain/entities.ts";
import {
  exploreStates,
  fastGrowthThreshold,
  STATE_FILTER_LABELS,
  STATE_FILTERS,
  STATE_SORT_LABELS,
  STATE_SORTS,
  stateLeaders,
} from "../../src/domain/explore.ts";
import { mapAnswer } from "../../src/features/states/map-answers.ts";
import { fillOf, MEASURE_SCALES, stateMapLabel } from "../../src/features/states/map-scale.ts";
import { measurePeriods, STATES_CSV_COLUMNS } from "../../src/features/states/states-view.ts";
import { islandReady } from "./hydration.ts";

const STATES_FILE = JSON.parse(readFileSync("data/seed/states.json", "utf8"));
const STATES = STATES_FILE.data as State[];
const PERIODS = measurePeriods(STATES_FILE.sources);
/** The map's lead sentence on show (the others are in the HTML, hidden). */
const mapLead = (page: Page) => page.locator('[data-testid="map-answer"]:visible');
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const byCode = (code: string) => STATES.find((s) => s.code === code)!;

const cards = (page: Page) => page.getByTestId("state-card");
const cardNames = (page: Page) => cards(page).getByRole("heading", { level: 3 });
const mapPath = (page: Page, code: string) => page.locator(`.us-states-map .states path[data-code="${code}"]`);

/** Opens /states (with `query`) and waits for the island to hydrate (Astro drops its ssr attribute). */
async function open(page: Page, query = "") {
  await page.goto(`/states${query}`);
  await islandReady(page, page.getByTestId("states-map"));
}

test.describe("states explorer", () => {
  test("the HTML already holds the map, the top-3 cards and the first 8 states (JavaScript disabled)", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/states");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("State Employment Data");
    await expect(page.locator(".us-states-map .states path[data-code]")).toHaveCount(51);
    await expect(mapPath(page, "TX")).toHaveAttribute("aria-label", stateMapLabel(byCode("TX")));
    await expect(mapPath(page, "TX")).toHaveAttribute("fill", fillOf(byCode("TX"), "unemployment"));
    await expect(page.getByTestId("leader-card")).toHaveCount(3);
    // Each top-3 card leads with its answer, right under its title, naming the state it ranks first.
    const leaders = stateLeaders(STATES);
    for (const [i, key] of (["mostJobs", "fastestGrowing", "lowestUnemployment"] as const).entries()) {
      const answer = page.getByTestId("leader-card").nth(i).getByTestId("card-answer");
      await expect(answer).toContainText(leaders[key][0]!.name);
      expect(await answer.evaluate((a) => a.previousElementSibling?.tagName)).toBe("H2");
    }
    await expect(cards(page)).toHaveCount(8);
    await expect(page.getByTestId("source-line").first()).toHaveText(/^Source: /);
    // The map leads with the sentence of the measure it is coloured by, under its title and before the map.
    await expect(mapLead(page)).toHaveCount(1);
    await expect(mapLead(page)).toHaveText(mapAnswer(STATES, "unemployment", PERIODS)!);
    await expect(mapLead(page)).toHaveText(/^Unemployment was lowest in /);
    expect(
      await mapLead(page).evaluate((a) => !!(a.compareDocumentPosition(document.querySelector(".us-states-map")!) & 4)),
    ).toBe(true);
    await context.close();
  });

  test("search matches name, code and top industry", async ({ page }) => {
    await open(page);
    const search = page.getByLabel("Search states");
    for (const q of ["carolina", "TX", "legal"]) {
      await search.fill(q);
      const expected = exploreStates(STATES, { q }).map((s) => s.name);
      await expect(cardNames(page)).toHaveText(expected.slice(0, 8));
      await expect(page.getByTestId("states-count")).toHaveText(
        `Showing ${Math.min(8, expected.length)} of ${expected.length} ${expected.length === 1 ? "state" : "states"}`,
      );
    }
  });

  test("each filter lists the states explore.ts selects", async ({ page }) => {
    await open(page);
    for (const filter of STATE_FILTERS) {
      await page.getByLabel("Filter").selectOption({ label: STATE_FILTER_LABELS[filter] });
      const expected = exploreStates(STATES, { filter });
      if (expected.length === 0) {
        await expect(page.getByText("No states found matching your criteria")).toBeVisible();
        await expect(cards(page)).toHaveCount(0);
      } else {
        await expect(page.getByTestId("states-count")).toHaveText(
          `Showing ${Math.min(8, expected.length)} of ${expected.length} states`,
        );
        await expect(cardNames(page)).toHaveText(expected.slice(0, 8).map((s) => s.name));
      }
    }
  });

  test("each sort puts the state explore.ts ranks first at the top", async ({ page }) => {
    await open(page);
    for (const sort of STATE_SORTS) {
      await page.getByLabel("Sort by").selectOption({ label: STATE_SORT_LABELS[sort] });
      await expect(cardNames(page).first()).toHaveText(exploreStates(STATES, { sort })[0]!.name);
    }
  });

  test("growth is green for the fast-growing states only (the top fifth)", async ({ page }) => {
    await open(page);
    await page.getByLabel("Sort by").selectOption("growth");
    const threshold = fastGrowthThreshold(STATES);
    const byGrowth = exploreStates(STATES, { sort: "growth" });
    const fast = byGrowth.filter((s) => Number(s.growthRate) >= threshold).length;
    expect(fast).toBeGreaterThan(0);
    const growth = (i: number) => cards(page).nth(i).getByTestId("state-growth");
    await expect(growth(0)).toHaveClass(/text-green-800/);
    // The first state below the threshold is not green (the first 8 cards are shown; load more when it is later).
    if (fast < 8) await expect(growth(fast)).not.toHaveClass(/text-green-800/);
    await page.getByLabel("Filter").selectOption("fast-growing");
    await expect(cards(page)).toHaveCount(Math.min(fast, 8));
  });

  test("'Load More States' adds 8 and says how many remain", async ({ page }) => {
    await open(page);
    await expect(cards(page)).toHaveCount(8);
    let shown = 8;
    while (shown < STATES.length) {
      const remaining = STATES.length - shown;
      await page.getByRole("button", { name: `Load More States (${remaining} remaining)` }).click();
      shown = Math.min(shown + 8, STATES.length);
      await expect(cards(page)).toHaveCount(shown);
    }
    await expect(page.getByRole("button", { name: /Load More States/ })).toHaveCount(0);
  });

  test("the three top-3 cards list the leaders of the dataset", async ({ page }) => {
    await open(page);
    const leaders = stateLeaders(STATES);
    const expected: [string, State[]][] = [
      ["Most Jobs", leaders.mostJobs],
      ["Fastest Growing", leaders.fastestGrowing],
      ["Lowest Unemployment", leaders.lowestUnemployment],
    ];
    for (const [title, list] of expected) {
      const card = page.getByRole("region", { name: title, exact: true });
      await expect(card.getByTestId("leader")).toHaveCount(3);
      for (const [i, s] of list.entries()) await expect(card.getByTestId("leader").nth(i)).toContainText(s.name);
    }
  });

  test("a search without matches says so", async ({ page }) => {
    await open(page);
    await page.getByLabel("Search states").fill("zzzz");
    await expect(page.getByText("No states found matching your criteria")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test("when the API fails the page keeps the data it was built with (the error shows only without data: unit test)", async ({
    page,
  }) => {
    await page.route("**/api/states", (route) => route.fulfill({ status: 500, body: "x" }));
    const failed = page.waitForResponse("**/api/states");
    await open(page);
    await failed;
    await expect(cards(page)).toHaveCount(8);
    await expect(page.getByText("Error loading states data")).toHaveCount(0);
  });

  test("search, filter, sort, shown count, measure and chosen state survive a reload and a shared link", async ({
    page,
    browser,
  }) => {
    await open(page);
    await page.getByLabel("Search states").fill("a");
    await page.getByLabel("Filter").selectOption("high-employment");
    await page.getByLabel("Sort by").selectOption("jobs");
    await page.getByRole("button", { name: /Load More States/ }).click();
    await page.getByRole("button", { name: "Job growth", exact: true }).click();
    const expected = exploreStates(STATES, { q: "a", filter: "high-employment", sort: "jobs" });
    await expect(cards(page)).toHaveCount(Math.min(16, expected.length));
    await expect(page).toHaveURL(/q=a&filter=high-employment&sort=jobs&shown=16&measure=growth/);

    await page.reload();
    await islandReady(page, page.getByTestId("states-map"));
    await expect(page.getByLabel("Search states")).toHaveValue("a");
    await expect(page.getByLabel("Filter")).toHaveValue("high-employment");
    await expect(page.getByLabel("Sort by")).toHaveValue("jobs");
    await expect(cards(page)).toHaveCount(Math.min(16, expected.length));
    await expect(cardNames(page).first()).toHaveText(expected[0]!.name);
    await expect(page.getByRole("button", { name: "Job growth", exact: true })).toHaveAttribute("aria-pressed", "true");

    const shared = await browser.newPage();
    await open(shared, "?state=CA&measure=jobs");
    await expect(cardNames(shared)).toHaveText(["California"]);
    await expect(mapPath(shared, "CA")).toHaveAttribute("aria-pressed", "true");
    await expect(mapPath(shared, "TX")).toHaveAttribute("fill", fillOf(byCode("TX"), "jobs"));
    await shared.close();
  });

  test("Download CSV holds the whole filtered, sorted list (not only the cards shown)", async ({ page }) => {
    await open(page);
    await page.getByLabel("Filter").selectOption("high-employment");
    await page.getByLabel("Sort by").selectOption("unemployment");
    const expected = exploreStates(STATES, { filter: "high-employment", sort: "unemployment" });
    expect(expected.length).toBeGreaterThan(8);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("states-high-employment-by-unemployment.csv");
    expect(readFileSync((await file.path())!, "utf8")).toBe(toCsv(expected, STATES_CSV_COLUMNS));
  });

  test("axe finds no WCAG 2.2 AA violations, with the map table open", async ({ page }) => {
    await open(page);
    await page.getByText("Show map data as a table").click();
    await mapPath(page, "TX").hover();
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  });
});

test.describe("states map", () => {
  test("hovering a state shows its name and three figures", async ({ page }) => {
    await open(page);
    await mapPath(page, "TX").hover();
    const details = page.getByTestId("map-details");
    await expect(details).toBeVisible();
    await expect(details).toContainText("Texas");
    await expect(details).toContainText("4.5%");
    await expect(details).toContainText("+0.6%");
    await expect(details).toContainText("14,394,300");
    await page.mouse.move(5, 5);
    await expect(details).toHaveCount(0);
  });

  test("keyboard users Tab through the states, each named with its figures, and choose one with Enter", async ({
    page,
  }) => {
    await open(page);
    await page.getByRole("button", { name: "Total jobs", exact: true }).focus();
    await page.keyboard.press("Tab"); // the first state, alphabetically
    const focused = page.locator(":focus");
    await expect(focused).toHaveAttribute("data-code", "AL");
    await expect(focused).toHaveAccessibleName(stateMapLabel(byCode("AL")));
    await expect(page.getByTestId("map-details")).toContainText("Alabama");
    await page.keyboard.press("Tab");
    await expect(focused).toHaveAttribute("data-code", "AK");
    await expect(page.getByTestId("map-details")).toContainText("Alaska");
    await page.keyboard.press("Enter");
    await expect(cardNames(page)).toHaveText(["Alaska"]);
    await expect(mapPath(page, "AK")).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/state=AK/);
  });

  test("clicking a state filters the list to it; 'Clear selection' brings the list back", async ({ page }) => {
    await open(page);
    await mapPath(page, "TX").click();
    await expect(cardNames(page)).toHaveText(["Texas"]);
    await expect(page.getByTestId("map-selection")).toContainText("Texas");
    await expect(page.getByTestId("map-status")).toHaveText(/Texas is chosen: the list below shows it alone/);
    await page.getByRole("link", { name: "Go to the list" }).click();
    await expect(page).toHaveURL(/#states-list$/);
    await page.getByRole("button", { name: "Clear selection" }).click();
    await expect(cards(page)).toHaveCount(8);
    await expect(mapPath(page, "TX")).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByTestId("map-status")).toHaveText("");
  });

  test("DC, tiny on the map, is reachable through its callout box and in the table", async ({ page }) => {
    await open(page);
    await page.locator('.us-states-map rect[data-code="DC"]').click();
    await expect(cardNames(page)).toHaveText(["District of Columbia"]);
    await page.getByText("Show map data as a table").click();
    await expect(page.getByTestId("map-table-row")).toHaveCount(51);
    await expect(page.getByTestId("map-table-row").filter({ hasText: "District of Columbia" })).toContainText("5.9%");
  });

  test("switching the measure recolours the map, changes the legend and the map's lead sentence", async ({ page }) => {
    await open(page);
    const legend = page.getByTestId("legend-class");
    await expect(legend.first()).toContainText(MEASURE_SCALES.unemployment.classLabels[0]);
    for (const [button, measure] of [
      ["Job growth", "growth"],
      ["Total jobs", "jobs"],
      ["Unemployment", "unemployment"],
    ] as const) {
      await page.getByRole("button", { name: button, exact: true }).click();
      await expect(mapLead(page)).toHaveText(mapAnswer(STATES, measure, PERIODS)!);
      await expect(legend).toHaveCount(5);
      await expect(legend.first()).toContainText(MEASURE_SCALES[measure].classLabels[0]);
      for (const code of ["TX", "DC", "NV"])
        await expect(mapPath(page, code)).toHaveAttribute("fill", fillOf(byCode(code), measure));
    }
  });

  test("at 390 px the page does not scroll sideways and the map fits", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page);
    const widths = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    const map = await page.locator(".us-states-map").boundingBox();
    expect(map!.x).toBeGreaterThanOrEqual(0);
    expect(map!.x + map!.width).toBeLessThanOrEqual(390);
    // Each measure button shows its whole label (equal thirds once cut "Unemployment").
    const buttons = page.getByRole("group", { name: "Colour the map by" }).getByRole("button");
    await expect(buttons).toHaveCount(3);
    for (const b of await buttons.all())
      expect(await b.evaluate((el) => [el.scrollWidth <= el.clientWidth, el.textContent])).toEqual([
        true,
        await b.textContent(),
      ]);
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  test("the dashboard's 'View Map' leads here", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "View Map", exact: true }).click();
    await expect(page).toHaveURL(/\/states/);
    await expect(page.locator(".us-states-map")).toBeVisible();
  });
});

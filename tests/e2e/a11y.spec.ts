import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { gotoSettled } from "./helpers/settled";
import { NOT_FOUND_SAMPLE, ROUTES } from "./routes";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const pages = [...ROUTES.map((r) => r.path), NOT_FOUND_SAMPLE];

for (const viewport of [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 390, height: 844 },
]) {
  test.describe(`axe (WCAG 2.2 AA) at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const path of pages) {
      test(`${path} has no violations`, async ({ page }) => {
        await gotoSettled(page, path);
        const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
      });
    }

    if (viewport.name === "mobile") {
      test("the open mobile menu has no violations", async ({ page }) => {
        await page.goto("/");
        await page.getByRole("button", { name: "Open menu" }).click();
        const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        expect(results.violations.map((v) => v.id)).toEqual([]);
      });
    }
  });
}

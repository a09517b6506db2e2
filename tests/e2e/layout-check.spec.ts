import { expect, test } from "@playwright/test";
import { checkLayout, MIN_TEXT_PX } from "./helpers/layout-check";
import { gotoSettled } from "./helpers/settled";
import { ROUTES } from "./routes";

// Every route, as a phone and a laptop lay it out: no two pieces of text on top of each other, none too small to read,
// and nothing wider than the screen (no page scrolls sideways).
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`layout at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const { path } of ROUTES) {
      test(`${path}: no overlapping text, none under ${MIN_TEXT_PX} px, no sideways scroll`, async ({ page }) => {
        await gotoSettled(page, path);
        const problems = await checkLayout(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(problems.overlaps, "text boxes of different elements that overlap").toEqual([]);
        expect(problems.tooSmall, `text rendered under ${MIN_TEXT_PX} px`).toEqual([]);
        expect(overflow, "how far the page scrolls sideways, px").toBeLessThanOrEqual(0);
      });
    }
  });
}

import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Shows intent on the island holding `inside` (the pointer entering it) and waits until it is interactive. Islands
 * hydrate on the visitor's first sign of intent (client:intent); the pointer event stands for a visitor reaching
 * for it without moving the test's mouse (which would open tooltips). Astro drops the island's `ssr` attribute when hydration
 * starts; React marks each element it has taken over with its props key when hydration commits, and only then do
 * the element's handlers run. Waiting for the first alone lets a click or a choice land before React listens.
 */
export async function islandReady(page: Page, inside: Locator): Promise<void> {
  await inside.first().dispatchEvent("pointerover");
  await expect(page.locator("astro-island", { has: inside }).first()).not.toHaveAttribute("ssr");
  await expect
    .poll(() => inside.first().evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps$"))))
    .toBe(true);
}

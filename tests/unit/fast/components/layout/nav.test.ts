import { describe, expect, it } from "vitest";
import { isActiveNavItem, NAV_ITEMS } from "~/components/layout/nav.ts";

describe("header navigation", () => {
  it("lists the seven sections in the specified order and labels", () => {
    expect(NAV_ITEMS.map((i) => `${i.label} ${i.href}`)).toEqual([
      "Overview /",
      "States /states",
      "Hiring /hiring",
      "Layoffs /layoffs",
      "Skills /skills",
      "Insights /job-roles",
      "News /news",
    ]);
  });

  it("marks the item of the current path active, ignoring a trailing slash", () => {
    expect(isActiveNavItem("/states", "/states/")).toBe(true);
    expect(isActiveNavItem("/states", "/states")).toBe(true);
    expect(isActiveNavItem("/", "/")).toBe(true);
  });

  it("does not mark Overview active on other pages", () => {
    expect(isActiveNavItem("/", "/states")).toBe(false);
    expect(isActiveNavItem("/states", "/")).toBe(false);
    expect(isActiveNavItem("/news", "/newsletter")).toBe(false);
  });
});

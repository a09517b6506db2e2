// @vitest-environment happy-dom
// The client:painted directive: the island's code is fetched and hydrated once the page has loaded and painted its
// first content, and not before.
import { afterEach, describe, expect, it, vi } from "vitest";
import paintedDirective from "~/hydration/painted-directive.ts";
import { paints } from "../../../helpers/paints";

afterEach(() => {
  vi.unstubAllGlobals();
});

function island() {
  const el = document.createElement("astro-island");
  const loads = vi.fn();
  const hydrates = vi.fn();
  paintedDirective(
    async () => {
      loads();
      return async () => hydrates();
    },
    { name: "painted", value: "" },
    el,
  );
  return { loads, hydrates };
}

const settle = () => new Promise((r) => setTimeout(r, 20));

describe("client:painted", () => {
  it("fetches nothing before the page's first contentful paint, then loads and hydrates the island at once", async () => {
    const page = paints();
    const { loads, hydrates } = island();
    await settle(); // happy-dom's document has loaded; nothing is painted yet
    expect(loads).not.toHaveBeenCalled();
    page.paint();
    await settle();
    expect(loads).toHaveBeenCalledTimes(1);
    expect(hydrates).toHaveBeenCalledTimes(1);
  });

  it("hydrates at once when the page has already painted", async () => {
    paints().paint();
    const { loads, hydrates } = island();
    await settle();
    expect(loads).toHaveBeenCalledTimes(1);
    expect(hydrates).toHaveBeenCalledTimes(1);
  });
});

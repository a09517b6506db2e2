// @vitest-environment happy-dom
// The client:intent directive with a real React island: server HTML, then hydrateRoot when the directive says so.
// Nothing loads before intent; an address holding the island's view, or the island's window event, hydrates it at
// once. That a click, a keystroke, a list-box choice and a tap made before hydration reach React is proven in
// Chromium (tests/e2e/hydrate-on-intent.spec.ts): React's scheduler does not run its hydration here.
import { createElement, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import intentDirective from "../../../src/hydration/intent-directive.ts";

function Island() {
  const [clicks, setClicks] = useState(0);
  return createElement("button", { type: "button", onClick: () => setClicks((n) => n + 1) }, `clicked ${clicks}`);
}

/** An island as Astro renders it, with the directive attached; `loads` counts calls of its loader. */
function island(value: unknown = true) {
  const el = document.createElement("astro-island");
  el.innerHTML = renderToString(createElement(Island));
  document.body.append(el);
  const loads = vi.fn();
  intentDirective(
    async () => {
      loads();
      return async () => {
        hydrateRoot(el, createElement(Island));
      };
    },
    { name: "intent", value: value as string },
    el,
  );
  const q = (selector: string) => el.querySelector(selector) as HTMLElement;
  return { el, loads, q };
}

afterEach(() => {
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

describe("client:intent", () => {
  it("loads nothing until the visitor shows intent, then hydrates on the pointer entering", async () => {
    const { el, loads, q } = island();
    await new Promise((r) => setTimeout(r, 20));
    expect(loads).not.toHaveBeenCalled();
    el.querySelector("button")?.dispatchEvent(new Event("pointerover", { bubbles: true }));
    expect(loads).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(Object.keys(q("button")).some((k) => k.startsWith("__reactProps$"))).toBe(true));
  });

  it("hydrates at once when the address holds one of the island's view parameters, and not for others", async () => {
    window.history.replaceState(null, "", "/?sort=jobs");
    expect(island({ params: ["q", "sort"] }).loads).toHaveBeenCalledTimes(1);
    expect(island({ params: ["q"] }).loads).not.toHaveBeenCalled();
  });

  it("hydrates on its window event (the toast region, when a toast is asked for)", () => {
    const { loads } = island({ event: "site:toast" });
    expect(loads).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("site:toast"));
    expect(loads).toHaveBeenCalledTimes(1);
  });
});

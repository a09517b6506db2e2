// @vitest-environment happy-dom
// The client:intent directive with a real React island: server HTML, then hydrateRoot when the directive says so.
// Nothing hydrates at load; an island near the viewport gets its code loaded and hydrates in idle time after the
// page's load, one island at a time; one further away waits for intent; an address holding the island's view, or the island's window event, hydrates it at once. That a click, a keystroke, a list-box choice and a tap made before hydration reach React is proven in
// Chromium (tests/e2e/hydrate-on-intent.spec.ts): React's scheduler does not run its hydration here.
import { createElement, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import intentDirective from "~/hydration/intent-directive.ts";

function Island() {
  const [clicks, setClicks] = useState(0);
  return createElement("button", { type: "button", onClick: () => setClicks((n) => n + 1) }, `clicked ${clicks}`);
}

/** An island as Astro renders it, with the directive attached; `loads` counts calls of its loader, `hydrates` of the
 * hydration it returns. */
function island(value: unknown = true) {
  const el = document.createElement("astro-island");
  el.innerHTML = renderToString(createElement(Island));
  document.body.append(el);
  const loads = vi.fn();
  const hydrates = vi.fn();
  intentDirective(
    async () => {
      loads();
      return async () => {
        hydrates();
        hydrateRoot(el, createElement(Island));
      };
    },
    { name: "intent", value: value as string },
    el,
  );
  const q = (selector: string) => el.querySelector(selector) as HTMLElement;
  return { el, loads, hydrates, q };
}

afterEach(() => {
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
  vi.unstubAllGlobals();
});

/** A viewport every watched element is in, and a main thread that is always idle. */
function nearAndIdle() {
  const watched: Element[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void;
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        this.callback = callback;
      }
      observe(target: Element) {
        watched.push(target);
        queueMicrotask(() => this.callback([{ isIntersecting: true }]));
      }
      disconnect() {}
    },
  );
  vi.stubGlobal("requestIdleCallback", (callback: () => void) => setTimeout(callback, 0));
  return watched;
}

describe("client:intent", () => {
  it("loads nothing while away from the viewport until the visitor shows intent, then hydrates on the pointer entering", async () => {
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

  it("near the viewport, in idle time after the load, loads the island's code once and hydrates it without waiting for intent", async () => {
    const watched = nearAndIdle();
    const { el, loads, hydrates, q } = island();
    await vi.waitFor(() => expect(hydrates).toHaveBeenCalledTimes(1));
    expect(watched).toEqual([el.firstElementChild]); // the island has no box of its own: its content is watched
    await vi.waitFor(() => expect(Object.keys(q("button")).some((k) => k.startsWith("__reactProps$"))).toBe(true));
    q("button").dispatchEvent(new Event("pointerover", { bubbles: true }));
    await new Promise((r) => setTimeout(r, 20));
    expect(loads).toHaveBeenCalledTimes(1);
    expect(hydrates).toHaveBeenCalledTimes(1);
  });

  it("hydrates the islands near the viewport one at a time: the next starts once the one before has hydrated", async () => {
    nearAndIdle();
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const order: string[] = [];
    const make = (name: string, wait: Promise<void>) => {
      const el = document.createElement("astro-island");
      el.innerHTML = renderToString(createElement(Island));
      document.body.append(el);
      intentDirective(
        async () => {
          order.push(`${name} loads`);
          return async () => {
            await wait;
            hydrateRoot(el, createElement(Island));
            order.push(`${name} hydrated`);
          };
        },
        { name: "intent", value: true as unknown as string },
        el,
      );
      return el;
    };
    const first = make("first", gate);
    const second = make("second", Promise.resolve());
    await vi.waitFor(() => expect(order).toEqual(["first loads"]));
    await new Promise((r) => setTimeout(r, 20));
    expect(order).toEqual(["first loads"]);
    release();
    await vi.waitFor(() => expect(order).toEqual(["first loads", "first hydrated", "second loads", "second hydrated"]));
    for (const el of [first, second])
      await vi.waitFor(() =>
        expect(Object.keys(el.querySelector("button") ?? {}).some((k) => k.startsWith("__reactProps$"))).toBe(true),
      );
  });

  it("an empty island (the toast region) is never warmed up: it has nothing to press", async () => {
    const watched = nearAndIdle();
    const el = document.createElement("astro-island");
    document.body.append(el);
    const loads = vi.fn(async () => async () => {});
    intentDirective(loads, { name: "intent", value: { event: "site:toast" } as unknown as string }, el);
    await new Promise((r) => setTimeout(r, 20));
    expect(watched).toEqual([]);
    expect(loads).not.toHaveBeenCalled();
  });
});

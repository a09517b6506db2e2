// @vitest-environment happy-dom
// The client:intent directive with a real React island: server HTML, then hydrateRoot when the directive says so.
// Nothing hydrates at load; an island near the viewport gets its code loaded and hydrates in idle time after the
// page's load and first paint, one island at a time; one further away waits for intent (unless marked to hydrate ahead); an address holding the island's view, or the island's window event, hydrates it at once. That a click, a keystroke, a list-box choice and a tap made before hydration reach React is proven in
// Chromium (tests/e2e/hydrate-on-intent.spec.ts): React's scheduler does not run its hydration here.
import { createElement, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import intentDirective from "~/hydration/intent-directive.ts";
import { paints } from "../../../helpers/paints";

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

/** A viewport every watched element is in, a main thread that is always idle, and a page that has painted (unless
 * `painted` is false: then `paint()` paints it). */
function nearAndIdle({ painted = true } = {}) {
  const page = paints();
  if (painted) page.paint();
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
  return { watched, paint: page.paint };
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
    const { watched } = nearAndIdle();
    const { el, loads, hydrates, q } = island();
    await vi.waitFor(() => expect(hydrates).toHaveBeenCalledTimes(1));
    expect(watched).toEqual([el.firstElementChild]); // the island has no box of its own: its content is watched
    await vi.waitFor(() => expect(Object.keys(q("button")).some((k) => k.startsWith("__reactProps$"))).toBe(true));
    q("button").dispatchEvent(new Event("pointerover", { bubbles: true }));
    await new Promise((r) => setTimeout(r, 20));
    expect(loads).toHaveBeenCalledTimes(1);
    expect(hydrates).toHaveBeenCalledTimes(1);
  });

  it("waits for the page's first contentful paint before loading anything ahead of intent, even after the load", async () => {
    const { paint } = nearAndIdle({ painted: false });
    const { loads, hydrates } = island();
    await new Promise((r) => setTimeout(r, 30)); // loaded (happy-dom's document is complete), idle, near: not painted
    expect(loads).not.toHaveBeenCalled();
    paint();
    await vi.waitFor(() => expect(hydrates).toHaveBeenCalledTimes(1));
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it("an island marked `ahead` hydrates in idle time wherever it is; one not marked waits for intent", async () => {
    paints().paint();
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe() {} // never near
        disconnect() {}
      },
    );
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => setTimeout(callback, 0));
    const form = island({ ahead: true });
    const other = island();
    await vi.waitFor(() => expect(form.hydrates).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 30));
    expect(other.hydrates).not.toHaveBeenCalled();
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

  it("keeps every event of a keystroke or a press from React until the island has hydrated, then lets them through", async () => {
    const el = document.createElement("astro-island");
    el.innerHTML = renderToString(createElement(Island));
    document.body.append(el);
    let release = () => {};
    const loaded = new Promise<void>((resolve) => {
      release = resolve;
    });
    intentDirective(
      async () => {
        await loaded;
        return async () => {
          hydrateRoot(el, createElement(Island));
        };
      },
      { name: "intent", value: true as unknown as string },
      el,
    );
    const button = el.querySelector("button") as HTMLButtonElement;
    const reached: string[] = [];
    // What a keystroke sends between its keydown and its input, what an input method, a paste or a second press does:
    // React listens for each, and one reaching it mid-hydration would make it finish the hydration in that event.
    const sent = ["keypress", "textInput", "compositionstart", "compositionend", "paste", "select", "dblclick"];
    for (const type of sent) button.addEventListener(type, () => reached.push(type));
    for (const type of sent) button.dispatchEvent(new Event(type, { bubbles: true }));
    expect(reached).toEqual([]);
    release();
    await vi.waitFor(() => expect(Object.keys(button).some((k) => k.startsWith("__reactProps$"))).toBe(true));
    await new Promise((r) => setTimeout(r, 20));
    for (const type of sent) button.dispatchEvent(new Event(type, { bubbles: true }));
    expect(reached).toEqual(sent);
  });

  it("an empty island (the toast region) is never warmed up: it has nothing to press", async () => {
    const { watched } = nearAndIdle();
    const el = document.createElement("astro-island");
    document.body.append(el);
    const loads = vi.fn(async () => async () => {});
    intentDirective(loads, { name: "intent", value: { event: "site:toast" } as unknown as string }, el);
    await new Promise((r) => setTimeout(r, 20));
    expect(watched).toEqual([]);
    expect(loads).not.toHaveBeenCalled();
  });
});

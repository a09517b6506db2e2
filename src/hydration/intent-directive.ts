// `client:intent`: an island whose server HTML is already complete runs no code at load. It hydrates in the idle
// time after the load when it is near the viewport, and at the latest on the visitor's first sign of intent on it —
// the pointer entering or pressing it, focus moving into it, a key, a touch. Whatever the visitor does before React
// has taken over is held and replayed once it has, so the first click, choice or keystroke is not lost. Links are
// never held: they work as plain links. A toggle button that names the address parameter it sets answers without
// React (src/hydration/early-press.ts): it shows pressed and its view goes into the address, which the island reads
// as it hydrates.
//
// Ahead of intent, so that a first press costs what a later one does: once the page has loaded and painted, in idle
// time, one task at a time, the code of every island with something to press is got ready (`warmUp`: its modules
// fetched off the main thread, with their static imports, as modulepreload hints, then evaluated one module per idle
// task, dependencies first, so no task is long), and each island near the viewport then hydrates. React hydrates in a
// transition, in slices of a few milliseconds, so that work never blocks the page either. A hydrated island then
// revalidates its data from the API, as it would on a press.
//
//   client:intent                                  hydrate on intent
//   client:intent={{ params: ["q", "sort"] }}      …or at once when the address carries one of these parameters
//                                                  (the island then shows a view the server HTML does not)
//   client:intent={{ event: "toast" }}             …or when this event is dispatched on window
//   client:intent={{ ahead: true }}                …and in idle time after the islands near the viewport, wherever it
//                                                  is (a form further down: it fetches nothing, and its first
//                                                  keystroke should not wait for its hydration)
import type { ClientDirective } from "astro";
import { earlyToggleOf, pressEarly } from "./early-press";
import { whenLoadedAndPainted } from "./first-paint";
import { staticImports } from "./module-graph";

export interface IntentOptions {
  /** Query parameters that hold a view of the island: when the address has one, hydrate at once. */
  params?: string[];
  /** A window event that also hydrates the island (for islands that show what other code asks for). */
  event?: string;
  /** Hydrate in idle time even when far from the viewport, after the islands near it. For islands that fetch nothing
   * when they hydrate (forms): hydrating every island ahead would ask the API for data no one is looking at. */
  ahead?: boolean;
}

const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;
/** Discrete events (React's word) that reach React only once it has hydrated the island; what they meant is held and
 * replayed (a click, a submit, keys, typed text, a choice). Every one a press or a keystroke sends is here: React
 * listens for each of them, and a single one reaching it mid-hydration (a keystroke's keypress or textInput, between
 * its keydown and its input) would make it finish the whole hydration before the letter shows. */
const STOPPED_EVENTS: ReadonlySet<string> = new Set([
  "pointerdown",
  "pointerup",
  "mousedown",
  "mouseup",
  "touchstart",
  "touchend",
  "focusin",
  "focusout",
  "keypress",
  "keyup",
  "textInput",
  "beforeinput",
  "compositionstart",
  "compositionupdate",
  "compositionend",
  "select",
  "paste",
  "cut",
  "copy",
  "dblclick",
  "auxclick",
  "contextmenu",
]);
/** How far outside the viewport an island gets its code ready ahead of intent. */
const WARM_MARGIN = "50%";
/** Idle callbacks wait at most this long for an idle moment (a busy page still gets its islands ready). */
const IDLE_TIMEOUT_MS = 3_000;
/** How long to wait for React to take over the island before replaying anyway. */
const COMMIT_TIMEOUT_MS = 10_000;
const TEXT_TYPES = new Set(["text", "search", "email", "tel", "url", "password", "number", "date", "month"]);

const isTextField = (el: Element): el is HTMLInputElement | HTMLTextAreaElement =>
  el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && TEXT_TYPES.has(el.type));

/** React marks each element it has hydrated with its props key; until then its handlers do not run. */
const isHydrated = (node: Element): boolean => Object.keys(node).some((key) => key.startsWith("__reactProps$"));

/** Resolves when React has hydrated `node`, or `gaveUp()` says it never will. */
function whenHydrated(node: Element, gaveUp: () => boolean): Promise<void> {
  const deadline = performance.now() + COMMIT_TIMEOUT_MS;
  return new Promise((resolve) => {
    const check = () => {
      if (!node.isConnected || isHydrated(node) || gaveUp() || performance.now() > deadline) resolve();
      else setTimeout(check, 4);
    };
    check();
  });
}

/** Makes React see the text typed in a field before hydration (its first renders may have reset the field): its
 * value tracker is set to the value React rendered, the typed text is put back beneath it, and an input event lets
 * React compare the two. A controlled field's defaultValue is the value React rendered. */
function replayTyping(field: HTMLInputElement | HTMLTextAreaElement, typed: string): void {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setNative = Object.getOwnPropertyDescriptor(proto, "value")?.set;
  if (!setNative || typed === field.defaultValue) return; // React already shows it
  field.value = field.defaultValue; // through React's tracker: the value React rendered
  setNative.call(field, typed);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/** Resolves in an idle moment of the main thread (or at once where the browser cannot say). */
const whenIdle = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof requestIdleCallback === "function") requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  });

/** Resolves when the island comes within WARM_MARGIN of the viewport. An island is `display: contents` (no box of its
 * own), so its children are watched; an empty island, such as the toast region, never comes near: it has nothing to
 * press. */
const whenNearViewport = (el: Element): Promise<void> =>
  new Promise((resolve) => {
    if (typeof IntersectionObserver !== "function") return resolve();
    if (!el.children.length) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: WARM_MARGIN },
    );
    for (const child of el.children) observer.observe(child);
  });

/** Work done ahead of intent, one task at a time, hydrations first: an island near the viewport hydrates before the
 * code of the islands further down is got ready, and two tasks in the same idle time would each finish later. Islands
 * hydrated ahead wherever they are (`ahead`) come last. */
type Kind = "hydrate" | "warm" | "later";
const queued: Record<Kind, Array<() => Promise<void>>> = { hydrate: [], warm: [], later: [] };
const next = () => queued.hydrate.shift() ?? queued.warm.shift() ?? queued.later.shift();
let working = false;
async function work(): Promise<void> {
  if (working) return;
  working = true;
  for (let task = next(); task; task = next()) await task();
  working = false;
}
/** Runs `task` in its turn; resolves when it has run (or failed: ahead of intent, a failure only leaves the work to
 * the visitor's first press). */
const inTurn = (kind: Kind, task: () => Promise<void>): Promise<void> =>
  new Promise((resolve) => {
    queued[kind].push(() => task().then(resolve, resolve));
    void work();
  });

/** Each module fetched for warming up (a page can have several islands on the same code): its static imports. */
const graph = new Map<string, Promise<string[]>>();

/** Fetches `url`, hints it to the browser as a module to preload, and returns its static imports. The fetch runs off
 * the main thread and fills the HTTP cache (the site's modules are immutable), where the modulepreload and the import
 * find it. */
function importsOf(url: string): Promise<string[]> {
  let imports = graph.get(url);
  if (!imports) {
    imports = fetch(url, { credentials: "same-origin" })
      .then((response) => (response.ok ? response.text() : ""))
      .then((source) => {
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.href = url;
        document.head.append(link);
        return staticImports(source, url);
      });
    graph.set(url, imports);
  }
  return imports;
}

/** Fetches `url` and everything it imports, each level at once; resolves to each module's imports. */
async function fetchGraph(url: string, found = new Map<string, string[]>()): Promise<Map<string, string[]>> {
  if (found.has(url)) return found;
  found.set(url, []);
  const imports = await importsOf(url);
  found.set(url, imports);
  await Promise.all(imports.map((dependency) => fetchGraph(dependency, found)));
  return found;
}

/** The modules of `found` reachable from `url`, each after the modules it imports. */
function dependenciesFirst(url: string, found: Map<string, string[]>, order: string[] = [], seen = new Set<string>()) {
  if (seen.has(url)) return order;
  seen.add(url);
  for (const dependency of found.get(url) ?? []) dependenciesFirst(dependency, found, order, seen);
  order.push(url);
  return order;
}

/** Gets an island's code ready without running it: fetched, then evaluated one module per idle task, dependencies
 * first. The island's own loader then finds every module evaluated. */
async function warmUp(el: Element): Promise<void> {
  const urls = ["renderer-url", "component-url"]
    .map((name) => el.getAttribute(name))
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url, document.baseURI).href);
  const found = new Map<string, string[]>();
  await Promise.all(urls.map((url) => fetchGraph(url, found)));
  const order: string[] = [];
  const seen = new Set<string>();
  for (const url of urls) dependenciesFirst(url, found, order, seen);
  for (const url of order) {
    await whenIdle();
    await import(/* @vite-ignore */ url);
  }
}

const intentDirective: ClientDirective = (load, options, el) => {
  const opts: IntentOptions = typeof options.value === "object" && options.value ? options.value : {};
  let started = false;
  let done = false;
  /** Astro could not load the island's code (it says so with this event, after one retry). */
  let failed = false;
  el.addEventListener("astro:hydration-error", () => (failed = true), { once: true });
  const gaveUp = () => failed;
  /** What the visitor did before React took over, in order. */
  const held: Array<() => void> = [];
  /** Each text field typed in before hydration, with its text (hydration's first renders may reset the field). */
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
  /** Each list box changed before hydration, with the visitor's choice (hydration may set it back to React's). */
  const chosen = new Map<HTMLSelectElement, string>();

  function hold(event: Event) {
    if (done) return;
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    // Any event in the island is intent (this listener may stop the intent listeners below from seeing it).
    void start();
    if (event.type === "input" || event.type === "change") {
      // A value changed without a pointer or key first (assistive technology, autofill): intent all the same.
      if (isTextField(target)) typed.set(target, target.value);
      else if (target instanceof HTMLSelectElement) chosen.set(target, target.value);
      event.stopImmediatePropagation();
      return;
    }
    if (STOPPED_EVENTS.has(event.type)) {
      // Kept from React until it has hydrated: a discrete event reaching a root still hydrating makes React finish the
      // whole hydration inside that event, one long task before the next paint. Its default action is left alone (the
      // field is focused, the caret moves); what it meant is replayed as above and below.
      event.stopImmediatePropagation();
      return;
    }
    if (event.type === "submit" && target instanceof HTMLFormElement) {
      event.preventDefault();
      event.stopImmediatePropagation();
      held.push(() => target.requestSubmit());
      return;
    }
    if (event.type === "click") {
      // A toggle button that says what it sets answers at once: pressed, and its view in the address, which the
      // island reads when it hydrates (so the press is not replayed).
      const toggle = earlyToggleOf(target);
      if (toggle && !isHydrated(toggle.button)) {
        event.preventDefault();
        event.stopImmediatePropagation();
        pressEarly(toggle);
        return;
      }
      // A link works as a plain link, a field or a list box as itself; React hears of them once it has hydrated.
      if (target.closest("a[href]") || isTextField(target) || target instanceof HTMLSelectElement)
        return void event.stopImmediatePropagation();
      event.preventDefault();
      event.stopImmediatePropagation();
      const element = target as HTMLElement;
      held.push(() => element.click());
      return;
    }
    if (event instanceof KeyboardEvent && event.type === "keydown") {
      // Enter and Space on a control become a click (held above); Tab moves focus; a form control's own keys (typing,
      // arrows in a list box) change its value, which is replayed from the value itself.
      if (["Enter", " ", "Tab"].includes(event.key) || event.key.length === 1)
        return void event.stopImmediatePropagation();
      if (target.closest("input, select, textarea, [contenteditable]")) return void event.stopImmediatePropagation();
      event.preventDefault();
      event.stopImmediatePropagation();
      const init: KeyboardEventInit = {
        key: event.key,
        code: event.code,
        shiftKey: event.shiftKey,
        ctrlKey: event.ctrlKey,
        altKey: event.altKey,
        metaKey: event.metaKey,
        bubbles: true,
        cancelable: true,
      };
      held.push(() => target.dispatchEvent(new KeyboardEvent("keydown", init)));
    }
  }

  const HELD_EVENTS = ["click", "submit", "keydown", "input", "change", ...STOPPED_EVENTS] as const;
  for (const type of HELD_EVENTS) el.addEventListener(type, hold, true);

  /** The island's loader, called once: by the warm-up (its modules then are evaluated already) or by intent. */
  let loading: ReturnType<typeof load> | undefined;
  const loadOnce = () => {
    loading ??= load();
    return loading;
  };

  async function start() {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) el.removeEventListener(type, start, true);
    if (opts.event) window.removeEventListener(opts.event, start);
    try {
      const hydrate = await loadOnce();
      await hydrate();
      const first = el.querySelector("*");
      if (first) await whenHydrated(first, gaveUp);
      const targets = [...typed.keys(), ...chosen.keys()];
      await Promise.all(targets.map((target) => whenHydrated(target, gaveUp)));
      // React marks elements while it renders; it commits (and only then handles events) right after the render, in
      // the task it is in or the one it queued before yielding: one more task and it has.
      await new Promise((resolve) => setTimeout(resolve, 0));
    } catch (error) {
      // The island's code did not load (offline, a failed deploy): the page stays the plain HTML it is, and what the
      // visitor did is replayed on it as it is (a held form submits as a plain HTML form).
      console.error("[client:intent] the island could not hydrate:", error);
    }
    done = true;
    for (const type of HELD_EVENTS) el.removeEventListener(type, hold, true);
    for (const [field, text] of typed) replayTyping(field, text);
    for (const [select, value] of chosen) {
      select.value = value;
      select.dispatchEvent(new Event("change", { bubbles: true }));
    }
    for (const replay of held) replay();
  }

  const search = new URLSearchParams(window.location.search);
  if (opts.params?.some((name) => search.has(name))) {
    void start();
    return;
  }
  for (const type of INTENT_EVENTS) el.addEventListener(type, start, { capture: true, passive: true });
  if (opts.event) window.addEventListener(opts.event, start);
  // Ahead of intent, in idle time once the page has loaded: the code of every island with something to press is
  // fetched and evaluated, and an island near the viewport then hydrates, so the first press finds React already in
  // charge of it. A press during that work is held and replayed as above.
  const ahead = (step: () => Promise<unknown>) => async () => {
    if (started) return;
    await whenIdle();
    if (!started) await step();
  };
  whenLoadedAndPainted()
    .then(() => {
      if (!el.children.length) return; // nothing to press (the toast region hydrates on its event)
      void inTurn(
        "warm",
        ahead(() => warmUp(el)),
      );
      const hydrateAhead = async () => {
        for (const step of [() => warmUp(el), loadOnce, start]) await ahead(step)();
      };
      // Whichever turn comes first hydrates it; the other then finds it started and does nothing.
      return Promise.race([
        whenNearViewport(el).then(() => inTurn("hydrate", hydrateAhead)),
        ...(opts.ahead ? [inTurn("later", hydrateAhead)] : []),
      ]);
    })
    .catch(() => {});
};

export default intentDirective;

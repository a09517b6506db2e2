// `client:intent`: an island whose server HTML is already complete hydrates on the visitor's first sign of
// intent on it — the pointer entering or pressing it, focus moving into it, a key, a touch — and never before.
// Hover and focus come ahead of a click or a keystroke, so the download starts early; whatever the visitor does
// before React has taken over is held and replayed once it has, so the first click, choice or keystroke is not
// lost. Links are never held: they work as plain links.
//
//   client:intent                                  hydrate on intent
//   client:intent={{ params: ["q", "sort"] }}      …or at once when the address carries one of these parameters
//                                                  (the island then shows a view the server HTML does not)
//   client:intent={{ event: "toast" }}             …or when this event is dispatched on window
import type { ClientDirective } from "astro";

export interface IntentOptions {
  /** Query parameters that hold a view of the island: when the address has one, hydrate at once. */
  params?: string[];
  /** A window event that also hydrates the island (for islands that show what other code asks for). */
  event?: string;
}

const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;
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
    if (event.type === "input" || event.type === "change") {
      // A value changed without a pointer or key first (assistive technology, autofill): intent all the same.
      void start();
      if (isTextField(target)) typed.set(target, target.value);
      else if (target instanceof HTMLSelectElement) chosen.set(target, target.value);
      return;
    }
    if (event.type === "submit" && target instanceof HTMLFormElement) {
      event.preventDefault();
      event.stopImmediatePropagation();
      held.push(() => target.requestSubmit());
      return;
    }
    if (event.type === "click") {
      if (target.closest("a[href]") || isTextField(target) || target instanceof HTMLSelectElement) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const element = target as HTMLElement;
      held.push(() => element.click());
      return;
    }
    if (event instanceof KeyboardEvent && event.type === "keydown") {
      // Enter and Space on a control become a click (held above); Tab moves focus; a form control's own keys (typing,
      // arrows in a list box) change its value, which is replayed from the value itself.
      if (["Enter", " ", "Tab"].includes(event.key) || event.key.length === 1) return;
      if (target.closest("input, select, textarea, [contenteditable]")) return;
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

  const HELD_EVENTS = ["click", "submit", "keydown", "input", "change"] as const;
  for (const type of HELD_EVENTS) el.addEventListener(type, hold, true);

  async function start() {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) el.removeEventListener(type, start, true);
    if (opts.event) window.removeEventListener(opts.event, start);
    try {
      const hydrate = await load();
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
};

export default intentDirective;

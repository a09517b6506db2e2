// The browser's paint reports, for code that waits for the first contentful paint (happy-dom reports none).
import { vi } from "vitest";

/** The browser's paint reports: `paint()` reports the page's first contentful paint to whoever observes paints (and
 * to whoever starts observing afterwards: a buffered observer gets what was reported before it). */
export function paints() {
  type List = { getEntries: () => Array<{ name: string }> };
  type Callback = (list: List, observer: { disconnect: () => void }) => void;
  const observers: Array<{ callback: Callback; observer: { disconnect: () => void } }> = [];
  let painted = false;
  const list: List = {
    getEntries: () => (painted ? [{ name: "first-paint" }, { name: "first-contentful-paint" }] : []),
  };
  vi.stubGlobal(
    "PerformanceObserver",
    class {
      readonly callback: Callback;
      constructor(callback: Callback) {
        this.callback = callback;
      }
      observe() {
        observers.push({ callback: this.callback, observer: this });
        if (painted) this.callback(list, this);
      }
      disconnect() {}
    },
  );
  return {
    paint() {
      painted = true;
      for (const { callback, observer } of observers) callback(list, observer);
    },
  };
}

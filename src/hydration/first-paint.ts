/** Resolves once the page has painted its first content (the browser's own first-contentful-paint entry): code that
 * can wait waits for it, so nothing but the page itself competes with its first paint. A frame's animation callback
 * is not enough: on a slow phone a frame can run before the page's stylesheet has arrived, and the load event can come
 * before the first paint. Where the browser does not report paints, it resolves at the load event. */
export function whenFirstPainted(): Promise<void> {
  return new Promise((resolve) => {
    try {
      // A paint already reported is delivered too (buffered).
      new PerformanceObserver((list, observer) => {
        if (!list.getEntries().some((e) => e.name === "first-contentful-paint")) return;
        observer.disconnect();
        resolve();
      }).observe({ type: "paint", buffered: true });
    } catch {
      if (document.readyState === "complete") resolve();
      else window.addEventListener("load", () => resolve(), { once: true });
    }
  });
}

/** Resolves once the page's load event has fired and it has painted its first content: work that can wait never
 * competes with the page's own loading or its first paint (on a slow phone the load can come before the first paint,
 * and the first paint before the load). The same wait is written into the data status line's inline script
 * (src/components/layout/DataStatus.astro), which imports nothing so that it stays inline, and which announces the
 * moment to the page's other inline scripts as the window event "site:loaded-and-painted". */
export const whenLoadedAndPainted = (): Promise<void> =>
  Promise.all([
    new Promise<void>((resolve) => {
      if (document.readyState === "complete") resolve();
      else window.addEventListener("load", () => resolve(), { once: true });
    }),
    whenFirstPainted(),
  ]).then(() => {});

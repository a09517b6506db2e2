/** Resolves once the page has painted its first content (the browser's own first-contentful-paint entry): code that
 * can wait waits for it, so nothing but the page itself competes with its first paint. A frame's animation callback
 * is not enough: on a slow phone a frame can run before the page's stylesheet has arrived, and the load event can come
 * before the first paint. Where the browser does not report paints, it resolves at the load event. The same wait is
 * written into the data status line's inline script (src/components/layout/DataStatus.astro), which imports nothing
 * so that it stays inline. */
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

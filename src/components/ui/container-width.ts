// The width a chart is drawn at: its box's, measured in the browser and followed as the window resizes, and a
// phone's before that (on the server and without JavaScript), so that no more axis labels are placed than fit.
import { type RefObject, useEffect, useState } from "react";

/**
 * The width charts assume on the server, before the browser measures the real one (or without JavaScript): a
 * phone's, so no more axis labels are placed than fit there. The plots themselves are drawn at their box's width
 * (the dashboard's plotBox), whatever it is.
 */
export const SERVER_CHART_WIDTH = 320;

/** The measured width of `ref`'s element; until the browser measures it (and on the server) `fallback`. */
export function useContainerWidth(ref: RefObject<HTMLElement | null>, fallback = SERVER_CHART_WIDTH): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const w = Math.floor(element.getBoundingClientRect().width);
      if (w > 0) setWidth(w);
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

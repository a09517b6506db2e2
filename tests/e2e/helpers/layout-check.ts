import type { Page } from "@playwright/test";

/** The smallest rendered text size allowed, in CSS pixels. */
export const MIN_TEXT_PX = 12;
/** How far two text boxes may overlap (sub-pixel rounding, touching lines) before it counts. */
export const OVERLAP_TOLERANCE_PX = 1;

export interface LayoutProblems {
  /** "«text a» (tag.class) overlaps «text b» (tag.class) by W×H px". */
  overlaps: string[];
  /** "«text» (tag.class) renders at N px". */
  tooSmall: string[];
}

/**
 * Measures every visible text node of the page as the browser laid it out: the boxes of its lines (Range client
 * rects, cut to the boxes of ancestors that clip their overflow) and its rendered font size (the computed size,
 * times the scale of an SVG drawn smaller or larger than its viewBox). Text nobody sees is left out: hidden by CSS,
 * inside a closed `details`, transparent, or visually hidden for screen readers (clipped to a pixel or less).
 * Reports pairs of text boxes of different elements that overlap by more than the tolerance, and text under the
 * minimum size.
 */
export async function checkLayout(page: Page): Promise<LayoutProblems> {
  return page.evaluate(
    ({ minPx, tolerance }) => {
      type Box = { left: number; top: number; right: number; bottom: number };
      const labelOf = (el: Element, text: string) =>
        `«${text.trim().replace(/\s+/g, " ").slice(0, 50)}» (${el.tagName.toLowerCase()}${
          typeof el.className === "string" && el.className
            ? `.${el.className.trim().split(/\s+/).slice(0, 3).join(".")}`
            : ""
        })`;
      const intersect = (a: Box, b: Box): Box => ({
        left: Math.max(a.left, b.left),
        top: Math.max(a.top, b.top),
        right: Math.min(a.right, b.right),
        bottom: Math.min(a.bottom, b.bottom),
      });
      /** The part of the page an element's content can show in: cut by every ancestor that clips overflow. */
      const clipOf = (el: Element): Box | null => {
        let clip: Box = { left: -1e9, top: -1e9, right: 1e9, bottom: 1e9 };
        for (let a: Element | null = el; a && a !== document.documentElement; a = a.parentElement) {
          const style = getComputedStyle(a);
          const r = a.getBoundingClientRect();
          // Visually hidden for screen readers: a box of a pixel or less that hides what overflows it.
          if ((style.overflow !== "visible" || style.clip !== "auto") && (r.width <= 1 || r.height <= 1)) return null;
          if (style.overflowX !== "visible")
            clip = { ...clip, left: Math.max(clip.left, r.left), right: Math.min(clip.right, r.right) };
          if (style.overflowY !== "visible")
            clip = { ...clip, top: Math.max(clip.top, r.top), bottom: Math.min(clip.bottom, r.bottom) };
        }
        return clip;
      };
      /** How much larger than its CSS size an SVG element renders (its screen transform's scale). */
      const svgScale = (el: Element): number => {
        if (!(el instanceof SVGGraphicsElement)) return 1;
        const m = el.getScreenCTM();
        return m ? Math.sqrt(Math.abs(m.a * m.d - m.b * m.c)) : 1;
      };

      const boxes: { el: Element; label: string; box: Box }[] = [];
      const tooSmall: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        const el = node.parentElement;
        if (!el || !text.trim() || el.closest("script,style,noscript,template,title")) continue;
        if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
        const clip = clipOf(el);
        if (!clip) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const rects = [...range.getClientRects()]
          .map((r) => intersect({ left: r.left, top: r.top, right: r.right, bottom: r.bottom }, clip))
          .filter((r) => r.right - r.left > 0.5 && r.bottom - r.top > 0.5);
        if (!rects.length) continue;
        const label = labelOf(el, text);
        const size = Number.parseFloat(getComputedStyle(el).fontSize) * svgScale(el);
        if (size < minPx - 0.01) tooSmall.push(`${label} renders at ${size.toFixed(1)} px`);
        for (const box of rects) boxes.push({ el, label, box });
      }

      boxes.sort((a, b) => a.box.top - b.box.top);
      const overlaps = new Set<string>();
      for (let i = 0; i < boxes.length; i++) {
        const a = boxes[i];
        if (!a) continue;
        for (let j = i + 1; j < boxes.length; j++) {
          const b = boxes[j];
          if (!b || b.box.top >= a.box.bottom - tolerance) break;
          if (a.el === b.el) continue;
          const o = intersect(a.box, b.box);
          const w = o.right - o.left;
          const h = o.bottom - o.top;
          if (w > tolerance && h > tolerance)
            overlaps.add(`${a.label} overlaps ${b.label} by ${w.toFixed(0)}×${h.toFixed(0)} px`);
        }
      }
      return { overlaps: [...overlaps], tooSmall: [...new Set(tooSmall)] };
    },
    { minPx: MIN_TEXT_PX, tolerance: OVERLAP_TOLERANCE_PX },
  );
}

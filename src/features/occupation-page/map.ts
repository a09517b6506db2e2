// The state map of the occupation pages: the 50 states and DC drawn once, in one shared SVG file (each state a path
// with an id), and each page's map only <use>s those paths with its own colours, so no page repeats the geometry.
// Pure.
import { US_STATES } from "~/domain/geography";
import { NO_DATA, type StateView } from "./states";

/** The shared file every occupation page's map refers to. */
export const STATES_SPRITE = "/maps/us-states.svg";

/** The id of a state's path in the shared file ("s-TX"). */
export function spriteId(code: string): string {
  return `s-${code}`;
}

/**
 * The shared SVG: one path per state with its border (a <use> copies only the path, so the border is on each path);
 * no fill, so each page's <use> gives it its colour.
 */
export function statesSprite(shapes: readonly { code: string; d: string }[], width: number, height: number): string {
  const border = 'stroke="#64748b" stroke-width="0.75" stroke-linejoin="round" vector-effect="non-scaling-stroke"';
  const paths = shapes.map((s) => `<path id="${spriteId(s.code)}" ${border} d="${s.d}"/>`).join("\n");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">\n${paths}\n</svg>\n`;
}

export interface MapCell {
  href: string;
  color: string;
  title: string;
}

/** One cell per state and DC (alphabetical by name), coloured by the page's figures or marked "not published". */
export function mapCells(views: readonly StateView[]): MapCell[] {
  const byCode = new Map(views.map((v) => [v.code, v]));
  return US_STATES.map((s) => {
    const v = byCode.get(s.code);
    return {
      href: `${STATES_SPRITE}#${spriteId(s.code)}`,
      color: v?.color ?? NO_DATA.color,
      title: v?.title ?? `${s.name}: not published`,
    };
  });
}

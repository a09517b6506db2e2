// The scales the site's charts use (linear, point, band). They live with the value axes in src/domain/scale.ts, so
// the islands, the static charts and the report draw with the same geometry; this module keeps the islands' import.
export {
  type BandScale,
  bandScale,
  type LinearScale,
  linearScale,
  type PointScale,
  pointScale,
} from "~/domain/scale";

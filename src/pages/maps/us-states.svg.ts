// The shared state map of the occupation pages (/maps/us-states.svg), built once from us-atlas: each page's map
// <use>s its paths and colours them.
import type { APIRoute } from "astro";
import type { Topology } from "topojson-specification";
import topology from "us-atlas/states-albers-10m.json";
import { statesSprite } from "~/features/occupation-page/map";
import { MAP_HEIGHT, MAP_WIDTH, stateShapes } from "~/features/states/map-geometry";

export const GET: APIRoute = () =>
  new Response(statesSprite(stateShapes(topology as unknown as Topology), MAP_WIDTH, MAP_HEIGHT), {
    headers: { "Content-Type": "image/svg+xml" },
  });

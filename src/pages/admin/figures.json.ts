// /admin/figures.json: every figure an article can quote, as this build would print it, for the CMS's preview.
import type { APIRoute } from "astro";
import { figureData, pinnedFigures } from "~/data/article-figure-data";
import { figureIndex } from "~/domain/article-figures";

export const GET: APIRoute = () =>
  new Response(JSON.stringify(figureIndex(figureData(), pinnedFigures())), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });

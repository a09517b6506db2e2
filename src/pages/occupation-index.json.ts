// The occupations' search index as a static file: the job-roles explorer and the /occupations page load it on the
// first search, so a search by the titles people use ("coder", "truck driver") needs no function.
import type { APIRoute } from "astro";
import { publishedFile } from "../data/published-dataset";
import { OCCUPATION_INDEX_PATH } from "../dataset/files";

// publishedFile parses it with its schema (src/dataset/files.ts).
export const GET: APIRoute = () =>
  new Response(JSON.stringify(publishedFile(OCCUPATION_INDEX_PATH)), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });

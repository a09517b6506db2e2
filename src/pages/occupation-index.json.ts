// The occupations' search index as a static file: the job-roles explorer and the /occupations page load it on the
// first search, so a search by the titles people use ("coder", "truck driver") needs no function.
import type { APIRoute } from "astro";
import { seedFile } from "../data/published-dataset";
import { OccupationIndexSchema } from "../domain/occupation-index-schema";

export const GET: APIRoute = () =>
  new Response(JSON.stringify(OccupationIndexSchema.parse(seedFile("occupation-index.json"))), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });

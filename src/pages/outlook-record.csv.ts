// Every stored live forecast as CSV (the record the build pulled with the published version; a header only before
// the first forecast).
import type { APIRoute } from "astro";
import { forecastRecord } from "../data/published-dataset";
import { recordCsv } from "../features/outlook/outlook-text";

export const GET: APIRoute = () =>
  new Response(recordCsv(forecastRecord()), {
    headers: { "Content-Type": "text/csv; charset=utf-8" },
  });

// Every month of the outlook's backtest as CSV: the rate, last month's rate, each method's forecast, recession or not.
import type { APIRoute } from "astro";
import { publishedEntity } from "../data/published-dataset";
import { backtestCsv } from "../features/outlook/outlook-text";

export const GET: APIRoute = () =>
  new Response(backtestCsv(publishedEntity("outlook").data), {
    headers: { "Content-Type": "text/csv; charset=utf-8" },
  });

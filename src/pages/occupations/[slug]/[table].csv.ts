// The tables of an occupation page as CSV files (/occupations/{slug}/states.csv, /occupations/{slug}/areas.csv),
// written at build time from the same data as the page.
import type { APIRoute } from "astro";
import { occupationData, occupationIndex, placesByCode } from "~/data/occupations";
import { CSV_TABLES, type CsvTable, occupationCsv } from "~/features/occupation-page/tables-csv";

export function getStaticPaths() {
  return occupationIndex().flatMap((o) =>
    CSV_TABLES.map((table) => ({ params: { slug: o.slug, table }, props: { soc: o.soc, table } })),
  );
}

export const GET: APIRoute<{ soc: string; table: CsvTable }> = ({ props }) =>
  new Response(occupationCsv(occupationData(props.soc), props.table, placesByCode()), {
    headers: { "Content-Type": "text/csv; charset=utf-8" },
  });

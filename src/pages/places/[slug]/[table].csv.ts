// The tables of a place page as CSV files (/places/{slug}/occupations.csv; a state's also areas.csv and
// payroll.csv), written at build time from the same data as the page.
import type { APIRoute } from "astro";
import { occupationFacts, pagedPlaces, placeData, placeList } from "~/data/places";
import { rankedOccupations } from "~/domain/place-rankings";
import { type PlaceCsvTable, placeCsv, placeCsvTables } from "~/features/place/tables-csv";

export function getStaticPaths() {
  return pagedPlaces().flatMap((p) =>
    placeCsvTables(p).map((table) => ({ params: { slug: p.slug, table }, props: { code: p.code, table } })),
  );
}

export const GET: APIRoute<{ code: string; table: PlaceCsvTable }> = ({ props }) => {
  const data = placeData(props.code);
  const places = new Map(placeList().map((p) => [p.code, p]));
  return new Response(placeCsv(data, props.table, rankedOccupations(data, occupationFacts()), places), {
    headers: { "Content-Type": "text/csv; charset=utf-8" },
  });
};

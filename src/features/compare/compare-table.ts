// The rows of the compare table: each measure with a label that says what it is, and its text per place. Pure.
import { dollars, employmentText, type PlaceFigures } from "~/domain/compare";

export interface MeasureRow {
  label: string;
  cells: string[];
}

const wage = (v: number | null) => (v === null ? "Not published" : dollars(v));

/** The table's rows: employment, location quotient, the five wage percentiles, the price level and adjusted median. */
export function measureRows(rows: readonly PlaceFigures[], oewsMonth: string, rppYear: string): MeasureRow[] {
  const anyState = rows.some((r) => r.place.kind === "state");
  const out: MeasureRow[] = [
    { label: `Employment (jobs, ${oewsMonth})`, cells: rows.map((r) => employmentText(r.employment)) },
    {
      label: "Location quotient (its share of local employment ÷ its US share; above 1 = more concentrated)",
      cells: rows.map((r) => (r.locationQuotient === null ? "Not published" : r.locationQuotient.toFixed(2))),
    },
  ];
  if (anyState) {
    out.push({
      label: "Jobs per 1,000 jobs (states only)",
      cells: rows.map((r) =>
        r.place.kind !== "state"
          ? "Not published for areas"
          : r.jobsPer1000 === null
            ? "Not published"
            : r.jobsPer1000.toFixed(1),
      ),
    });
  }
  const pct = [
    ["p10", "10th percentile"],
    ["p25", "25th percentile"],
    ["median", "Median (50th percentile)"],
    ["p75", "75th percentile"],
    ["p90", "90th percentile"],
  ] as const;
  for (const [key, name] of pct) {
    out.push({ label: `${name} annual wage, ${oewsMonth}`, cells: rows.map((r) => wage(r.wages[key])) });
  }
  out.push({
    label: `Price level (BEA Regional Price Parity ${rppYear}, US = 100)`,
    cells: rows.map((r) => (r.place.rpp === null ? "None published" : r.place.rpp.toFixed(1))),
  });
  out.push({
    label: "Median after local prices (US-average dollars: median ÷ price level × 100)",
    cells: rows.map((r) =>
      r.adjustedMedian !== null
        ? dollars(r.adjustedMedian)
        : r.adjustedMissing === "no-rpp"
          ? "No price level: not adjusted"
          : "No median published",
    ),
  });
  return out;
}

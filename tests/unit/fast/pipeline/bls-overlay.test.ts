import { describe, expect, it } from "vitest";
import { addMonths } from "~/domain/periods.ts";
import { mergeSeries, overlayBlsApi } from "~/pipeline/bls-overlay.ts";
import { buildHiringTrends } from "~/pipeline/builders/hiring-trends.ts";
import { type BlsApiSeries, readBlsApiFile } from "~/pipeline/readers/bls-api.ts";
import type { MonthlySeries } from "~/pipeline/series.ts";
import { CES_NATIONAL } from "~/pipeline/sources/bls-series.ts";
import { fixtureInputs } from "../../../helpers/fixture-inputs.ts";

const file = JSON.stringify({
  source: "BLS Public Data API v2",
  endpoint: "https://api.bls.gov/publicAPI/v2/timeseries/data/",
  fetched: "2026-11-23T12:00:00.000Z",
  startyear: "2025",
  endyear: "2026",
  series: [
    {
      seriesID: "CES0000000001",
      data: [
        {
          year: "2026",
          period: "M02",
          periodName: "February",
          latest: "true",
          value: "159,200",
          footnotes: [{ code: "P", text: "preliminary" }],
        },
        { year: "2026", period: "M01", periodName: "January", value: "159100", footnotes: [{}] },
        { year: "2025", period: "M13", periodName: "Annual", value: "158000", footnotes: [{}] },
        {
          year: "2025",
          period: "M12",
          periodName: "December",
          value: "-",
          footnotes: [{ text: "Data not available." }],
        },
        { year: "2025", period: "M11", periodName: "November", value: "158900", footnotes: [{}] },
      ],
    },
  ],
});

describe("canonical BLS API file", () => {
  it("reads monthly values, skipping annual averages and missing values, with P as preliminary", () => {
    const api = readBlsApiFile(file);
    expect(api.series.get("CES0000000001")?.points).toEqual([
      { month: "2025-11", value: 158900 },
      { month: "2026-01", value: 159100 },
      { month: "2026-02", value: 159200, preliminary: true },
    ]);
  });

  it("is authoritative within its window and keeps the snapshot's history before it", () => {
    const api = readBlsApiFile(file);
    const snapshot = {
      id: "CES0000000001",
      name: "Total nonfarm",
      points: [
        { month: "2024-12", value: 157000 },
        { month: "2025-11", value: 158800 },
        { month: "2026-03", value: 999999 },
      ],
    };
    expect(mergeSeries(snapshot, api).points.map((p) => [p.month, p.value])).toEqual([
      ["2024-12", 157000],
      ["2025-11", 158900],
      ["2026-01", 159100],
      ["2026-02", 159200],
    ]);
  });
});

describe("hires by industry and the separate CES sectors from the API", () => {
  // 36 months of every series, so a 24-month chart window lies inside the API's (authoritative) window.
  const months = Array.from({ length: 36 }, (_, i) => addMonths("2024-01", i));
  const series = (id: string, base: number): MonthlySeries => ({
    id,
    name: id,
    points: months.map((month, i) => ({ month, value: base + i })),
  });
  const api: BlsApiSeries = {
    fetched: "2027-01-10T12:00:00.000Z",
    startyear: 2024,
    series: new Map(
      [
        series("JTS510000000000000HIL", 90),
        series("JTS520000000000000HIL", 120),
        series("JTS610000000000000HIL", 95),
        series("JTS620000000000000HIL", 700),
        series("JTS300000000000000HIL", 290),
        ...Object.values(CES_NATIONAL).map((id) => series(id, 2000)),
      ].map((s) => [s.id, s]),
    ),
  };

  it("gives every dashboard industry a hires line and the chart separate health-care and education employment", () => {
    const inputs = overlayBlsApi(fixtureInputs(), api);
    expect([...inputs.industryHires.series.keys()].sort()).toEqual([
      "Educational services",
      "Finance and insurance",
      "Health care and social assistance",
      "Information",
      "Manufacturing",
    ]);
    expect(inputs.industryHires.vintage).toBe("retrieved 2027-01-10 from the BLS Public Data API");
    const trends = buildHiringTrends(inputs).data.measures;
    const hires = trends.find((m) => m.id === "hires");
    expect(hires?.industries.map((i) => i.series)).toEqual([
      "JTS510000000000000HIL",
      "JTS620000000000000HIL",
      "JTS520000000000000HIL",
      "JTS300000000000000HIL",
      "JTS610000000000000HIL",
    ]);
    expect(hires?.unavailable).toEqual([]);
    expect(hires?.referencePeriod).toBe("2025-01/2026-12");
    const employment = trends.find((m) => m.id === "employment");
    expect(employment?.industries.find((i) => i.id === "healthcare")?.series).toBe("CES6562000001");
    expect(employment?.industries.find((i) => i.id === "education")?.series).toBe("CES6561000001");
  });

  it("keeps the file's hires and vintage when the API answered none of them", () => {
    const inputs = overlayBlsApi(fixtureInputs(), { ...api, series: new Map() });
    expect(inputs.industryHires.vintage).toBe("as published in the fixture");
    expect(inputs.industryHires.series.size).toBe(3);
  });
});

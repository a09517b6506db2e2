import { describe, expect, it } from "vitest";
import { mergeSeries } from "../../../src/pipeline/bls-overlay.ts";
import { readBlsApiFile } from "../../../src/pipeline/readers/bls-api.ts";

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

import { describe, expect, it } from "vitest";
import { BLS_FILES } from "~/pipeline/readers/bls.ts";
import { readCesExtraSectors } from "~/pipeline/readers/ces-sectors.ts";
import { readSeed } from "../../../../helpers/seed.ts";
import { makeRoot } from "../helpers.ts";

const file = (rankings: { series_id: string; sector: string }[]) =>
  makeRoot({
    [BLS_FILES.cesSectors]: JSON.stringify({
      rankings,
      timeseries: {
        "Health Care": [
          { date: "2026-02-01", value: 23685.3 },
          { date: "2026-01-01", value: 23703.9 },
        ],
        "Education & Health": [{ date: "2026-02-01", value: 27722 }],
      },
    }),
  });

describe("CES sectors the industry file lacks", () => {
  it("reads health care and social assistance by its series id, whatever the compiler labels it", () => {
    const root = file([
      { series_id: "USEHS", sector: "Education & Health" },
      { series_id: "CES6562000001", sector: "Health Care" },
    ]);
    const series = readCesExtraSectors(root).get("Health care and social assistance");
    expect(series?.id).toBe("CES6562000001");
    expect(series?.points).toEqual([
      { month: "2026-01", value: 23703.9 },
      { month: "2026-02", value: 23685.3 },
    ]);
  });

  it("refuses a file without the series id rather than take a look-alike label", () => {
    const root = file([{ series_id: "USEHS", sector: "Health Care" }]);
    expect(() => readCesExtraSectors(root)).toThrow(/CES6562000001 is missing/);
  });
});

describe("the committed seed", () => {
  it("plots health care and social assistance, not the education and health services supersector, as Healthcare", () => {
    const employment = readSeed("hiring-trends").data.measures.find((m) => m.id === "employment");
    const healthcare = employment?.industries.find((i) => i.id === "healthcare");
    expect([healthcare?.series, healthcare?.plotted]).toEqual(["CES6562000001", "Health care and social assistance"]);
  });
});

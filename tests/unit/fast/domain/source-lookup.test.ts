// Finding a dataset's source by id, and the full description behind "How this is measured".
import { describe, expect, it } from "vitest";
import type { Source } from "~/domain/provenance.ts";
import { sourceDetail } from "~/domain/source-line.ts";
import { requireSource, sourceById, sourcePeriod } from "~/domain/source-lookup.ts";

const oews: Source = {
  id: "bls-oews-areas",
  publisher: "U.S. Bureau of Labor Statistics",
  title: "Occupational Employment and Wage Statistics, areas",
  files: ["oews/all_data_M_2025.xlsx"],
  series: ["OEUM001018000000000000001"],
  referencePeriod: "2025-05",
  licence: "Public domain (U.S. Government work)",
};
const warn: Source = {
  id: "warn",
  publisher: "WARN Notice Register",
  title: "State WARN notices",
  files: ["warn/notices.csv"],
  referencePeriod: "2026-04/2026-08-06",
  licence: "Public records",
  attribution: "Compiled by the WARN Notice Register.",
};
const sources = [oews, warn];

describe("source lookup", () => {
  it("finds a source by its id, or says it is missing", () => {
    expect(sourceById(sources, "warn")).toBe(warn);
    expect(sourceById(sources, "indeed")).toBeUndefined();
    expect(sourcePeriod(sources, "warn")).toBe("2026-04/2026-08-06");
    expect(sourcePeriod(sources, "indeed")).toBe("");
  });

  it("requires a source the page cites, naming the dataset that lacks it", () => {
    expect(requireSource(sources, "bls-oews-areas")).toBe(oews);
    expect(() => requireSource(sources, "census-cbsa")).toThrow('the dataset names no source "census-cbsa"');
    expect(() => requireSource(sources, "onet", "the occupations dataset")).toThrow(
      'the occupations dataset names no source "onet"',
    );
  });
});

describe("sourceDetail", () => {
  it("writes period, series, files and licence as sentences", () => {
    expect(sourceDetail(oews)).toEqual({
      title: "U.S. Bureau of Labor Statistics: Occupational Employment and Wage Statistics, areas",
      detail:
        "Period May 2025. Series OEUM001018000000000000001. Files oews/all_data_M_2025.xlsx. Public domain (U.S. Government work).",
    });
  });

  it("leaves out missing series, prefers the attribution and does not double a full stop", () => {
    expect(sourceDetail(warn).detail).toBe(
      "Period April 2026 – August 6, 2026. Files warn/notices.csv. Compiled by the WARN Notice Register.",
    );
  });
});

import { describe, expect, it } from "vitest";
import { shortSource, sourceDetails, sourceLine } from "~/features/occupation-page/sources.ts";
import { csvFileName, csvPath, occupationCsv } from "~/features/occupation-page/tables-csv.ts";
import { readSeed } from "../../../../helpers/seed.ts";
import { places, seedOccupation, smallOccupation } from "./fixtures.ts";

const sources = readSeed("occupations").sources;

describe("source lines", () => {
  it("names each section's sources with the periods the dataset gives", () => {
    expect(sourceLine(sources, "pay")).toBe(
      "Source: BLS Occupational Employment and Wage Statistics (national), May 2025.",
    );
    expect(sourceLine(sources, "takes")).toBe("Source: BLS Employment Projections, 2024 – 2034; O*NET 29.3 Database.");
  });

  it("follows the dataset's period rather than a written one", () => {
    const oews = sources.find((s) => s.id === "bls-oews-national")!;
    expect(shortSource({ ...oews, referencePeriod: "2026-05" })).toContain("May 2026");
  });

  it("gives the full title, series, files and the attribution O*NET's licence requires one click away", () => {
    const [onet] = sourceDetails(sources, "skills");
    expect(onet?.title).toContain("National Center for O*NET Development");
    expect(onet?.detail).toContain("Used under the CC BY 4.0 license");
    expect(onet?.detail).toMatch(/trademark of USDOL\/ETA\.$/);
    expect(sourceDetails(sources, "where")[1]?.detail).toMatch(
      /^Period May 2025\. Series TOT_EMP, LOC_QUOTIENT, .*\. Files bls_oews\/metros_may2025\/\*\.json\. Public domain/,
    );
  });

  it("stops the build when the dataset lacks a source a section cites", () => {
    expect(() => sourceLine([], "pay")).toThrow(/bls-oews-national/);
  });
});

describe("CSV of each table", () => {
  it("has a stable address and file name per occupation", () => {
    expect(csvPath({ slug: "software-developers" }, "states")).toBe("/occupations/software-developers/states.csv");
    expect(csvFileName({ slug: "software-developers" }, "areas")).toBe("software-developers-areas.csv");
  });

  it("writes every state with empty cells where BLS published nothing", () => {
    const lines = occupationCsv(smallOccupation(), "states", places).split("\r\n");
    expect(lines[0]).toBe(
      'SOC code,State (USPS),State,Employment,"Jobs per 1,000 jobs",Location quotient,"Annual wage, 10th percentile (USD)","Annual wage, 25th percentile (USD)","Annual wage, median (USD)","Annual wage, 75th percentile (USD)","Annual wage, 90th percentile (USD)"',
    );
    expect(lines[2]).toBe("43-2021,CA,California,900,0.05,2.4,,,,,");
  });

  it("writes every area with its 'City, ST' name, kind, price level and adjusted median (Austin, TX as BLS and BEA give it)", () => {
    const csv = occupationCsv(seedOccupation("15-1252"), "areas", places);
    expect(csv.split("\r\n")[0]).toContain(
      "BEA Regional Price Parity (US = 100),Median adjusted for local prices (USD)",
    );
    expect(csv).toContain(
      '\r\n15-1252,12420,"Austin, TX",metro,31960,2.28,96110,104000,134120,168730,209890,98.066,136765\r\n',
    );
    expect(csv).toMatch(/\r\n15-1252,4800005,Border Region of Texas nonmetropolitan area,nonmetro,[^\r]*,,\r\n/);
  });
});

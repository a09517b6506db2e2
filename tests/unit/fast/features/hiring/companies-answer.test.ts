// /hiring's company list leads with an answer computed from the rows it shows.

import { describe, expect, it } from "vitest";
import type { Company } from "~/domain/entities.ts";
import { exploreCompanies } from "~/domain/explore.ts";
import { boardPeriods, companiesAnswer, daysInWords } from "~/features/hiring/companies-answer.ts";
import { readSeed, seedData } from "../../../../helpers/seed.ts";

const periods = { greenhouse: "2026-08-01/2026-08-22", ashby: "2025-10-25" };
const company = (name: string, openings: number, source?: Company["source"]) =>
  ({
    id: name,
    name,
    industry: "Software",
    location: "Austin, TX",
    openings,
    ...(source ? { source } : {}),
  }) as Company;

describe("the hiring list's answer", () => {
  it("names the leader, its postings in words, its job board and when that board was read", () => {
    const rows = [company("SpaceX", 2167, "greenhouse"), company("Carvana", 1731, "greenhouse")];
    expect(companiesAnswer(rows, 1073, periods)).toBe(
      "Of the 1,073 companies listed, SpaceX advertises the most jobs: 2,167 open US postings on its Greenhouse job board, counted August 1–22, 2026.",
    );
    expect(companiesAnswer([company("Ramp", 40, "ashby")], 5, periods)).toBe(
      "Of the 5 companies listed, Ramp advertises the most jobs: 40 open US postings on its Ashby job board, counted October 25, 2025.",
    );
  });

  it("writes a reading period in words, the year once where both ends share it", () => {
    expect(daysInWords("2025-10-25")).toBe("October 25, 2025");
    expect(daysInWords("2026-08-01/2026-08-22")).toBe("August 1–22, 2026");
    expect(daysInWords("2026-07-30/2026-08-22")).toBe("July 30 – August 22, 2026");
    expect(daysInWords("2025-10-25/2026-08-22")).toBe("October 25, 2025 – August 22, 2026");
  });

  it("is singular-safe: one company listed, one posting", () => {
    expect(companiesAnswer([company("Acme", 1, "greenhouse")], 1, periods)).toBe(
      "Acme is the only company listed: 1 open US posting on its Greenhouse job board, counted August 1–22, 2026.",
    );
  });

  it("names every leader of a tie, their boards' periods merged, and counts a larger tie", () => {
    const tie = [company("A", 12, "greenhouse"), company("B", 12, "ashby"), company("C", 3, "ashby")];
    expect(companiesAnswer(tie, 3, periods)).toBe(
      "Of the 3 companies listed, A and B advertise the most jobs: 12 open US postings each on their job boards, counted October 25, 2025 – August 22, 2026.",
    );
    const many = ["A", "B", "C", "D"].map((n) => company(n, 2, "greenhouse"));
    expect(companiesAnswer(many, 9, periods)).toBe(
      "Of the 9 companies listed, 4 companies tie for the most jobs advertised: 2 open US postings each on their job boards, counted August 1–22, 2026.",
    );
  });

  it("leads with the most postings whatever the rows' order, leaves out a period it does not know, and says nothing without postings", () => {
    const answer = companiesAnswer([company("Small", 5), company("Big", 50)], 2, {});
    expect(answer).toBe(
      "Of the 2 companies listed, Big advertises the most jobs: 50 open US postings on its job board.",
    );
    expect(companiesAnswer([], 0, periods)).toBe(undefined);
    expect(companiesAnswer([company("None", 0, "greenhouse")], 1, periods)).toBe(undefined);
  });

  it("reads the seed: the first company listed leads, with its board's own period", () => {
    const file = readSeed("companies");
    const listed = exploreCompanies(seedData("companies"), {});
    const top = listed[0]!;
    const own = boardPeriods(file.sources);
    expect(Object.keys(own).sort()).toEqual(["ashby", "greenhouse"]);
    const answer = companiesAnswer(listed.slice(0, 24), listed.length, own);
    expect(answer).toContain(
      `${top.name} advertises the most jobs: ${top.openings.toLocaleString("en-US")} open US postings`,
    );
    expect(answer).toContain(`Of the ${listed.length.toLocaleString("en-US")} companies listed`);
  });
});

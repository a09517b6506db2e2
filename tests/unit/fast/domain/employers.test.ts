import { describe, expect, it } from "vitest";
import { canonicalEmployerName, foldEmployerName } from "~/domain/employers.ts";
import type { Layoff } from "~/domain/entities.ts";
import { summarizeLayoffs } from "~/domain/layoffs.ts";

describe("employer names", () => {
  it("fold case, punctuation and spacing", () => {
    expect(foldEmployerName("WELLS  FARGO, N.A.")).toBe("wells fargo n a");
    expect(foldEmployerName("Bath & Body Works")).toBe("bath and body works");
  });

  it("read the spellings of one employer's sites as one employer", () => {
    const spellings = [
      "Amazon",
      "Amazon (SJC11 Facility)",
      "Amazon - MAB1",
      "Amazon LAX10",
      "Amazon LAX 35",
      "Amazon - SAN 13",
      "Amazon-ATL5",
      "Amazon MAK7 Facility",
      "AMAZON, INC.",
    ];
    expect(new Set(spellings.map(canonicalEmployerName))).toEqual(new Set(["amazon"]));
  });

  it("set aside legal forms, trade names, sites and store numbers, but keep what names the employer", () => {
    expect(canonicalEmployerName("Wells Fargo Bank, N.A.")).toBe("wells fargo bank");
    expect(canonicalEmployerName("Ford Motor Co. - Flat Rock")).toBe("ford motor");
    expect(canonicalEmployerName("KMART - STORE #3671")).toBe("kmart");
    expect(canonicalEmployerName("Kmart Store 3671")).toBe("kmart");
    expect(canonicalEmployerName("Monitronics International, Inc., d/b/a Brinks Home")).toBe(
      "monitronics international",
    );
    expect(canonicalEmployerName("ABM General Services, Inc. at FAT 1 Amazon")).toBe("abm general services");
    expect(canonicalEmployerName("The Boeing Company")).toBe("boeing");
    expect(canonicalEmployerName("3M Company")).toBe("3m");
    expect(canonicalEmployerName("Amazon Fresh")).not.toBe(canonicalEmployerName("Amazon"));
  });

  it("never give an empty key", () => {
    expect(canonicalEmployerName("Inc.")).toBe("inc");
    expect(canonicalEmployerName("(Confidential)")).toBe("confidential");
  });
});

describe("the layoffs summary", () => {
  const notice = (companyName: string): Layoff => ({
    id: companyName,
    companyName,
    industry: "Retail Trade",
    location: "Austin, TX",
    layoffDate: "2026-07-01",
    employeesLaidOff: 60,
    status: "completed",
    companySize: "Small (under 100 affected)",
  });

  it("counts an employer's differently spelled notices as one employer", () => {
    const summary = summarizeLayoffs(
      [notice("Amazon (SJC11)"), notice("Amazon - MAB1"), notice("Amazon.com, Inc."), notice("Target Corporation")],
      "2026-08",
    );
    expect(summary.notices).toBe(4);
    expect(summary.companies).toBe(2);
  });
});

/**
 * The occupation and place inputs of the fixture dataset: two metro areas (Austin, TX with a price level;
 * Allentown, PA-NJ without one) and a nonmetro area, the Census delineation of those CBSAs plus a micropolitan one,
 * and O*NET profiles where Registered Nurses are rated and Software Developers are not (as in O*NET 29.3).
 */

import type { Inputs } from "~/pipeline/load-inputs.ts";
import type { AreaEstimate, OewsArea } from "~/pipeline/readers/oews-areas.ts";

type Fixture = Pick<Inputs, "oewsAreas" | "cbsa" | "onetDetails">;

const none: AreaEstimate = {
  employment: null,
  locationQuotient: null,
  p10: null,
  p25: null,
  median: null,
  p75: null,
  p90: null,
};
const est = (employment: number | null, median: number | null, lq: number | null = 1): AreaEstimate => ({
  employment,
  locationQuotient: lq,
  p10: median === null ? null : median - 40000,
  p25: median === null ? null : median - 20000,
  median,
  p75: median === null ? null : median + 20000,
  p90: median === null ? null : median + 60000,
});

const area = (o: Omit<OewsArea, "occupations">, rows: Record<string, AreaEstimate>): OewsArea => ({
  ...o,
  occupations: new Map(Object.entries(rows).filter(([, e]) => e !== none)),
});

const rating = (elementId: string, name: string, importance: number, level: number | undefined) => ({
  elementId,
  name,
  importance,
  level,
});

export function occupationFixtures(): Fixture {
  return {
    oewsAreas: {
      files: [
        "bls_oews/metros_may2025/10900.json",
        "bls_oews/metros_may2025/12420.json",
        "bls_oews/metros_may2025/4800005.json",
      ],
      release: "May 2025",
      rppYear: "2024",
      areas: [
        area(
          { code: "10900", name: "Allentown-Bethlehem-Easton, PA-NJ", kind: "metro", states: ["PA", "NJ"], rpp: null },
          { "15-1252": est(900, 120000, 0.4), "29-1141": est(8000, 90000), "43-6014": est(6000, 45000) },
        ),
        area(
          { code: "12420", name: "Austin-Round Rock-San Marcos, TX", kind: "metro", states: ["TX"], rpp: 98.066 },
          {
            "15-1252": {
              employment: 31960,
              locationQuotient: 2.28,
              p10: 96110,
              p25: 104000,
              median: 134120,
              p75: 168730,
              p90: 209890,
            },
            "29-1141": est(17000, 95000, 0.9),
            "43-6014": est(12000, 46000),
          },
        ),
        area(
          {
            code: "4800005",
            name: "Border Region of Texas nonmetropolitan area",
            kind: "nonmetro",
            states: ["TX"],
            rpp: null,
          },
          { "15-1252": est(40, null, 0.05), "29-1141": est(null, 88000, null), "43-6014": none },
        ),
      ],
    },
    cbsa: {
      files: ["census_cbsa/list1_2023.xlsx", "census_cbsa/list2_2023.xlsx"],
      cbsas: new Map([
        [
          "10100",
          {
            code: "10100",
            title: "Aberdeen, SD",
            kind: "micro",
            counties: ["46013"],
            countyRows: [{ fips: "46013", name: "Brown County", usps: "SD", central: true }],
            principalCities: [{ name: "Aberdeen", usps: "SD" }],
          },
        ],
        [
          "10900",
          {
            code: "10900",
            title: "Allentown-Bethlehem-Easton, PA-NJ",
            kind: "metro",
            counties: ["42095", "34041", "42077", "42025"],
            countyRows: [
              { fips: "42095", name: "Northampton County", usps: "PA", central: true },
              { fips: "34041", name: "Warren County", usps: "NJ", central: false },
              { fips: "42077", name: "Lehigh County", usps: "PA", central: true },
              { fips: "42025", name: "Carbon County", usps: "PA", central: false },
            ],
            principalCities: [
              { name: "Allentown", usps: "PA" },
              { name: "Bethlehem", usps: "PA" },
              { name: "Easton", usps: "PA" },
            ],
          },
        ],
        [
          "12420",
          {
            code: "12420",
            title: "Austin-Round Rock-San Marcos, TX",
            kind: "metro",
            counties: ["48021", "48055", "48209", "48453", "48491"],
            countyRows: [
              { fips: "48021", name: "Bastrop County", usps: "TX", central: false },
              { fips: "48055", name: "Caldwell County", usps: "TX", central: false },
              { fips: "48209", name: "Hays County", usps: "TX", central: true },
              { fips: "48453", name: "Travis County", usps: "TX", central: true },
              { fips: "48491", name: "Williamson County", usps: "TX", central: true },
            ],
            principalCities: [
              { name: "Austin", usps: "TX" },
              { name: "Round Rock", usps: "TX" },
            ],
          },
        ],
      ]),
    },
    onetDetails: {
      occupations: [
        { code: "15-1252.00", title: "Software Developers", description: "Research, design, and develop software." },
        { code: "15-1299.08", title: "Computer Systems Engineers/Architects", description: "Design computer systems." },
        { code: "29-1141.00", title: "Registered Nurses", description: "Assess patient health problems and needs." },
        { code: "29-1141.01", title: "Acute Care Nurses", description: "Provide advanced nursing care." },
        {
          code: "43-6014.00",
          title: "Secretaries and Administrative Assistants",
          description: "Perform routine clerical duties.",
        },
      ],
      related: [
        {
          code: "15-1252.00",
          relatedCode: "15-1299.08",
          relatedTitle: "Computer Systems Engineers/Architects",
          tier: "Primary-Short",
          index: 1,
        },
        {
          code: "15-1252.00",
          relatedCode: "43-6014.00",
          relatedTitle: "Secretaries and Administrative Assistants",
          tier: "Primary-Long",
          index: 3,
        },
        {
          code: "15-1252.00",
          relatedCode: "29-1141.00",
          relatedTitle: "Registered Nurses",
          tier: "Supplemental",
          index: 2,
        },
        {
          code: "29-1141.00",
          relatedCode: "29-1141.01",
          relatedTitle: "Acute Care Nurses",
          tier: "Primary-Short",
          index: 1,
        },
        {
          code: "29-1141.00",
          relatedCode: "43-6014.00",
          relatedTitle: "Secretaries and Administrative Assistants",
          tier: "Primary-Short",
          index: 2,
        },
      ],
      tasks: [
        { code: "15-1252.00", task: "Analyze user needs and software requirements.", type: "Core" },
        { code: "15-1252.00", task: "Supervise the work of programmers.", type: "Supplemental" },
        { code: "29-1141.00", task: "Monitor patients' condition.", type: "Core" },
        { code: "29-1141.01", task: "Manage acute care patients.", type: "Core" },
      ],
      reportedTitles: [
        { code: "15-1252.00", title: "Software Engineer" },
        { code: "15-1252.00", title: "Application Developer" },
        { code: "29-1141.00", title: "Registered Nurse (RN)" },
        { code: "29-1141.01", title: "ICU Nurse" },
      ],
      alternateTitles: [
        { code: "15-1252.00", title: "Coder" },
        { code: "15-1252.00", title: "software engineer" },
        { code: "29-1141.00", title: "Nurse" },
      ],
      skills: new Map([
        [
          "29-1141.00",
          [
            rating("2.A.1.b", "Active Listening", 4, 4.12),
            rating("2.B.1.e", "Service Orientation", 4.12, 4.5),
            rating("2.A.2.a", "Critical Thinking", 4, undefined),
          ],
        ],
        ["29-1141.01", [rating("2.B.4.e", "Judgment and Decision Making", 4.5, 5)]],
        ["43-6014.00", [rating("2.A.1.a", "Reading Comprehension", 3.5, 3.4)]],
      ]),
      knowledge: new Map([
        [
          "29-1141.00",
          [
            rating("2.C.8.a", "Medicine and Dentistry", 4.3, 5.1),
            rating("2.C.1.e", "Customer and Personal Service", 4.2, 5),
          ],
        ],
        ["43-6014.00", [rating("2.C.1.b", "Administrative", 4.1, 4)]],
      ]),
      ete: new Map([
        [
          "29-1141.00",
          [
            { scale: "RL", category: 6, percent: 60.5 },
            { scale: "RL", category: 3, percent: 39.5 },
            { scale: "RL", category: 2, percent: 0 },
            { scale: "RW", category: 1, percent: 100 },
          ],
        ],
      ]),
      eteCategories: new Map([
        ["RL 2", "High School Diploma"],
        ["RL 3", "Post-Secondary Certificate"],
        ["RL 6", "Bachelor's Degree"],
        ["RW 1", "None"],
      ]),
    },
  };
}

/**
 * A small, complete set of pipeline inputs built in memory, so that every builder (and the whole build)
 * can be tested without the raw snapshot. Values are made up for the tests and chosen to make results easy to check.
 */
import { US_STATES } from "~/domain/geography.ts";
import { addMonths } from "~/domain/periods.ts";
import type { Inputs } from "~/pipeline/load-inputs.ts";
import type { JobBoard } from "~/pipeline/readers/job-boards.ts";
import type { StateOccupation } from "~/pipeline/readers/oews.ts";
import type { WarnNotice } from "~/pipeline/readers/warn.ts";
import type { MonthlyPoint, MonthlySeries } from "~/pipeline/series.ts";
import { occupationFixtures } from "./fixture-occupations.ts";
import { outlookFixture } from "./fixture-outlook.ts";

export function series(id: string, start: string, values: readonly number[], preliminaryLast = false): MonthlySeries {
  const points: MonthlyPoint[] = values.map((value, i) => ({
    month: addMonths(start, i),
    value,
    ...(preliminaryLast && i === values.length - 1 ? { preliminary: true } : {}),
  }));
  return { id, name: id, points };
}

/** Payroll (thousands) for state number `s`: 16 months from 2025-01; California grows fastest in jobs. */
export function payroll(s: number, code: string): number[] {
  const base = code === "CA" ? 18000 : 1000 + 10 * s;
  const step = code === "CA" ? 20 : s % 3 === 0 ? 1 : s % 3 === 1 ? -1 : 0;
  return Array.from({ length: 16 }, (_, i) => base + step * i);
}

export function warnNotice(overrides: Partial<WarnNotice>): WarnNotice {
  return {
    file: "warn_notices/states/tx.csv",
    line: 2,
    state: "TX",
    employer: "Acme",
    city: "Austin",
    county: undefined,
    naics: undefined,
    noticeDate: "2026-07-01",
    effectiveDate: undefined,
    employees: 10,
    layoffType: "unknown",
    temporary: undefined,
    sourceUrl: "https://www.twc.texas.gov/data-reports/warn-notice",
    key: "0000000000aaaaaaaa",
    amendment: false,
    employerKey: undefined,
    filedLocation: undefined,
    lastSeen: "2026-08-01",
    ...overrides,
  };
}

const board = (partial: Partial<JobBoard> & Pick<JobBoard, "source" | "token" | "postings">): JobBoard => ({
  file: `${partial.source}/${partial.token}.json`,
  companyName: undefined,
  fetchedAt: undefined,
  ...partial,
});

/** A state's estimates of one occupation: employment only (the rest not published), as the builders of states need. */
export function stateRow(code: string, employment: number | undefined): StateOccupation {
  const none = undefined;
  return {
    code,
    employment,
    jobsPer1000: none,
    locationQuotient: none,
    p10: none,
    p25: none,
    median: none,
    p75: none,
    p90: none,
  };
}

export function fixtureInputs(): Inputs {
  const stateEmployment = new Map(
    US_STATES.map((s, i) => [s.code, series(`SMS${s.fips}000000000000001`, "2025-01", payroll(i, s.code))] as const),
  );
  const sectors = ["Information", "Education and health services", "Financial activities", "Manufacturing"];
  const industryEmployment = new Map(
    sectors.map(
      (sector, i) =>
        [
          sector,
          series(
            `CES-${i}`,
            "2024-01",
            Array.from({ length: 29 }, (_, m) => 1000 * (i + 1) + m),
          ),
        ] as const,
    ),
  );
  industryEmployment.set(
    "Total nonfarm",
    series(
      "CES0000000001",
      "2024-01",
      Array.from({ length: 29 }, () => 159000),
    ),
  );

  const warnNotices: WarnNotice[] = [
    warnNotice({
      state: "NJ",
      employer: "Verizon",
      city: "Basking Ridge",
      naics: "517111",
      noticeDate: "2026-07-10",
      effectiveDate: "2026-09-30",
      employees: 282,
      layoffType: "mass_layoff",
      temporary: false,
      key: "aaaaaaaaaa1111",
      lastSeen: "2026-08-06",
    }),
    warnNotice({
      state: "CA",
      employer: "Big Plant",
      city: "Fresno",
      noticeDate: "2026-07-15",
      effectiveDate: "2026-07-20",
      employees: 600,
      layoffType: "closure",
      key: "bbbbbbbbbb2222",
    }),
    warnNotice({
      state: "GA",
      employer: "Mill",
      city: undefined,
      county: "Spalding County",
      noticeDate: undefined,
      effectiveDate: "2024-03-29",
      employees: 180,
      key: "cccccccccc3333",
    }),
    warnNotice({ state: "TX", employer: "Future Co", noticeDate: "2026-08-20", employees: 50, key: "dddddddddd4444" }),
    warnNotice({
      state: "NY",
      employer: "No Count",
      noticeDate: "2026-06-01",
      employees: undefined,
      key: "eeeeeeeeee5555",
    }),
    warnNotice({
      state: "TX",
      employer: "Soon Co",
      city: undefined,
      noticeDate: "2026-07-01",
      employees: 75,
      temporary: true,
      key: "aaaaaaaaaa6666",
    }),
  ];

  return {
    joltsNational: {
      retrieved: "2026-08-21",
      series: new Map([
        ["JTS000000000000000JOL", series("JTS000000000000000JOL", "2026-04", [7585, 7537, 7359], true)],
        ["JTS000000000000000HIR", series("JTS000000000000000HIR", "2026-05", [3.3, 3.4])],
        ["JTS000000000000000QUR", series("JTS000000000000000QUR", "2026-05", [2, 2])],
        ["JTS000000000000000LDR", series("JTS000000000000000LDR", "2026-05", [1.1, 1.1])],
      ]),
    },
    joltsLevels: {
      retrieved: "2026-07-01",
      series: new Map([
        ["JTS000000000000000JOL", series("JTS000000000000000JOL", "2026-04", [7585, 7594], true)],
        ["JTS000000000000000HIL", series("JTS000000000000000HIL", "2026-04", [5100, 5170], true)],
      ]),
    },
    joltsIndustries: {
      retrieved: "2026-07-01",
      industries: [
        {
          code: "510000",
          name: "Information",
          layoffsLevel: series(
            "L",
            "2024-12",
            Array.from({ length: 13 }, (_, i) => (i === 12 ? 42 : 35)),
          ),
          layoffsRate: series(
            "R",
            "2024-12",
            Array.from({ length: 13 }, (_, i) => (i === 12 ? 1.5 : 1.2)),
          ),
        },
      ],
    },
    unemploymentRate: series("LNS14000000", "2026-06", [4.2, 4.1]),
    ...outlookFixture(),
    stateUnemployment: {
      month: "2026-07",
      retrieved: "2026-08-21",
      states: new Map(
        US_STATES.map(
          (s, i) => [s.code, { code: s.code, rate: 3 + (i % 10) / 10, rateYearAgo: 3 + ((i + 1) % 10) / 10 }] as const,
        ),
      ),
    },
    stateEmployment,
    industryEmployment,
    industryHires: {
      vintage: "as published in the fixture",
      // Information and Manufacturing through 2025-12; health care a month longer (the window ends at the shortest).
      series: new Map([
        [
          "Information",
          series(
            "JTS510000000000000HIL",
            "2024-01",
            Array.from({ length: 24 }, (_, m) => 80 + m),
          ),
        ],
        [
          "Manufacturing",
          series(
            "JTS300000000000000HIL",
            "2024-01",
            Array.from({ length: 24 }, (_, m) => 300 - m),
          ),
        ],
        [
          "Health care and social assistance",
          series(
            "JTS620000000000000HIL",
            "2024-01",
            Array.from({ length: 25 }, (_, m) => 700 + m),
          ),
        ],
      ]),
    },
    fredNational: {
      via: "FRED",
      retrieved: "2026-08-22",
      series: new Map([
        ["PAYEMS", series("PAYEMS", "2026-01", [158592, 158600, 158700, 158800, 158850, 158881, 158858])],
        ["UNRATE", series("UNRATE", "2026-01", [4.3, 4.3, 4.3, 4.3, 4.3, 4.2, 4.1])],
      ]),
    },
    oewsNational: {
      month: "2025-05",
      occupations: [
        {
          code: "00-0000",
          title: "All Occupations",
          group: "total",
          employment: 1000,
          meanWage: 60000,
          medianWage: 50000,
          p10: undefined,
          p25: undefined,
          p75: undefined,
          p90: undefined,
          hourlyOnly: false,
        },
        {
          code: "15-0000",
          title: "Computer and Mathematical Occupations",
          group: "major",
          employment: 200,
          meanWage: 120000,
          medianWage: 110000,
          p10: undefined,
          p25: undefined,
          p75: undefined,
          p90: undefined,
          hourlyOnly: false,
        },
        {
          code: "15-1252",
          title: "Software Developers",
          group: "detailed",
          employment: 200,
          meanWage: 148100,
          medianWage: 135980,
          p10: undefined,
          p25: undefined,
          p75: undefined,
          p90: undefined,
          hourlyOnly: false,
        },
        {
          code: "27-0000",
          title: "Arts, Design, Entertainment, Sports, and Media Occupations",
          group: "major",
          employment: 10,
          meanWage: undefined,
          medianWage: undefined,
          p10: undefined,
          p25: undefined,
          p75: undefined,
          p90: undefined,
          hourlyOnly: false,
        },
        {
          code: "27-2011",
          title: "Actors",
          group: "detailed",
          employment: 10,
          meanWage: undefined,
          medianWage: undefined,
          p10: undefined,
          p25: undefined,
          p75: undefined,
          p90: undefined,
          hourlyOnly: true,
        },
        {
          code: "29-0000",
          title: "Healthcare Practitioners and Technical Occupations",
          group: "major",
          employment: 300,
          meanWage: 100000,
          medianWage: 90000,
          p10: undefined,
          p25: undefined,
          p75: undefined,
          p90: undefined,
          hourlyOnly: false,
        },
        {
          code: "29-1141",
          title: "Registered Nurses",
          group: "detailed",
          employment: 300,
          meanWage: 98000,
          medianWage: 93000,
          p10: undefined,
          p25: undefined,
          p75: undefined,
          p90: undefined,
          hourlyOnly: false,
        },
        {
          code: "43-0000",
          title: "Office and Administrative Support Occupations",
          group: "major",
          employment: 490,
          meanWage: 50000,
          medianWage: 45000,
          p10: undefined,
          p25: undefined,
          p75: undefined,
          p90: undefined,
          hourlyOnly: false,
        },
        {
          code: "43-6014",
          title: "Secretaries and Administrative Assistants",
          group: "detailed",
          employment: 490,
          meanWage: 47000,
          medianWage: 44000,
          p10: undefined,
          p25: undefined,
          p75: undefined,
          p90: undefined,
          hourlyOnly: false,
        },
      ],
    },
    oewsStates: {
      files: US_STATES.map((s) => `bls_oews/laborcompare_oews_2025_states/${s.fips}.json`),
      states: new Map(
        US_STATES.map(
          (s, i) =>
            [
              s.code,
              [
                stateRow("15-1252", s.code === "CA" ? 1000 : 10 + i),
                stateRow("29-1141", 200),
                stateRow("43-6014", s.code === "CA" ? undefined : 300),
              ],
            ] as const,
        ),
      ),
    },
    projections: [
      {
        code: "15-1252",
        title: "Software developers",
        type: "Line item",
        employment: 1700,
        employment2034: 1800,
        changePercent: 15.8,
        openings: 115.2,
        education: "Bachelor's degree",
        experience: "None",
        training: undefined,
      },
      {
        code: "27-2011",
        title: "Actors",
        type: "Line item",
        employment: 70,
        employment2034: 170,
        changePercent: 2,
        openings: 8,
        education: "Some college",
        experience: "None",
        training: undefined,
      },
      {
        code: "29-1141",
        title: "Registered nurses",
        type: "Line item",
        employment: 3300,
        employment2034: 3400,
        changePercent: 5,
        openings: 190,
        education: "Bachelor's degree",
        experience: "None",
        training: undefined,
      },
      {
        code: "43-6014",
        title: "Secretaries",
        type: "Line item",
        employment: 2000,
        employment2034: 2100,
        changePercent: -1.5,
        openings: 250.4,
        education: "High school diploma or equivalent",
        experience: "Less than 5 years",
        training: undefined,
      },
      {
        code: "15-0000",
        title: "Computer occupations",
        type: "Summary",
        employment: 5000,
        employment2034: 5100,
        changePercent: 10,
        openings: 400,
        education: undefined,
        experience: undefined,
        training: undefined,
      },
    ],
    technologySkills: [
      {
        onetCode: "15-1252.00",
        soc: "15-1252",
        example: "Python",
        commodityTitle: "Object oriented development software",
        hot: true,
        inDemand: true,
      },
      {
        onetCode: "15-1252.00",
        soc: "15-1252",
        example: "Structured query language SQL",
        commodityTitle: "Development environment software",
        hot: true,
        inDemand: false,
      },
      {
        onetCode: "15-1252.00",
        soc: "15-1252",
        example: "Microsoft Excel",
        commodityTitle: "Spreadsheet software",
        hot: true,
        inDemand: false,
      },
      {
        onetCode: "15-1252.00",
        soc: "15-1252",
        example: "Notepad",
        commodityTitle: "Text editor software",
        hot: false,
        inDemand: false,
      },
      {
        onetCode: "29-1141.00",
        soc: "29-1141",
        example: "Epic Systems",
        commodityTitle: "Medical software",
        hot: true,
        inDemand: false,
      },
      {
        onetCode: "29-1141.01",
        soc: "29-1141",
        example: "Microsoft Excel",
        commodityTitle: "Spreadsheet software",
        hot: true,
        inDemand: true,
      },
      {
        onetCode: "43-6014.00",
        soc: "43-6014",
        example: "Microsoft Excel",
        commodityTitle: "Spreadsheet software",
        hot: true,
        inDemand: true,
      },
      { onetCode: "99-9999.00", soc: "99-9999", example: "Orphan", commodityTitle: "Other", hot: true, inDemand: true },
    ],
    jobZones: [
      { onetCode: "29-1141.01", soc: "29-1141", zone: 4 },
      { onetCode: "15-1252.00", soc: "15-1252", zone: 4 },
      { onetCode: "29-1141.00", soc: "29-1141", zone: 3 },
      { onetCode: "43-6014.00", soc: "43-6014", zone: 2 },
    ],
    onetVersion: { version: "O*NET 29.3 Database", release: "May 2025 Release", month: "2025-05" },
    teleworkability: new Map([
      ["15-1132", { title: "Software Developers, Applications", share: 1 }],
      ["15-1133", { title: "Software Developers, Systems Software", share: 0.5 }],
      ["29-1141", { title: "Registered Nurses", share: 0 }],
      ["43-6013", { title: "Secretaries and Administrative Assistants", share: 0.4 }],
    ]),
    warn: { files: ["warn_notices/states/ca.csv"], notices: warnNotices },
    greenhouse: {
      files: [
        "job_listings/greenhouse_tech-jobs-hub/boards/acme.json",
        "job_listings/greenhouse_tech-jobs-hub/boards/beta.json",
      ],
      boards: [
        board({
          source: "greenhouse",
          token: "acme",
          companyName: "Acme",
          linkDomains: ["acme.com"],
          fetchedAt: "2026-08-22T03:45:22.899048",
          postings: [
            { id: "1", title: "Engineer", places: ["New York, NY"], category: undefined, published: "2026-07-01" },
            {
              id: "2",
              title: "Engineer II",
              places: ["New York, NY", "San Francisco, CA"],
              category: undefined,
              published: "2026-07-02",
            },
            { id: "3", title: "Designer", places: ["San Francisco, CA"], category: undefined, published: "2026-07-03" },
          ],
        }),
        board({
          source: "greenhouse",
          token: "beta",
          companyName: "Beta",
          fetchedAt: "2026-08-20T01:00:00",
          postings: [{ id: "4", title: "Remote Analyst", places: [], category: undefined, published: "2026-06-01" }],
        }),
      ],
    },
    greenhouseCompanies: new Map([
      [
        "acme",
        {
          name: "Acme Inc",
          websiteDomain: "acme.com",
          industry: "Information Technology",
          headquarters: "New York, NY",
        },
      ],
      // Another firm of the same name: no shared domain ties it to the "beta" board.
      ["beta", { name: "Beta LLC", websiteDomain: "beta.example", industry: "Retail", headquarters: "Austin, TX" }],
    ]),
    ashby: {
      files: ["job_listings/ashby_stapply/boards/ramp.json"],
      boards: [
        board({
          source: "ashby",
          token: "ramp",
          postings: [
            { id: "a", title: "PM", places: ["New York, NY"], category: "Product", published: "2025-10-25" },
            { id: "b", title: "SWE", places: ["New York, NY"], category: "Engineering", published: "2025-09-01" },
          ],
        }),
      ],
    },
    muse: [
      {
        id: "7",
        title: "Nurse",
        company: "Clinic",
        places: ["Lockhart, TX"],
        category: "Healthcare",
        published: "2026-03-07",
      },
    ],
    usajobs: {
      generated_at: "2026-03-02T03:04:09.887586",
      date_range: {
        previous_year: { year: 2024, start: "2024-02-01", end: "2024-12-31" },
        current_year: { year: 2025, start: "2025-02-01", end: "2025-12-31" },
      },
      totals: { previous_year: 331251, current_year: 143759, percentage: 43.4 },
    },
    indeedNational: [
      { date: "2025-08-14", value: 104.8 },
      { date: "2026-08-14", value: 101.8 },
    ],
    indeedStates: {
      first: "2020-02-01",
      date: "2026-08-14",
      states: new Map(US_STATES.map((s) => [s.code, 100] as const)),
    },
    releases: [
      { publication: "ces", month: "2026-01", released: "2026-02-11" },
      { publication: "sae", month: "2025-12", released: "2026-01-27" },
      { publication: "qcew", month: "2025-06", released: "2025-12-19" },
    ],
    ...occupationFixtures(),
  };
}

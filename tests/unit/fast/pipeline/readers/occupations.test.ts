import { describe, expect, it } from "vitest";
import { oewsReferenceMonth, readOewsNational, readOewsStates } from "~/pipeline/readers/oews.ts";
import { readJobZones, readOnetVersion, readTechnologySkills } from "~/pipeline/readers/onet.ts";
import { EP_SHEET, readProjections } from "~/pipeline/readers/projections.ts";
import { readTeleworkability, TELEWORK_FILE } from "~/pipeline/readers/telework.ts";
import { makeRoot, tsv, writeWorkbook } from "../helpers.ts";

const OEWS_HEADER = [
  "AREA",
  "OCC_CODE",
  "OCC_TITLE",
  "O_GROUP",
  "TOT_EMP",
  "A_MEAN",
  "A_MEDIAN",
  "A_PCT10",
  "A_PCT25",
  "A_PCT75",
  "A_PCT90",
  "H_MEDIAN",
];

describe("OEWS national workbook", () => {
  it("reads occupations and wage percentiles, with '*' wages as missing and hourly-only wages marked", async () => {
    const root = makeRoot();
    await writeWorkbook(root, "bls_oews/national_M2025_dl.xlsx", {
      national_M2025_dl: [
        OEWS_HEADER,
        ["99", "00-0000", "All Occupations", "total", 155495730, 69770, 50980, 1, 2, 3, 4, 24.51],
        [
          "99",
          "15-1252",
          "Software Developers",
          "detailed",
          1687890,
          148100,
          135980,
          81770,
          104040,
          172020,
          212280,
          65.37,
        ],
        ["99", "27-2011", "Actors", "detailed", 51000, "*", "*", "*", "*", "*", "*", 25.01],
        ["99", "39-9999", "Nobody", "detailed", 10, "*", "*", "*", "*", "*", "*", "*"],
      ],
      "Field Descriptions": [["x"]],
    });
    const oews = await readOewsNational(root);
    expect(oews.month).toBe("2025-05");
    expect(oews.occupations[1]).toEqual({
      code: "15-1252",
      title: "Software Developers",
      group: "detailed",
      employment: 1687890,
      meanWage: 148100,
      medianWage: 135980,
      p10: 81770,
      p25: 104040,
      p75: 172020,
      p90: 212280,
      hourlyOnly: false,
    });
    expect(oews.occupations[2]).toMatchObject({
      meanWage: undefined,
      p10: undefined,
      p90: undefined,
      hourlyOnly: true,
    });
    expect(oews.occupations[3]?.hourlyOnly).toBe(false);
  });

  it("names the sheet row of a bad value", async () => {
    const root = makeRoot();
    await writeWorkbook(root, "bls_oews/national_M2025_dl.xlsx", {
      s: [OEWS_HEADER, ["99", "15-1252", "Software Developers", "detailed", "many", 1, 1, 1, 1, 1, 1, 1]],
    });
    await expect(readOewsNational(root)).rejects.toThrow(
      'bls_oews/national_M2025_dl.xlsx:2: column "TOT_EMP" is not a number: "many"',
    );
  });

  it("derives the reference month from the file name", () => {
    expect(oewsReferenceMonth("bls_oews/national_M2024_dl.xlsx")).toBe("2024-05");
    expect(() => oewsReferenceMonth("national.xlsx")).toThrow(/cannot tell the OEWS year/);
  });
});

describe("OEWS state files", () => {
  it("reads employment, concentration and wages per state code, keeping suppressed values as undefined", () => {
    const root = makeRoot({
      "bls_oews/laborcompare_oews_2025_states/06.json": JSON.stringify({
        fips: "06",
        name: "California",
        count: 2,
        occupations: {
          "17-2041": { title: "Chemical Engineers", j1k: 0.12 },
          "15-1252": {
            title: "Software Developers",
            emp: 200000,
            avg: 190000,
            med: 180000,
            p10: 100000,
            p25: 140000,
            p75: 220000,
            p90: 260000,
            j1k: 11.6,
            lq: 1.4,
          },
        },
      }),
    });
    const { files, states } = readOewsStates(root);
    expect(files).toEqual(["bls_oews/laborcompare_oews_2025_states/06.json"]);
    expect(states.get("CA")).toEqual([
      {
        code: "15-1252",
        employment: 200000,
        jobsPer1000: 11.6,
        locationQuotient: 1.4,
        p10: 100000,
        p25: 140000,
        median: 180000,
        p75: 220000,
        p90: 260000,
      },
      {
        code: "17-2041",
        employment: undefined,
        jobsPer1000: 0.12,
        locationQuotient: undefined,
        p10: undefined,
        p25: undefined,
        median: undefined,
        p75: undefined,
        p90: undefined,
      },
    ]);
  });
});

describe("Employment Projections workbook", () => {
  const header = [
    "2024 National Employment Matrix title",
    "2024 National Employment Matrix code",
    "Occupation type",
    "Employment, 2024",
    "Employment, 2034",
    "Employment change, percent, 2024–34",
    "Occupational openings, 2024–34 annual average",
    "Median annual wage, dollars, 2024[1]",
    "Typical education needed for entry",
    "Work experience in a related occupation",
    "Typical on-the-job training needed to attain competency in the occupation",
  ];

  it("reads Table 1.2 line items and skips footnotes", async () => {
    const root = makeRoot();
    await writeWorkbook(root, "bls_ep/occupation.xlsx", {
      Index: [["contents"]],
      [EP_SHEET]: [
        ["Table 1.2 Occupational projections"],
        header,
        [
          "  Software developers",
          "15-1252",
          "Line item",
          1700.5,
          1969.2,
          15.8,
          115.2,
          133080,
          "Bachelor's degree",
          "None",
          "None",
        ],
        ["  Legislators", "11-1031", "Line item", 27.7, 28.6, 3.4, 2.2, 44810, "Bachelor's degree", "—", "—"],
        ["Footnotes:"],
      ],
    });
    const rows = await readProjections(root);
    expect(rows).toEqual([
      {
        code: "15-1252",
        title: "Software developers",
        type: "Line item",
        employment: 1700.5,
        employment2034: 1969.2,
        changePercent: 15.8,
        openings: 115.2,
        education: "Bachelor's degree",
        experience: "None",
        training: "None",
      },
      {
        code: "11-1031",
        title: "Legislators",
        type: "Line item",
        employment: 27.7,
        employment2034: 28.6,
        changePercent: 3.4,
        openings: 2.2,
        education: "Bachelor's degree",
        experience: undefined,
        training: undefined,
      },
    ]);
  });

  it("fails when a column is renamed", async () => {
    const root = makeRoot();
    await writeWorkbook(root, "bls_ep/occupation.xlsx", { [EP_SHEET]: [header.slice(0, 3)] });
    await expect(readProjections(root)).rejects.toThrow(/missing required column "Employment, 2024"/);
  });
});

describe("O*NET text files", () => {
  it("reads technology skills with their SOC code and flags", () => {
    const root = makeRoot({
      "onet/Technology Skills.txt": tsv([
        ["O*NET-SOC Code", "Title", "Example", "Commodity Code", "Commodity Title", "Hot Technology", "In Demand"],
        [
          "15-1252.00",
          "Software Developers",
          "Python",
          "43232405",
          "Object or component oriented development software",
          "Y",
          "Y",
        ],
        ["15-1252.00", "Software Developers", 'Say "cheese"', "1", "Other", "N", "N"],
      ]),
    });
    const skills = readTechnologySkills(root);
    expect(skills[0]).toEqual({
      onetCode: "15-1252.00",
      soc: "15-1252",
      example: "Python",
      commodityTitle: "Object or component oriented development software",
      hot: true,
      inDemand: true,
    });
    expect(skills[1]?.example).toBe('Say "cheese"');
  });

  it("names the line of a bad flag or code", () => {
    const header = [
      "O*NET-SOC Code",
      "Title",
      "Example",
      "Commodity Code",
      "Commodity Title",
      "Hot Technology",
      "In Demand",
    ];
    const badFlag = makeRoot({
      "onet/Technology Skills.txt": tsv([header, ["15-1252.00", "T", "X", "1", "C", "maybe", "N"]]),
    });
    expect(() => readTechnologySkills(badFlag)).toThrow(
      'onet/Technology Skills.txt:2: column "Hot Technology" must be Y or N',
    );
    const badCode = makeRoot({ "onet/Technology Skills.txt": tsv([header, ["151252", "T", "X", "1", "C", "Y", "N"]]) });
    expect(() => readTechnologySkills(badCode)).toThrow(/:2: bad O\*NET-SOC code "151252"/);
  });

  it("reads job zones and the database version", () => {
    const root = makeRoot({
      "onet/Job Zones.txt": tsv([
        ["O*NET-SOC Code", "Title", "Job Zone", "Date", "Domain Source"],
        ["15-1252.00", "Software Developers", 4, "08/2023", "Analyst"],
      ]),
      "onet/Read Me.txt": "O*NET 29.3 Database\nMay 2025 Release\n---\n",
    });
    expect(readJobZones(root)).toEqual([{ onetCode: "15-1252.00", soc: "15-1252", zone: 4 }]);
    expect(readOnetVersion(root)).toEqual({
      version: "O*NET 29.3 Database",
      release: "May 2025 Release",
      month: "2025-05",
    });
  });

  it("rejects a job zone outside 1–5", () => {
    const root = makeRoot({
      "onet/Job Zones.txt": tsv([
        ["O*NET-SOC Code", "Title", "Job Zone"],
        ["15-1252.00", "S", 7],
      ]),
    });
    expect(() => readJobZones(root)).toThrow("onet/Job Zones.txt:2: Job Zone must be 1–5, got 7");
  });
});

describe("Dingel–Neiman teleworkability", () => {
  it("reads scores by SOC code", () => {
    const root = makeRoot({
      [TELEWORK_FILE]: "OCC_CODE,OES_TITLE,teleworkable\n11-1011,Chief Executives,1\n29-1069,Physicians,.09\n",
    });
    expect(readTeleworkability(root).get("29-1069")).toEqual({ title: "Physicians", share: 0.09 });
  });

  it("rejects shares outside 0–1", () => {
    const root = makeRoot({ [TELEWORK_FILE]: "OCC_CODE,OES_TITLE,teleworkable\n11-1011,Chief Executives,2\n" });
    expect(() => readTeleworkability(root)).toThrow(/:2: teleworkable must be within 0–1/);
  });
});

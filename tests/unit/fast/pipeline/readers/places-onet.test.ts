import { describe, expect, it } from "vitest";
import { CBSA_FILES, firstPrincipalCity, readCbsaDelineation } from "~/pipeline/readers/cbsa.ts";
import { OEWS_AREAS_DIR, readOewsAreas } from "~/pipeline/readers/oews-areas.ts";
import {
  ONET_RATING_FILES,
  readEducationTrainingExperience,
  readElementRatings,
  readEteCategories,
} from "~/pipeline/readers/onet-ratings.ts";
import { ONET_TEXT_FILES, readRelatedOccupations, readTaskStatements } from "~/pipeline/readers/onet-text.ts";
import { makeRoot, tsv, writeWorkbook } from "../helpers.ts";

const row = (employment: number | null, median: number | null) => ({
  median,
  p10: median,
  p25: median,
  p75: median,
  p90: median,
  employment,
  lq: employment === null ? null : 1.5,
});
const index = (metros: { cbsa: string; name: string; states: string[]; kind: string }[]) =>
  JSON.stringify({ meta: { sources: { oews_metro: { date: "May 2025" } } }, metros });
const areaFile = (code: string, rpp: number | null, wages: Record<string, unknown>) =>
  JSON.stringify({ code, name: code, meta: { rpp, rppYear: rpp === null ? null : "2024" }, wages });

describe("OEWS area files", () => {
  const metros = [
    { cbsa: "12420", name: "Austin-Round Rock-San Marcos, TX", states: ["TX"], kind: "metro" },
    { cbsa: "4800005", name: "Border Region of Texas nonmetropolitan area", states: ["TX"], kind: "nonmetro" },
  ];

  it("reads each area, leaves out all-null rows and 8-digit copies (of the SOC or of its OEWS aggregate)", () => {
    const root = makeRoot({
      [`${OEWS_AREAS_DIR}/index.json`]: index(metros),
      [`${OEWS_AREAS_DIR}/12420.json`]: areaFile("12420", 98.066, {
        "15-1252": row(31960, 134120),
        "15-1299": row(500, null),
        "15-1299.08": row(500, null),
        "29-2010": row(1860, 62360),
        "29-2011.01": row(1860, 62360),
        "53-7062": row(null, null),
      }),
      [`${OEWS_AREAS_DIR}/4800005.json`]: areaFile("4800005", null, { "15-1252": row(40, null) }),
    });
    const { areas, release, rppYear, files } = readOewsAreas(root);
    expect([release, rppYear, files.length]).toEqual(["May 2025", "2024", 2]);
    const austin = areas[0];
    expect(austin?.kind).toBe("metro");
    expect(austin?.rpp).toBe(98.066);
    expect([...(austin?.occupations.keys() ?? [])]).toEqual(["15-1252", "15-1299", "29-2010"]);
    expect(austin?.occupations.get("15-1252")).toMatchObject({
      employment: 31960,
      median: 134120,
      locationQuotient: 1.5,
    });
    expect(areas[1]?.occupations.get("15-1252")).toMatchObject({ employment: 40, median: null, p90: null });
  });

  it("refuses an 8-digit row that is not a copy, an unlisted area, and a nonmetro area with a price level", () => {
    const base = { [`${OEWS_AREAS_DIR}/index.json`]: index(metros.slice(0, 1)) };
    const differs = makeRoot({
      ...base,
      [`${OEWS_AREAS_DIR}/12420.json`]: areaFile("12420", 98, { "15-1299": row(500, 1), "15-1299.08": row(400, 1) }),
    });
    expect(() => readOewsAreas(differs)).toThrow(/15-1299\.08 does not repeat its parent 15-1299's row/);
    const unlisted = makeRoot({
      ...base,
      [`${OEWS_AREAS_DIR}/12420.json`]: areaFile("12420", 98, {}),
      [`${OEWS_AREAS_DIR}/4800005.json`]: areaFile("4800005", null, {}),
    });
    expect(() => readOewsAreas(unlisted)).toThrow(/area 4800005 is not in/);
    const priced = makeRoot({
      [`${OEWS_AREAS_DIR}/index.json`]: index(metros.slice(1)),
      [`${OEWS_AREAS_DIR}/4800005.json`]: areaFile("4800005", 90, {}),
    });
    expect(() => readOewsAreas(priced)).toThrow(/a nonmetro area has an RPP/);
  });
});

describe("Census CBSA delineation", () => {
  const title = ["Table with row headers"];
  const note = ["Note: The Office of Management and Budget's standards …"];
  it("reads counties and principal cities in Census's order, skipping the notes under each table", async () => {
    const root = makeRoot();
    await writeWorkbook(root, CBSA_FILES.counties, {
      "List 1": [
        title,
        ["List 1. CORE BASED STATISTICAL AREAS"],
        [
          "CBSA Code",
          "CBSA Title",
          "Metropolitan/Micropolitan Statistical Area",
          "County/County Equivalent",
          "FIPS State Code",
          "FIPS County Code",
          "Central/Outlying County",
        ],
        [
          "12420",
          "Austin-Round Rock-San Marcos, TX",
          "Metropolitan Statistical Area",
          "Travis County",
          "48",
          "453",
          "Central",
        ],
        [
          "12420",
          "Austin-Round Rock-San Marcos, TX",
          "Metropolitan Statistical Area",
          "Bastrop County",
          "48",
          "021",
          "Outlying",
        ],
        [
          "41980",
          "San Juan-Bayamón-Caguas, PR",
          "Metropolitan Statistical Area",
          "San Juan Municipio",
          "72",
          "127",
          "Central",
        ],
        [],
        note,
      ],
    });
    await writeWorkbook(root, CBSA_FILES.principalCities, {
      "List 2": [
        title,
        ["List 2. PRINCIPAL CITIES"],
        [
          "CBSA Code",
          "CBSA Title",
          "Metropolitan/Micropolitan Statistical Area",
          "Principal City Name",
          "FIPS State Code",
          "FIPS Place Code",
        ],
        ["12420", "Austin-Round Rock-San Marcos, TX", "Metropolitan Statistical Area", "Austin", "48", "05000"],
        ["12420", "Austin-Round Rock-San Marcos, TX", "Metropolitan Statistical Area", "Round Rock", "48", "63500"],
        ["41980", "San Juan-Bayamón-Caguas, PR", "Metropolitan Statistical Area", "San Juan", "72", "76770"],
        note,
      ],
    });
    const { cbsas } = await readCbsaDelineation(root);
    expect(cbsas.get("12420")).toEqual({
      code: "12420",
      title: "Austin-Round Rock-San Marcos, TX",
      kind: "metro",
      counties: ["48453", "48021"],
      countyRows: [
        { fips: "48453", name: "Travis County", usps: "TX", central: true },
        { fips: "48021", name: "Bastrop County", usps: "TX", central: false },
      ],
      principalCities: [
        { name: "Austin", usps: "TX" },
        { name: "Round Rock", usps: "TX" },
      ],
    });
    expect(cbsas.get("41980")?.principalCities).toEqual([{ name: "San Juan", usps: "PR" }]);
  });
});

describe("first principal city", () => {
  const cbsa = (title: string, cities: [string, string][]) => ({
    code: "00000",
    title,
    principalCities: cities.map(([name, usps]) => ({ name, usps })),
  });

  it("is the city the CBSA title names first, in the title's first state, not List 2's alphabetical first", () => {
    const ny = cbsa("New York-Newark-Jersey City, NY-NJ", [
      ["Jersey City", "NJ"],
      ["New York", "NY"],
      ["Newark", "NJ"],
    ]);
    expect(firstPrincipalCity(ny)).toEqual({ name: "New York", usps: "NY" });
    const kc = cbsa("Kansas City, MO-KS", [
      ["Kansas City", "KS"],
      ["Overland Park", "KS"],
      ["Kansas City", "MO"],
    ]);
    expect(firstPrincipalCity(kc)).toEqual({ name: "Kansas City", usps: "MO" });
  });

  it("drops the form of government and keeps hyphenated names whole", () => {
    const indy = cbsa("Indianapolis-Carmel-Greenwood, IN", [
      ["Carmel", "IN"],
      ["Indianapolis city (balance)", "IN"],
    ]);
    expect(firstPrincipalCity(indy).name).toBe("Indianapolis");
    const nash = cbsa("Nashville-Davidson--Murfreesboro--Franklin, TN", [
      ["Franklin", "TN"],
      ["Nashville-Davidson metropolitan government (balance)", "TN"],
    ]);
    expect(firstPrincipalCity(nash).name).toBe("Nashville-Davidson");
    expect(firstPrincipalCity(cbsa("Winston-Salem, NC", [["Winston-Salem", "NC"]])).name).toBe("Winston-Salem");
  });

  it("fails loudly when no principal city opens the title", () => {
    expect(() => firstPrincipalCity(cbsa("Austin-Round Rock, TX", [["Round Rock", "TX"]]))).toThrow(
      /no principal city of CBSA 00000 is the first place of its title/,
    );
  });
});

describe("O*NET 29.3 additions", () => {
  const ratingHeader = [
    "O*NET-SOC Code",
    "Title",
    "Element ID",
    "Element Name",
    "Scale ID",
    "Scale Name",
    "Data Value",
    "N",
    "Recommend Suppress",
    "Not Relevant",
  ];

  it("reads importance and level per element, dropping a level O*NET marks not relevant or to suppress", async () => {
    const root = makeRoot();
    await writeWorkbook(root, ONET_RATING_FILES.skills, {
      Skills: [
        ratingHeader,
        ["15-1251.00", "Computer Programmers", "2.B.3.e", "Programming", "IM", "Importance", 4.75, 8, "N", null],
        ["15-1251.00", "Computer Programmers", "2.B.3.e", "Programming", "LV", "Level", 5.12, 8, "N", "N"],
        ["15-1251.00", "Computer Programmers", "2.B.1.f", "Service Orientation", "IM", "Importance", 2, 8, "N", null],
        ["15-1251.00", "Computer Programmers", "2.B.1.f", "Service Orientation", "LV", "Level", 0.4, 8, "N", "Y"],
      ],
    });
    const ratings = await readElementRatings(root, ONET_RATING_FILES.skills);
    expect(ratings.get("15-1251.00")).toEqual([
      { elementId: "2.B.3.e", name: "Programming", importance: 4.75, level: 5.12 },
      { elementId: "2.B.1.f", name: "Service Orientation", importance: 2, level: undefined },
    ]);
    expect(ratings.has("15-1252.00")).toBe(false);
  });

  it("reads education and experience shares, skipping the certification importance rows and suppressed shares", async () => {
    const root = makeRoot({
      [ONET_RATING_FILES.eteCategories]: tsv([
        ["Element ID", "Element Name", "Scale ID", "Scale Name", "Category", "Category Description"],
        ["2.D.1", "Required Level of Education", "RL", "x", 6, "Bachelor's Degree"],
        ["3.A.1", "Related Work Experience", "RW", "x", 1, ""],
      ]),
    });
    const header = [
      "O*NET-SOC Code",
      "Title",
      "Element ID",
      "Element Name",
      "Scale ID",
      "Scale Name",
      "Category",
      "Data Value",
      "Recommend Suppress",
    ];
    await writeWorkbook(root, ONET_RATING_FILES.educationTrainingExperience, {
      ETE: [
        header,
        ["11-1011.00", "Chief Executives", "2.D.1", "Required Level of Education", "RL", "x", 6, 60.5, "N"],
        [
          "11-1011.00",
          "Chief Executives",
          "2.D.4.a",
          "Job-Related Professional Certification",
          "IM",
          "Importance",
          null,
          3.01,
          "N",
        ],
        ["11-1011.00", "Chief Executives", "3.A.2", "On-Site or In-Plant Training", "PT", "x", 9, 34.32, "Y"],
      ],
    });
    expect((await readEducationTrainingExperience(root)).get("11-1011.00")).toEqual([
      { scale: "RL", category: 6, percent: 60.5 },
    ]);
    expect(readEteCategories(root)).toEqual(
      new Map([
        ["RL 6", "Bachelor's Degree"],
        ["RW 1", ""],
      ]),
    );
  });

  it("reads related occupations with their tier, and tasks with their type (blank where O*NET typed none)", () => {
    const root = makeRoot({
      [ONET_TEXT_FILES.related]: tsv([
        ["O*NET-SOC Code", "Title", "Related O*NET-SOC Code", "Related Title", "Relatedness Tier", "Index"],
        [
          "15-1252.00",
          "Software Developers",
          "15-1299.08",
          "Computer Systems Engineers/Architects",
          "Primary-Short",
          1,
        ],
      ]),
      [ONET_TEXT_FILES.tasks]: tsv([
        ["O*NET-SOC Code", "Title", "Task ID", "Task", "Task Type", "Incumbents Responding", "Date", "Domain Source"],
        ["15-1252.00", "Software Developers", 16987, "Analyze information.", "", "", "08/2023", "Analyst"],
        ["11-1011.00", "Chief Executives", 8823, "Direct budgets.", "Core", 95, "08/2023", "Incumbent"],
      ]),
    });
    expect(readRelatedOccupations(root)).toEqual([
      {
        code: "15-1252.00",
        relatedCode: "15-1299.08",
        relatedTitle: "Computer Systems Engineers/Architects",
        tier: "Primary-Short",
        index: 1,
      },
    ]);
    expect(readTaskStatements(root).map((t) => t.type)).toEqual(["", "Core"]);
    const bad = makeRoot({
      [ONET_TEXT_FILES.related]: tsv([
        ["O*NET-SOC Code", "Title", "Related O*NET-SOC Code", "Related Title", "Relatedness Tier", "Index"],
        ["15-1252.00", "Software Developers", "15-1299", "x", "Primary-Short", 1],
      ]),
    });
    expect(() => readRelatedOccupations(bad)).toThrow(/Related Occupations\.txt:2: bad O\*NET-SOC code "15-1299"/);
  });
});

import { describe, expect, it } from "vitest";
import { ENTITY_DATA_SCHEMAS } from "~/domain/dataset.ts";
import { buildJobCategories } from "~/pipeline/builders/job-categories.ts";
import { buildJobRoles, teleworkFor } from "~/pipeline/builders/job-roles.ts";
import { buildSkills, scoreSkills } from "~/pipeline/builders/skills.ts";
import { fixtureInputs } from "../../../../helpers/fixture-inputs.ts";

describe("buildJobCategories", () => {
  const build = buildJobCategories(fixtureInputs());

  it("lists major groups by employment with their share and colour", () => {
    expect(build.data.map((c) => [c.id, c.name, c.count, c.percentage])).toEqual([
      ["office-and-administrative-support", "Office and Administrative Support", 490, 49],
      ["healthcare-practitioners-and-technical", "Healthcare Practitioners and Technical", 300, 30],
      ["computer-and-mathematical", "Computer and Mathematical", 200, 20],
      ["arts-design-entertainment-sports-and-media", "Arts, Design, Entertainment, Sports, and Media", 10, 1],
    ]);
    expect(build.data[0]?.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(ENTITY_DATA_SCHEMAS["job-categories"].safeParse(build.data).success).toBe(true);
  });
});

describe("scoreSkills / buildSkills", () => {
  const employment = new Map([
    ["15-1252", 200],
    ["29-1141", 300],
    ["43-6014", 490],
  ]);

  it("counts, per technology, the occupations where O*NET flags it In Demand apart from those that merely list it", () => {
    const scores = scoreSkills(fixtureInputs().technologySkills, employment);
    expect(
      scores.map((s) => [s.name, s.inDemandEmployment, s.inDemandOccupations, s.listedEmployment, s.listedOccupations]),
    ).toEqual([
      ["Python", 200, 1, 200, 1],
      ["Epic Systems", 0, 0, 300, 1],
      ["Structured query language SQL", 0, 0, 200, 1],
      // Listed by all 3 occupations: a baseline tool, set aside after the ranked ones.
      ["Microsoft Excel", 790, 2, 990, 3],
    ]);
    expect(scores.map((s) => s.baseline)).toEqual([false, false, false, true]);
    // The occupations where each is in demand, the most employed first.
    expect(scores.map((s) => s.inDemandSocs)).toEqual([["15-1252"], [], [], ["43-6014", "29-1141"]]);
  });

  it("ranks by projected openings where the technology is in demand, and sets aside a tool most occupations list", () => {
    const row = (soc: string, example: string, inDemand: boolean) => ({
      onetCode: `${soc}.00`,
      soc,
      example,
      commodityTitle: "Software",
      hot: true,
      inDemand,
    });
    // The office suite is listed by every occupation (a baseline tool) and in demand in the largest; the ledger tool
    // is in demand where employment is largest, the coding tool where the most openings are expected.
    const rows = [
      row("15-1252", "Office suite", true),
      row("29-1141", "Office suite", false),
      row("43-6014", "Office suite", true),
      row("43-6014", "Ledger tool", true),
      row("15-1252", "Coding tool", true),
    ];
    const openings = new Map([
      ["15-1252", 115_200],
      ["29-1141", 190_000],
      ["43-6014", 50_000],
    ]);
    const scores = scoreSkills(rows, employment, openings);
    expect(scores.map((s) => [s.name, s.inDemandOpenings, s.inDemandEmployment, s.baseline])).toEqual([
      ["Coding tool", 115_200, 200, false],
      ["Ledger tool", 50_000, 490, false],
      ["Office suite", 165_200, 690, true],
    ]);
  });

  it("lists only technologies in demand somewhere: openings a year with their unit, baseline tools last and marked", () => {
    const build = buildSkills(fixtureInputs());
    expect(build.data).toEqual([
      {
        id: "python",
        rank: 1,
        name: "Python",
        category: "Object oriented development software",
        jobCount: 115200, // software developers' projected openings a year (115.2 thousand)
        percentage: "20.4", // of the 563,600 projected openings a year of the fixture's occupations
        employment: 200,
        occupations: 1,
        listedOccupations: 1,
        listedPercentage: "20.0",
        hotTechnology: true,
        topOccupations: [{ soc: "15-1252", slug: "software-developers", title: "Software Developers" }],
      },
      {
        id: "microsoft-excel",
        rank: 2,
        name: "Microsoft Excel",
        category: "Spreadsheet software",
        jobCount: 440400,
        percentage: "78.1",
        employment: 790,
        baselineTool: true,
        occupations: 2,
        listedOccupations: 3,
        listedPercentage: "99.0",
        hotTechnology: true,
        // In demand in both, the most employed first.
        topOccupations: [
          {
            soc: "43-6014",
            slug: "secretaries-and-administrative-assistants",
            title: "Secretaries and Administrative Assistants",
          },
          { soc: "29-1141", slug: "registered-nurses", title: "Registered Nurses" },
        ],
      },
    ]);
    expect(build.sources[0]?.attribution).toMatch(/^This site incorporates information from O\*NET 29\.3 Database/);
    expect(build.methodology["rank"]).toMatch(
      /projected openings a year of the occupations where O\*NET flags the technology In Demand/,
    );
    expect(build.methodology["jobCount"]).toMatch(/^projected job openings a year \(2024–34\)/);
    expect(build.methodology["baselineTool"]).toContain("at least 50% of occupations");
    expect(build.methodology["baselineTool"]).toContain(": Microsoft Excel.");
    expect(build.methodology["listedPercentage"]).toMatch(/not demand/);
    expect(ENTITY_DATA_SCHEMAS.skills.safeParse(build.data).success).toBe(true);
  });
});

describe("teleworkFor", () => {
  const scores = fixtureInputs().teleworkability;
  it("prefers the code, then the title, then the group mean", () => {
    expect(teleworkFor("29-1141", "Registered Nurses", scores)).toEqual({ share: 0, basis: "code" });
    expect(teleworkFor("43-6014", "Secretaries and Administrative Assistants", scores)).toEqual({
      share: 0.4,
      basis: "title",
    });
    expect(teleworkFor("15-1252", "Software Developers", scores)).toEqual({ share: 0.75, basis: "minor group" });
    expect(teleworkFor("51-1011", "Supervisors", scores)).toBeUndefined();
  });
});

describe("buildJobRoles", () => {
  const build = buildJobRoles(fixtureInputs());
  const developer = build.data.find((r) => r.id === "15-1252");

  it("joins OEWS, projections, O*NET and teleworkability", () => {
    expect(developer).toEqual({
      id: "15-1252",
      title: "Software Developers",
      category: "Computer and Mathematical",
      openings: 115200,
      averageSalary: 148100,
      experienceLevel: "Mid level",
      remotePercentage: 75,
      growthRate: 15.8,
      remoteEstimated: true,
      topLocations: ["Austin, TX", "Allentown, PA"],
      requiredSkills: ["Python", "Microsoft Excel", "Structured query language SQL"],
      skillsBasis: "technologies",
      socCode: "15-1252",
      medianSalary: 135980,
      occupationSlug: "software-developers",
      employment: 200,
      education: "Bachelor's degree",
      jobZone: 4,
    });
    expect(ENTITY_DATA_SCHEMAS["job-roles"].safeParse(build.data).success).toBe(true);
  });

  it("leaves out occupations without an annual wage and says so", () => {
    expect(build.data.map((r) => r.id)).toEqual(["43-6014", "29-1141", "15-1252"]);
    expect(build.methodology["scope"]).toMatch(/1 with hourly wages only/);
  });

  it("derives the experience level from work experience, education and the base O*NET occupation's job zone", () => {
    const nurse = build.data.find((r) => r.id === "29-1141");
    expect(nurse?.jobZone).toBe(3);
    // O*NET rates nurses: their most important skills and knowledge, never their specialty's (Judgment, 4.5).
    expect(nurse?.requiredSkills).toEqual([
      "Medicine and Dentistry",
      "Customer and Personal Service",
      "Service Orientation",
      "Active Listening",
      "Critical Thinking",
    ]);
    expect(nurse?.skillsBasis).toBe("importance");
    // No related work experience, but a bachelor's degree and Job Zone 3: not entry level.
    expect(nurse?.experienceLevel).toBe("Mid level");
    expect(build.data.find((r) => r.id === "43-6014")?.experienceLevel).toBe("Mid level");
    expect(build.methodology["experienceLevel"]).toMatch(/highest of three readings/);
    expect(build.methodology["experienceLevel"]).toMatch(/Roles: 0 entry level, 3 mid level, 0 senior level\./);
  });

  it("lists metro areas only (no nonmetro area), and says why a role has none", () => {
    expect(build.data.find((r) => r.id === "29-1141")?.topLocations).toEqual(["Austin, TX", "Allentown, PA"]);
    const inputs = fixtureInputs();
    for (const area of inputs.oewsAreas.areas) (area.occupations as Map<string, unknown>).delete("43-6014");
    const secretaries = buildJobRoles(inputs).data.find((r) => r.id === "43-6014");
    expect(secretaries?.topLocations).toEqual([]);
    expect(secretaries?.topLocationsNote).toBe("BLS publishes no metropolitan-area employment for this occupation.");
    expect(build.data.find((r) => r.id === "15-1252")?.topLocationsNote).toBeUndefined();
  });

  it("says the home-work figure is Dingel & Neiman's yes/no classification, not a share of the work", () => {
    expect(build.methodology["remotePercentage"]).toMatch(
      /classify each O\*NET occupation as work that can be done at home \(1\) or cannot \(0\)/,
    );
    expect(build.methodology["remotePercentage"]).toMatch(/\d+ roles Yes, \d+ No, \d+ in between/);
    expect(build.methodology["remotePercentage"]).not.toMatch(/share of the work that can be done at home/);
  });
});

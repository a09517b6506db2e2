// The pure helpers of the /hiring, /skills and /job-roles explorers, on small fixtures.
import { describe, expect, it } from "vitest";
import { initialPageOf, resolveListView } from "~/components/ui/static-first-list.ts";
import { toCsv } from "~/domain/csv.ts";
import type { Company, JobCategory, JobRole, Skill } from "~/domain/entities.ts";
import { roleLeaders } from "~/domain/explore.ts";
import {
  boardName,
  COMPANIES_PAGE,
  COMPANY_CSV_COLUMNS,
  companyIndustries,
  companyStates,
  HIRING_DEFAULTS,
  industryOptions,
  isBuiltHiringView,
  parseHiringView,
  safeBoardUrl,
  stateLabel,
  stateOptions,
} from "~/features/hiring/companies.ts";
import { topCategories } from "~/features/job-roles/categories.ts";
import {
  formatSalary,
  isBuiltRolesView,
  leaderCards,
  parseRolesView,
  ROLES_DEFAULTS,
  ROLES_PAGE,
  remoteFriendlyRule,
  roleCategories,
  roleLocations,
  rolePeriods,
  SORT_OPTIONS,
} from "~/features/job-roles/roles.ts";
import { demandValue, isSearching, parseSkillsView, selectSkills, TOP_SKILLS_LIMIT } from "~/features/skills/skills.ts";

const params = (query: string) => new URLSearchParams(query);

describe("resolveListView: static first page, then the full list", () => {
  const initial = initialPageOf([1, 2, 3, 4, 5], 2);
  const evens = (rows: readonly number[]) => rows.filter((n) => n % 2 === 0);
  const view = (isBuiltView: boolean, count = 2) => ({ isBuiltView, count, select: evens });

  it("keeps the first `size` rows and the total", () => {
    expect(initial).toEqual({ rows: [1, 2], total: 5 });
  });
  it("shows the built first page for the built view until the full list arrives", () => {
    expect(resolveListView({ all: undefined, failed: false, initial }, view(true))).toEqual({
      status: "ready",
      shown: [1, 2],
      total: 5,
      matching: undefined,
    });
    expect(resolveListView({ all: undefined, failed: false, initial }, view(true, 1))).toMatchObject({ shown: [1] });
  });
  it("shows skeletons for any other view until the full list arrives (never results from the first page alone)", () => {
    expect(resolveListView({ all: undefined, failed: false, initial }, view(false))).toEqual({ status: "loading" });
    expect(resolveListView({ all: undefined, failed: false }, view(true))).toEqual({ status: "loading" });
  });
  it("reports an error when the full list failed and the view needs it", () => {
    expect(resolveListView({ all: undefined, failed: true, initial }, view(false))).toEqual({ status: "error" });
    expect(resolveListView({ all: undefined, failed: true }, view(true))).toEqual({ status: "error" });
  });
  it("keeps showing the built page for the built view when the request failed", () => {
    expect(resolveListView({ all: undefined, failed: true, initial }, view(true))).toMatchObject({
      status: "ready",
      shown: [1, 2],
    });
  });
  it("selects from the full list once it has arrived, with every match for the CSV", () => {
    expect(resolveListView({ all: [1, 2, 3, 4, 5, 6, 8], failed: false, initial }, view(false))).toEqual({
      status: "ready",
      shown: [2, 4],
      total: 4,
      matching: [2, 4, 6, 8],
    });
    expect(resolveListView({ all: [1, 3], failed: false }, view(false))).toEqual({
      status: "ready",
      shown: [],
      total: 0,
      matching: [],
    });
  });
  it("treats an empty full list as an error (the dataset is missing)", () => {
    expect(resolveListView({ all: [], failed: false, initial }, view(true))).toEqual({ status: "error" });
  });
});

const company = (name: string, location: string, openings: number, o: Partial<Company> = {}): Company => ({
  id: name,
  name,
  industry: "Retail",
  location,
  openings,
  ...o,
});

describe("hiring helpers", () => {
  const companies = [
    company("Acme", "Austin, TX", 3, { industry: "Energy" }),
    company("Bolt", "Boston, MA", 0, { industry: "Mining" }),
    company("Cargo", "Remote, US", 5),
    company("Dyno", "Albany, NY", 1),
  ];

  it("reads the view from the URL, falling back for unknown values", () => {
    expect(parseHiringView(params(""), ["Retail"], ["TX"])).toEqual(HIRING_DEFAULTS);
    expect(parseHiringView(params("q=acme&industry=Retail&state=TX&n=48"), ["Retail"], ["TX"])).toEqual({
      q: "acme",
      industry: "Retail",
      state: "TX",
      n: 48,
    });
    expect(parseHiringView(params("industry=Nope&state=texas&n=-3"), ["Retail"], ["TX"])).toEqual(HIRING_DEFAULTS);
    expect(parseHiringView(params("state=ZZ&n=0"), ["Retail"], ["TX"])).toEqual(HIRING_DEFAULTS);
  });
  it("is the built view only without search or filters and within the first page", () => {
    expect(isBuiltHiringView(HIRING_DEFAULTS)).toBe(true);
    expect(isBuiltHiringView({ ...HIRING_DEFAULTS, n: COMPANIES_PAGE + 1 })).toBe(false);
    expect(isBuiltHiringView({ ...HIRING_DEFAULTS, q: "a" })).toBe(false);
    expect(isBuiltHiringView({ ...HIRING_DEFAULTS, industry: "Retail" })).toBe(false);
    expect(isBuiltHiringView({ ...HIRING_DEFAULTS, state: "TX" })).toBe(false);
  });
  it("offers only the industries and states of companies with openings", () => {
    expect(companyIndustries(companies)).toEqual(["Energy", "Retail"]);
    expect(companyStates(companies)).toEqual(["NY", "TX", "US"]);
    expect(industryOptions(["Energy"])).toEqual([
      { value: "all", label: "All Industries" },
      { value: "Energy", label: "Energy" },
    ]);
  });
  it("labels states by name, sorted by name, with US-wide remote last", () => {
    expect(stateLabel("NY")).toBe("New York (NY)");
    expect(stateLabel("US")).toBe("Remote (US-wide)");
    expect(stateLabel("ZZ")).toBe("ZZ");
    expect(stateOptions(["NY", "TX", "US", "CA"]).map((o) => o.label)).toEqual([
      "All States",
      "California (CA)",
      "New York (NY)",
      "Texas (TX)",
      "Remote (US-wide)",
    ]);
  });
  it("names the job board and keeps only http(s) links", () => {
    expect(boardName(company("A", "Austin, TX", 1, { source: "greenhouse" }))).toBe("Greenhouse");
    expect(boardName(company("A", "Austin, TX", 1, { source: "ashby" }))).toBe("Ashby");
    expect(boardName(company("A", "Austin, TX", 1))).toBe("its job board");
    expect(safeBoardUrl("https://boards.greenhouse.io/spacex")).toBe("https://boards.greenhouse.io/spacex");
    expect(safeBoardUrl("http://jobs.example.com/a")).toBe("http://jobs.example.com/a");
    expect(safeBoardUrl("javascript:alert(1)")).toBeUndefined();
    expect(safeBoardUrl("data:text/html,hi")).toBeUndefined();
    expect(safeBoardUrl("/relative")).toBeUndefined();
    expect(safeBoardUrl(undefined)).toBeUndefined();
  });
  it("writes every column of the CSV, quoting where needed", () => {
    const csv = toCsv(
      [company("Acme, Inc.", "Austin, TX", 1200, { boardUrl: "https://jobs.ashbyhq.com/acme", source: "ashby" })],
      COMPANY_CSV_COLUMNS,
    );
    expect(csv).toBe(
      "Company,Industry,Location,State,Open US postings,Job board,Board platform\r\n" +
        '"Acme, Inc.",Retail,"Austin, TX",TX,1200,https://jobs.ashbyhq.com/acme,Ashby\r\n',
    );
  });
});

const skill = (rank: number, name: string, category = "Tools", percentage = "1.0"): Skill => ({
  id: name,
  rank,
  name,
  category,
  jobCount: 1000 * rank,
  percentage,
});

describe("skills helpers", () => {
  const skills = Array.from({ length: 20 }, (_, i) =>
    skill(20 - i, `Skill ${20 - i}`, i === 0 ? "Database software" : "Tools"),
  );

  it("lists the top 12 in rank order without a search, every match with one", () => {
    expect(selectSkills(skills, { q: "" }).map((s) => s.rank)).toEqual(
      Array.from({ length: TOP_SKILLS_LIMIT }, (_, i) => i + 1),
    );
    expect(selectSkills(skills, { q: "tools" })).toHaveLength(19);
    expect(selectSkills(skills, { q: "database" }).map((s) => s.rank)).toEqual([20]);
    expect(selectSkills(skills, { q: "nothing like it" })).toEqual([]);
  });
  it("a blank search is no search", () => {
    expect(isSearching({ q: "   " })).toBe(false);
    expect(isSearching({ q: "sql" })).toBe(true);
    expect(parseSkillsView(params("q=sql"))).toEqual({ q: "sql" });
    expect(parseSkillsView(params(""))).toEqual({ q: "" });
  });
  it("clamps the demand bar to 0–100", () => {
    expect(demandValue(skill(1, "A", "T", "88.1"))).toBe(88.1);
    expect(demandValue(skill(1, "A", "T", "140"))).toBe(100);
    expect(demandValue(skill(1, "A", "T", "-2"))).toBe(0);
    expect(demandValue(skill(1, "A", "T", "n/a"))).toBe(0);
  });
});

const role = (title: string, o: Partial<JobRole> = {}): JobRole => ({
  id: title,
  title,
  category: "Production",
  openings: 100,
  averageSalary: 50_000,
  experienceLevel: "Entry level",
  remotePercentage: 0,
  growthRate: 0,
  topLocations: ["Houston, TX", "Columbus, OH"],
  requiredSkills: [],
  ...o,
});

describe("job-roles helpers", () => {
  const roles = [
    role("A", { topLocations: ["Salt Lake City, UT", "Columbus, OH"] }),
    role("B", { category: "Management", topLocations: ["Houston, TX"] }),
  ];

  it("reads the view from the URL, falling back for unknown categories, locations and sorts", () => {
    expect(parseRolesView(params(""), ["Production"], ["Columbus, OH"])).toEqual(ROLES_DEFAULTS);
    expect(
      parseRolesView(
        params("q=weld&category=Production&location=Columbus%2C+OH&sort=salary&n=24"),
        ["Production"],
        ["Columbus, OH"],
      ),
    ).toEqual({
      q: "weld",
      category: "Production",
      location: "Columbus, OH",
      sort: "salary",
      n: 24,
    });
    expect(
      parseRolesView(params("category=Nope&location=Mars&sort=random&n=1.5"), ["Production"], ["Columbus, OH"]),
    ).toEqual(ROLES_DEFAULTS);
  });
  it("is the built view only with the default search, filters and sort within the first page", () => {
    expect(isBuiltRolesView(ROLES_DEFAULTS)).toBe(true);
    expect(isBuiltRolesView({ ...ROLES_DEFAULTS, sort: "title" })).toBe(false);
    expect(isBuiltRolesView({ ...ROLES_DEFAULTS, location: "Columbus, OH" })).toBe(false);
    expect(isBuiltRolesView({ ...ROLES_DEFAULTS, n: ROLES_PAGE * 2 })).toBe(false);
  });
  it("offers the categories and every top location, sorted", () => {
    expect(roleCategories(roles)).toEqual(["Management", "Production"]);
    expect(roleLocations(roles)).toEqual(["Columbus, OH", "Houston, TX", "Salt Lake City, UT"]);
    expect(SORT_OPTIONS.map((o) => o.label)).toEqual([
      "Most Openings",
      "Highest Salary",
      "Fastest Growth",
      "Alphabetical",
    ]);
  });
  it("the top-3 cards state their thresholds and format their values", () => {
    const periods = { projections: "2024–34", wages: "May 2025" };
    const LEADER_CARDS = leaderCards(periods);
    expect(LEADER_CARDS.map((c) => c.criterion)).toEqual([
      "Projected openings a year, 2024–34",
      "Average salary of $100K or more",
      "Projected growth of 10% or more, 2024–34",
      "Work that can be done from home, most openings first",
    ]);
    // The card says it in plain words; who classifies it, and the 70% rule, are in "How this is measured".
    expect(remoteFriendlyRule).toContain("Dingel & Neiman (2020)");
    expect(remoteFriendlyRule).toContain("70% or more of them");
    const r = role("X", { openings: 904_300, averageSalary: 100_000, growthRate: 10, remotePercentage: 70 });
    expect(LEADER_CARDS.map((c) => c.value(r))).toEqual([
      "904.3K",
      "$100,000",
      "+10.0%",
      "Can be done at home: 70% of its O*NET occupations",
    ]);
    expect(LEADER_CARDS[3]?.value({ ...r, remotePercentage: 100 })).toBe("Can be done at home: Yes");
    const leaders = roleLeaders([r, role("Y", { averageSalary: 99_999, growthRate: 9.9, remotePercentage: 69 })]);
    expect(LEADER_CARDS.map((c) => leaders[c.key].map((x) => x.title))).toEqual([["X", "Y"], ["X"], ["X"], ["X"]]);
    expect(formatSalary(32_150)).toBe("$32,150");
    // The periods come from the data's sources, so the next projections decade relabels the cards.
    expect(
      rolePeriods([
        { id: "bls-employment-projections", referencePeriod: "2025/2035" },
        { id: "bls-oews-national", referencePeriod: "2026-05" },
      ]),
    ).toEqual({ projections: "2025–35", wages: "May 2026" });
    expect(leaderCards({ projections: "2025–35", wages: "May 2026" })[0]?.criterion).toBe(
      "Projected openings a year, 2025–35",
    );
  });
});

describe("top job categories", () => {
  const category = (name: string, count: number): JobCategory => ({ id: name, name, count, percentage: 1 });
  it("keeps the largest `n`, largest first, ties by name", () => {
    const list = [category("B", 5), category("A", 5), category("C", 9), category("D", 1)];
    expect(topCategories(list, 3).map((c) => c.name)).toEqual(["C", "A", "B"]);
    expect(topCategories(Array.from({ length: 22 }, (_, i) => category(`G${i}`, i)))).toHaveLength(10);
  });
});

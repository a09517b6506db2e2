import { describe, expect, it } from "vitest";
import { RELEASE_CALENDAR_FILE, readReleaseCalendar } from "~/pipeline/readers/bls-release-dates.ts";
import { parseDelimited } from "~/pipeline/readers/csv.ts";
import { INDEED_FILES, readIndeedNational, readIndeedStatesLatest } from "~/pipeline/readers/indeed.ts";
import {
  isTestPosting,
  JOB_BOARD_FILES,
  parseAshbyBoard,
  parseGreenhouseBoard,
  readBoards,
  readGreenhouseCompanies,
  readMuseJobs,
  readUsajobsStats,
  siteDomain,
} from "~/pipeline/readers/job-boards.ts";
import { cleanPlaceName, parseWarnTable, readWarnNotices, WARN_DIR } from "~/pipeline/readers/warn.ts";
import { csv, makeRoot } from "../helpers.ts";

const WARN_HEADER = [
  "state",
  "employer_name",
  "naics",
  "place_name",
  "county_name",
  "location",
  "notice_date",
  "effective_date",
  "employees_affected",
  "layoff_type",
  "is_temporary",
  "is_amendment",
  "employer_key",
  "source_url",
  "dedupe_key",
  "first_seen",
  "last_seen",
];

describe("WARN reader", () => {
  it("reads the enriched schema", () => {
    const table = parseDelimited(
      csv([
        WARN_HEADER,
        [
          "NY",
          "Acme  Corp",
          "722511",
          "New York city",
          "New York County",
          "New York",
          "2026-07-01",
          "2026-09-30",
          "120",
          "closure",
          "0",
          "1",
          "qid:Q1",
          "https://dol.ny.gov/warn-dashboard",
          "abc123",
          "2026-07-02",
          "",
        ],
      ]),
      "warn_notices/states/ny.csv",
    );
    expect(parseWarnTable(table)).toEqual([
      {
        file: "warn_notices/states/ny.csv",
        line: 2,
        state: "NY",
        employer: "Acme Corp",
        city: "New York",
        county: "New York County",
        naics: "722511",
        noticeDate: "2026-07-01",
        effectiveDate: "2026-09-30",
        employees: 120,
        layoffType: "closure",
        temporary: false,
        sourceUrl: "https://dol.ny.gov/warn-dashboard",
        key: "abc123",
        amendment: true,
        employerKey: "qid:Q1",
        filedLocation: "New York",
        lastSeen: "2026-07-02",
      },
    ]);
  });

  it("reads the older 16-column schema (filed city, no NAICS)", () => {
    const root = makeRoot({
      [`${WARN_DIR}/ca.csv`]: csv([
        [
          "state",
          "employer_name",
          "location",
          "notice_date",
          "effective_date",
          "employees_affected",
          "layoff_type",
          "is_temporary",
          "is_amendment",
          "source_url",
          "dedupe_key",
          "first_seen",
          "last_seen",
        ],
        [
          "CA",
          "Aramark Services, Inc.",
          "Anaheim",
          "2020-01-03",
          "2020-03-04",
          "9",
          "closure",
          "",
          "0",
          "https://edd.ca.gov/x",
          "k1",
          "2026-07-16",
          "2026-07-23",
        ],
        [
          "CA",
          "Beta",
          "123 Main St, Irvine",
          "",
          "2020-03-04",
          "",
          "unknown",
          "1",
          "0",
          "https://edd.ca.gov/x",
          "k2",
          "2026-07-16",
          "2026-07-23",
        ],
      ]),
    });
    const { files, notices } = readWarnNotices(root);
    expect(files).toEqual(["warn_notices/states/ca.csv"]);
    expect(notices.map((n) => [n.city, n.naics, n.employees, n.temporary, n.noticeDate])).toEqual([
      ["Anaheim", undefined, 9, undefined, "2020-01-03"],
      [undefined, undefined, undefined, true, undefined],
    ]);
  });

  it("fails on a notice without dates, and on a bad date", () => {
    const row = (notice: string, effective: string) =>
      csv([
        WARN_HEADER,
        [
          "TX",
          "X",
          "",
          "",
          "",
          "Austin",
          notice,
          effective,
          "5",
          "unknown",
          "",
          "0",
          "",
          "https://x",
          "k",
          "2026-01-01",
          "",
        ],
      ]);
    expect(() => parseWarnTable(parseDelimited(row("", ""), "tx.csv"))).toThrow(
      "tx.csv:2: notice has neither notice_date nor effective_date",
    );
    expect(() => parseWarnTable(parseDelimited(row("07/01/2026", ""), "tx.csv"))).toThrow(
      'tx.csv:2: column "notice_date" is not a YYYY-MM-DD date: "07/01/2026"',
    );
  });

  it("cleans Census place names", () => {
    expect(cleanPlaceName("Anchorage municipality")).toBe("Anchorage");
    expect(cleanPlaceName("Louisville/Jefferson County metro government (balance)")).toBe("Louisville");
    expect(cleanPlaceName("Griffin city")).toBe("Griffin");
  });
});

describe("job-board readers", () => {
  it("leaves out a board's test postings (a placeholder 'Test Company' employer), keeping real ones", () => {
    const board = parseGreenhouseBoard(
      JSON.stringify({
        company: "linkedin",
        fetched_at: "2026-08-20T03:45:22",
        job_count: 3,
        jobs: [
          { id: 1, title: "Bug Bash Job [No Sensitive Questions] - 03/24", company_name: "LI Test Company" },
          { id: 2, title: "123123", company_name: "li test company", location: { name: "Los Angeles" } },
          { id: 3, title: "QA Engineer", company_name: "test IO", location: { name: "Austin, TX" } },
        ],
      }),
      "job_listings/greenhouse_tech-jobs-hub/boards/linkedin.json",
    );
    expect(board.postings.map((p) => p.title)).toEqual(["QA Engineer"]);
    expect(board.companyName).toBe("test IO");
  });

  it("leaves out postings whose title says they are a test, under any employer name, keeping real test jobs", () => {
    const titles = ["Bug Bash Job", "test", "Test 123", "Test job 123", "Seeker EA Test Job"];
    for (const title of titles) expect(isTestPosting({ employer: "Delete This", title }), title).toBe(true);
    for (const title of ["Test Fluids Engineer II", "Software Development Engineer in Test", "Test Safety Engineer"]) {
      expect(isTestPosting({ employer: "Relativity Space", title }), title).toBe(false);
    }
    const board = parseGreenhouseBoard(
      JSON.stringify({
        company: "delete",
        fetched_at: "2026-08-20T03:45:22",
        jobs: [{ id: 1, title: "test", company_name: "Delete This", location: { name: "new york" } }],
      }),
      "job_listings/greenhouse_tech-jobs-hub/boards/delete.json",
    );
    expect(board.postings).toEqual([]);
  });

  it("records the web domains a board's postings link to, other than the job board's own", () => {
    const board = parseGreenhouseBoard(
      JSON.stringify({
        company: "stripe",
        fetched_at: "2026-08-20T03:45:22",
        jobs: [
          { id: 1, title: "Engineer", company_name: "Stripe", absolute_url: "https://stripe.com/jobs/listing/x/1" },
          { id: 2, title: "PM", company_name: "Stripe", absolute_url: "https://boards.greenhouse.io/stripe/jobs/2" },
        ],
      }),
      "job_listings/greenhouse_tech-jobs-hub/boards/stripe.json",
    );
    expect(board.linkDomains).toEqual(["stripe.com"]);
    expect(siteDomain("http://www.lush.co.uk")).toBe("lush.co.uk");
    expect(siteDomain("https://careers.withwaymo.com/jobs?gh_jid=1")).toBe("withwaymo.com");
    expect(siteDomain("http://")).toBeUndefined();
    expect(siteDomain("null")).toBeUndefined();
  });

  it("reads a Greenhouse board: US places from free text", () => {
    const board = parseGreenhouseBoard(
      JSON.stringify({
        company: "acme",
        fetched_at: "2026-08-22T03:45:22.899048",
        job_count: 9,
        jobs: [
          {
            id: 1,
            title: " Engineer ",
            company_name: "Acme",
            location: { name: "New York, NY; Remote - US" },
            first_published: "2026-07-15T15:55:11-04:00",
          },
          { id: 2, title: "Analyst", company_name: "Acme", location: { name: "United States" } },
        ],
      }),
      "job_listings/greenhouse_tech-jobs-hub/boards/acme.json",
    );
    expect(board.token).toBe("acme");
    expect(board.companyName).toBe("Acme");
    expect(board.postings).toEqual([
      { id: "1", title: "Engineer", places: ["New York, NY"], category: undefined, published: "2026-07-15" },
      { id: "2", title: "Analyst", places: [], category: undefined, published: undefined },
    ]);
  });

  it("reads an Ashby board: postal addresses first, unlisted postings skipped", () => {
    const board = parseAshbyBoard(
      JSON.stringify({
        apiVersion: "1",
        jobs: [
          {
            id: "a",
            title: "Designer",
            department: "Design",
            location: "New York, NY (HQ)",
            isListed: true,
            publishedAt: "2025-08-07T20:22:32.739+00:00",
            address: {
              postalAddress: { addressLocality: "New York City", addressRegion: "NY", addressCountry: "USA" },
            },
            secondaryLocations: [
              {
                location: "SF-Hybrid",
                address: {
                  postalAddress: {
                    addressLocality: "San Francisco",
                    addressRegion: "California",
                    addressCountry: "USA",
                  },
                },
              },
            ],
          },
          { id: "b", title: "Hidden", isListed: false },
        ],
      }),
      "job_listings/ashby_stapply/boards/Forward%20Financing.json",
    );
    expect(board.token).toBe("Forward Financing");
    expect(board.postings).toEqual([
      {
        id: "a",
        title: "Designer",
        places: ["New York, NY", "San Francisco, CA"],
        category: "Design",
        published: "2025-08-07",
      },
    ]);
  });

  it("names the file of a malformed board", () => {
    const root = makeRoot({
      [`${JOB_BOARD_FILES.greenhouseDir}/x.json`]:
        '{"company":"x","fetched_at":"2026-08-01T00:00:00","jobs":[{"id":1}]}',
    });
    expect(() => readBoards(root, "greenhouse")).toThrow(/boards\/x\.json: unexpected JSON shape at jobs\[0\]\.title/);
  });

  it("reads the Greenhouse company list by board token", () => {
    const root = makeRoot({
      [JOB_BOARD_FILES.greenhouseCompanies]: csv([
        ["Company Name", "Company Id", "Website", "Industry", "Hq", "Greenhouse Website"],
        ["Acme Inc", "1", "http://www.acme.com", "Retail", "Austin, TX", "https://boards.greenhouse.io/Acme"],
        ["Other", "2", "null", "null", "null", "null"],
      ]),
    });
    expect(readGreenhouseCompanies(root).get("acme")).toEqual({
      name: "Acme Inc",
      websiteDomain: "acme.com",
      industry: "Retail",
      headquarters: "Austin, TX",
    });
  });

  it("reads The Muse postings and USAJOBS totals", () => {
    const root = makeRoot({
      [JOB_BOARD_FILES.muse]: JSON.stringify([
        {
          id: 7,
          name: "Nurse",
          publication_date: "2026-03-07T10:00:00Z",
          locations: [{ name: "Lockhart, TX" }, { name: "Flexible / Remote" }],
          categories: [{ name: "Healthcare" }],
          company: { name: "Clinic" },
        },
      ]),
      "u.json": JSON.stringify({
        generated_at: "2026-03-02T03:04:09.887586",
        date_range: {
          previous_year: { year: 2024, start: "2024-02-01", end: "2024-12-31" },
          current_year: { year: 2025, start: "2025-02-01", end: "2025-12-31" },
        },
        totals: { previous_year: 331251, current_year: 143759, percentage: 43.4 },
      }),
    });
    expect(readMuseJobs(root)).toEqual([
      {
        id: "7",
        title: "Nurse",
        company: "Clinic",
        places: ["Lockhart, TX"],
        category: "Healthcare",
        published: "2026-03-07",
      },
    ]);
    expect(readUsajobsStats(root, "u.json").totals.current_year).toBe(143759);
  });
});

describe("Indeed readers", () => {
  it("reads one national variable in date order", () => {
    const root = makeRoot({
      [INDEED_FILES.aggregate]: csv([
        ["date", "jobcountry", "indeed_job_postings_index_SA", "indeed_job_postings_index_NSA", "variable"],
        ["2026-08-14", "US", "101.8", "105", "total postings"],
        ["2026-08-13", "US", "101.5", "105", "total postings"],
        ["2026-08-14", "US", "97.2", "105", "new postings"],
      ]),
    });
    expect(readIndeedNational(root, "total postings")).toEqual([
      { date: "2026-08-13", value: 101.5 },
      { date: "2026-08-14", value: 101.8 },
    ]);
    expect(() => readIndeedNational(root, "other")).toThrow(/no rows for variable "other"/);
  });

  it("keeps each state's latest value and requires a common end date", () => {
    const header = ["date", "state", "indeed_job_postings_index"];
    const ok = makeRoot({
      [INDEED_FILES.states]: csv([
        header,
        ["2026-08-13", "ak", "99"],
        ["2026-08-14", "ak", "100"],
        ["2026-08-14", "dc", "70.9"],
      ]),
    });
    const latest = readIndeedStatesLatest(ok);
    expect(latest.date).toBe("2026-08-14");
    expect(latest.first).toBe("2026-08-13");
    expect([...latest.states]).toEqual([
      ["AK", 100],
      ["DC", 70.9],
    ]);
    const ragged = makeRoot({
      [INDEED_FILES.states]: csv([header, ["2026-08-13", "ak", "99"], ["2026-08-14", "dc", "70"]]),
    });
    expect(() => readIndeedStatesLatest(ragged)).toThrow(/states end on different dates/);
  });
});

describe("BLS release calendar", () => {
  it("reads releases and rejects unknown publications", () => {
    const root = makeRoot({
      [RELEASE_CALENDAR_FILE]: "publication,ref_date,vintage_date\nces,2026-01-12,2026-02-11\n",
    });
    expect(readReleaseCalendar(root)).toEqual([{ publication: "ces", month: "2026-01", released: "2026-02-11" }]);
    const bad = makeRoot({ [RELEASE_CALENDAR_FILE]: "publication,ref_date,vintage_date\ncpi,2026-01-12,2026-02-11\n" });
    expect(() => readReleaseCalendar(bad)).toThrow(
      'news/bls_release_dates/release_dates.csv:2: unknown publication "cpi"',
    );
  });
});

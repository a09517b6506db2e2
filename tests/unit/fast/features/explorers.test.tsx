// @vitest-environment happy-dom
// The /hiring, /skills and /job-roles islands: skeletons while the full list is pending, the shared
// messages on failure and for an empty search, the built first page before the full list arrives,
// skeletons (not wrong results) for a search typed before it arrives, load more, the URL view.

import { readFileSync } from "node:fs";
import path from "node:path";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { initialPageOf } from "~/components/ui/static-first-list.ts";
import type { JobRole } from "~/domain/entities.ts";
import { exploreCompanies, exploreJobRoles, roleLeaders } from "~/domain/explore.ts";
import { OCCUPATION_INDEX_URL } from "~/domain/occupation-search.ts";
import { COMPANIES_PAGE, companyIndustries, companyStates } from "~/features/hiring/companies.ts";
import HiringExplorer from "~/features/hiring/HiringExplorer.tsx";
import CategoryChart from "~/features/job-roles/CategoryChart.tsx";
import JobRolesExplorer from "~/features/job-roles/JobRolesExplorer.tsx";
import RoleCard from "~/features/job-roles/RoleCard.tsx";
import { ROLES_PAGE, roleCategories, roleLocations } from "~/features/job-roles/roles.ts";
import SkillCard from "~/features/skills/SkillCard.tsx";
import SkillsExplorer from "~/features/skills/SkillsExplorer.tsx";
import { queryControls } from "~/stores/fetcher.ts";
import { seedData } from "../../../helpers/seed.ts";

const ROLE_PERIODS = { projections: "2024–34", wages: "May 2025" };

const COMPANIES = seedData("companies");
const SKILLS = seedData("skills");
const ROLES = seedData("job-roles");
const CATEGORIES = seedData("job-categories");
const OCCUPATION_INDEX = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../../../data/seed/occupation-index.json"), "utf8"),
) as unknown;
const provenance = {
  asOf: "June 2026",
  sources: [{ publisher: "U.S. Bureau of Labor Statistics", title: "Test series" }],
};

/** Pending requests stay open until the test ends (then fail, so nothing is left in flight). */
let releases: (() => void)[] = [];
type Reply = { status: number; body: unknown } | "pending";
/** A fetch answering by URL: `replies(url)` says what each request gets. */
function stubFetch(replies: (url: string) => Reply) {
  const fetchMock = vi.fn((input: string) => {
    const reply = replies(String(input));
    if (reply === "pending") {
      return new Promise<Response>((resolve) =>
        releases.push(() => resolve(new Response("released", { status: 599 }))),
      );
    }
    return Promise.resolve(
      new Response(typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body), { status: reply.status }),
    );
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
const ok = (body: unknown): Reply => ({ status: 200, body });
const fail: Reply = { status: 500, body: "boom" };

const skeleton = (container: HTMLElement) => container.querySelector('[data-testid="skeleton"]');
const typeSearch = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  queryControls.mutateCache(() => true, undefined);
  window.history.replaceState(null, "", "/");
});
/** Unmounts, ends pending requests and empties the cache: a fresh start within a test. */
async function restart() {
  cleanup();
  for (const release of releases) release();
  releases = [];
  await new Promise((r) => setTimeout(r, 0));
  queryControls.mutateCache(() => true, undefined);
  vi.unstubAllGlobals();
}
afterEach(restart);

describe("hiring explorer", () => {
  const initial = initialPageOf(exploreCompanies(COMPANIES, {}), COMPANIES_PAGE);
  const built = () => (
    <HiringExplorer
      initialPage={initial}
      industries={companyIndustries(COMPANIES)}
      states={companyStates(COMPANIES)}
      provenance={provenance}
    />
  );

  it("shows skeletons while the list is pending and nothing was built in", async () => {
    stubFetch(() => "pending");
    const { container } = render(<HiringExplorer provenance={provenance} />);
    await waitFor(() => expect(skeleton(container)).not.toBeNull());
    expect(screen.queryByText("Unable to load companies data")).toBeNull();
  });

  it("shows 'Unable to load companies data' when the request fails, and for an empty answer", async () => {
    stubFetch(() => fail);
    render(<HiringExplorer provenance={provenance} />);
    expect((await screen.findByText("Unable to load companies data")).getAttribute("role")).toBe("alert");
    await restart();
    stubFetch(() => ok([]));
    render(<HiringExplorer provenance={provenance} />);
    expect((await screen.findByText("Unable to load companies data")).getAttribute("role")).toBe("alert");
  });

  it("shows the built first page at once, then skeletons (not first-page results) for a search typed before the full list arrives", async () => {
    const fetchMock = stubFetch(() => "pending");
    const { container } = render(built());
    expect(screen.getAllByTestId("company-card")).toHaveLength(COMPANIES_PAGE);
    // The answer comes first, under the title, from the rows built in.
    const answer = screen.getByTestId("card-answer");
    expect(answer.previousElementSibling?.querySelector("h2")?.textContent).toBe("Companies by Open Postings");
    expect(answer.textContent).toMatch(
      new RegExp(`^Of the [\\d,]+ companies listed, ${initial.rows[0]!.name} advertises the most jobs`),
    );
    expect(screen.getByTestId("result-count").textContent).toBe(
      `Showing ${COMPANIES_PAGE} of ${initial.total.toLocaleString("en-US")} companies`,
    );
    expect(fetchMock).toHaveBeenCalledWith("/api/companies", expect.objectContaining({ credentials: "include" }));
    typeSearch("Search companies", "spacex");
    expect(skeleton(container)).not.toBeNull();
    expect(screen.queryAllByTestId("company-card")).toHaveLength(0);
    expect(window.location.search).toBe("?q=spacex");
  });

  it("searches, filters, loads more and says when nothing matches, once the full list has arrived", async () => {
    stubFetch(() => ok(COMPANIES));
    render(built());
    await waitFor(() =>
      expect(screen.getByRole("button", { name: /Download CSV/ }).hasAttribute("disabled")).toBe(false),
    );
    fireEvent.click(screen.getByRole("button", { name: /Load More Companies/ }));
    expect(screen.getAllByTestId("company-card")).toHaveLength(COMPANIES_PAGE * 2);
    expect(window.location.search).toBe(`?n=${COMPANIES_PAGE * 2}`);
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByTestId("company-card")[COMPANIES_PAGE]));

    fireEvent.change(screen.getByLabelText("State"), { target: { value: "US" } });
    const remote = exploreCompanies(COMPANIES, { state: "US" });
    expect(screen.getByTestId("result-count").textContent).toBe(
      `Showing ${Math.min(COMPANIES_PAGE, remote.length)} of ${remote.length} companies`,
    );
    expect(window.location.search).toBe("?state=US");

    typeSearch("Search companies", "no such company anywhere");
    screen.getByText("No companies found matching your search criteria");
    expect(screen.queryAllByTestId("company-card")).toEqual([]);
  });

  it("restores the view from the URL", async () => {
    window.history.replaceState(null, "", "/hiring?industry=Retail&q=carvana");
    stubFetch(() => ok(COMPANIES));
    render(built());
    await waitFor(() => expect(screen.getAllByTestId("company-card")).toHaveLength(1));
    expect(screen.getByRole("heading", { level: 3 }).textContent).toBe("Carvana");
    expect((screen.getByLabelText("Industry") as HTMLSelectElement).value).toBe("Retail");
    expect((screen.getByLabelText("Search companies") as HTMLInputElement).value).toBe("carvana");
  });

  it("links each card to its job board in a new tab, safely", () => {
    stubFetch(() => "pending");
    render(built());
    const link = screen.getByRole("link", { name: "View SpaceX jobs on Greenhouse (opens in a new tab)" });
    expect(link.getAttribute("href")).toBe("https://boards.greenhouse.io/spacex");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });
});

describe("skills explorer", () => {
  const top = SKILLS.slice(0, 12);

  it("shows skeletons while pending, then the top 12 from GET /api/skills?limit=12", async () => {
    const fetchMock = stubFetch((url) => (url.includes("limit=12") ? ok(top) : "pending"));
    render(<SkillsExplorer provenance={provenance} />);
    await waitFor(() => expect(screen.getAllByTestId("skill-card")).toHaveLength(12));
    expect(fetchMock).toHaveBeenCalledWith("/api/skills?limit=12", expect.anything());
    expect(fetchMock).not.toHaveBeenCalledWith("/api/skills", expect.anything());
    expect(screen.getAllByRole("progressbar")[0]!.getAttribute("aria-valuenow")).toBe(
      String(Number(top[0]!.percentage)),
    );
  });

  it("shows skeletons while the top skills are pending", async () => {
    stubFetch(() => "pending");
    const { container } = render(<SkillsExplorer provenance={provenance} />);
    await waitFor(() => expect(skeleton(container)).not.toBeNull());
  });

  it("shows 'Unable to load skills data' when the request fails or is empty", async () => {
    stubFetch(() => fail);
    render(<SkillsExplorer provenance={provenance} />);
    expect((await screen.findByText("Unable to load skills data")).getAttribute("role")).toBe("alert");
    await restart();
    stubFetch(() => ok([]));
    render(<SkillsExplorer provenance={provenance} />);
    expect((await screen.findByText("Unable to load skills data")).getAttribute("role")).toBe("alert");
  });

  it("searches the full ranked list: skeletons until it arrives, then every match; the empty message", async () => {
    stubFetch((url) => (url.includes("limit=12") ? ok(top) : "pending"));
    const { container } = render(<SkillsExplorer initialData={top} provenance={provenance} />);
    typeSearch("Search skills", "python");
    expect(skeleton(container)).not.toBeNull();
    await restart();
    stubFetch((url) => (url.includes("limit=12") ? ok(top) : ok(SKILLS)));
    render(<SkillsExplorer initialData={top} provenance={provenance} />);
    typeSearch("Search skills", "python");
    await waitFor(() => expect(screen.queryAllByTestId("skill-card")).not.toHaveLength(0));
    for (const card of screen.getAllByTestId("skill-card")) expect(card.textContent?.toLowerCase()).toContain("python");
    typeSearch("Search skills", "zzzz no skill");
    screen.getByText("No skills found matching your search criteria");
    expect(screen.queryAllByTestId("skill-card")).toEqual([]);
  });

  it("leads the top list with its answer, the first ranked skill and its openings a year; a search has none", async () => {
    stubFetch((url) => (url.includes("limit=12") ? ok(top) : ok(SKILLS)));
    render(<SkillsExplorer initialData={top} provenance={provenance} />);
    const leader = top.find((s) => !s.baselineTool)!;
    const answer = screen.getByTestId("card-answer");
    expect(answer.textContent).toBe(
      `${leader.name} leads: the occupations whose job postings often ask for it expect about ${leader.jobCount.toLocaleString("en-US")} job openings a year.`,
    );
    expect(answer.previousElementSibling?.querySelector("h2")).not.toBeNull();
    const firstCard = screen.getAllByTestId("skill-card")[0]!;
    expect(answer.compareDocumentPosition(firstCard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The method says what the ranking counts: openings, not employment.
    expect(screen.getByTestId("how-measured").textContent).toContain("ranked by the projected job openings a year");
    typeSearch("Search skills", "python");
    await waitFor(() => expect(screen.queryByTestId("card-answer")).toBeNull());
  });

  it("shows 'Unable to load skills data' when a search needs the full list and it fails", async () => {
    stubFetch((url) => (url.includes("limit=12") ? ok(top) : fail));
    render(<SkillsExplorer initialData={top} provenance={provenance} />);
    typeSearch("Search skills", "python");
    expect((await screen.findByText("Unable to load skills data")).getAttribute("role")).toBe("alert");
  });
});

describe("job roles explorer", () => {
  const initial = initialPageOf(exploreJobRoles(ROLES, {}), ROLES_PAGE);
  const built = () => (
    <JobRolesExplorer
      initialPage={initial}
      periods={ROLE_PERIODS}
      initialLeaders={roleLeaders(ROLES)}
      categories={roleCategories(ROLES)}
      locations={roleLocations(ROLES)}
      provenance={provenance}
    />
  );

  it("shows skeletons while pending and nothing was built in", async () => {
    stubFetch(() => "pending");
    const { container } = render(<JobRolesExplorer provenance={provenance} periods={ROLE_PERIODS} />);
    await waitFor(() => expect(container.querySelectorAll('[data-testid="skeleton"]')).toHaveLength(2));
  });

  it("shows 'Error loading job roles data' when the request fails or is empty", async () => {
    stubFetch(() => fail);
    render(<JobRolesExplorer provenance={provenance} periods={ROLE_PERIODS} />);
    await waitFor(() => expect(screen.getAllByText("Error loading job roles data")).toHaveLength(2));
    await restart();
    stubFetch(() => ok([]));
    render(<JobRolesExplorer provenance={provenance} periods={ROLE_PERIODS} />);
    await waitFor(() => expect(screen.getAllByText("Error loading job roles data")).toHaveLength(2));
  });

  it("shows the built first page and top-3 cards, then skeletons for a sort chosen before the full list arrives", async () => {
    stubFetch(() => "pending");
    const { container } = render(built());
    expect(screen.getAllByTestId("role-card")).toHaveLength(ROLES_PAGE);
    expect(within(screen.getByTestId("leaders-highestPaying")).getAllByTestId("leader")).toHaveLength(3);
    fireEvent.change(screen.getByLabelText("Sort by"), { target: { value: "title" } });
    expect(skeleton(container)).not.toBeNull();
    expect(screen.queryAllByTestId("role-card")).toHaveLength(0);
    expect(window.location.search).toBe("?sort=title");
  });

  it("filters, sorts, loads more and says when nothing matches", async () => {
    stubFetch(() => ok(ROLES));
    render(built());
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Download CSV" }).hasAttribute("disabled")).toBe(false),
    );
    fireEvent.change(screen.getByLabelText("Location"), { target: { value: "Chicago, IL" } });
    fireEvent.change(screen.getByLabelText("Sort by"), { target: { value: "salary" } });
    const expected = exploreJobRoles(ROLES, { location: "Chicago, IL", sort: "salary" });
    expect(
      screen
        .getAllByRole("heading", { level: 3 })
        .slice(4, 7)
        .map((h) => h.textContent),
    ).toEqual(expected.slice(0, 3).map((r) => r.title));
    fireEvent.click(screen.getByRole("button", { name: /Load More Roles/ }));
    expect(screen.getAllByTestId("role-card")).toHaveLength(Math.min(ROLES_PAGE * 2, expected.length));
    expect(new URLSearchParams(window.location.search).get("n")).toBe(String(ROLES_PAGE * 2));
    typeSearch("Search job roles", "no such occupation at all");
    screen.getByText("No job roles found matching your criteria");
    expect(screen.queryAllByTestId("role-card")).toEqual([]);
  });

  it("finds roles by the titles people use for them once the occupation index arrives ('coder')", async () => {
    const fetchMock = stubFetch((url) => (url === OCCUPATION_INDEX_URL ? ok(OCCUPATION_INDEX) : ok(ROLES)));
    render(built());
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Download CSV" }).hasAttribute("disabled")).toBe(false),
    );
    expect(fetchMock).not.toHaveBeenCalledWith(OCCUPATION_INDEX_URL, expect.anything());
    typeSearch("Search job roles", "coder");
    const titles = () => screen.queryAllByTestId("role-card").map((card) => card.querySelector("h3")?.textContent);
    await waitFor(() => expect(titles()).toContain("Medical Records Specialists"));
    expect(titles()).toContain("Computer Programmers");
    expect(fetchMock).toHaveBeenCalledWith(OCCUPATION_INDEX_URL, expect.anything());
  });

  it("searches the roles' own title, category and skills while the occupation index is unavailable", async () => {
    stubFetch((url) => (url === OCCUPATION_INDEX_URL ? fail : ok(ROLES)));
    render(built());
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Download CSV" }).hasAttribute("disabled")).toBe(false),
    );
    typeSearch("Search job roles", "coder");
    await screen.findByText("No job roles found matching your criteria");
    expect(screen.queryAllByTestId("role-card")).toEqual([]);
    typeSearch("Search job roles", "Registered Nurses");
    expect(screen.getAllByTestId("role-card").map((card) => card.querySelector("h3")?.textContent)).toContain(
      "Registered Nurses",
    );
  });
});

describe("role card", () => {
  const role = (growthRate: number, o: Partial<JobRole> = {}): JobRole => ({
    id: "x",
    title: "Welders",
    category: "Production",
    openings: 1500,
    averageSalary: 52_000,
    experienceLevel: "Entry level",
    remotePercentage: 0,
    growthRate,
    topLocations: ["Houston, TX", "Columbus, OH", "Salt Lake City, UT", "Des Moines, IA"],
    requiredSkills: ["A", "B", "C", "D", "E"],
    ...o,
  });
  it("highlights growth of exactly 10% in green, not 9.9%", () => {
    render(
      <ul>
        <RoleCard role={role(10)} projections="2024–34" />
        <RoleCard role={{ ...role(9.9), id: "y" }} projections="2024–34" />
      </ul>,
    );
    const [high, low] = screen.getAllByTestId("role-growth");
    expect(high!.className).toContain("text-green-700");
    expect(high!.textContent).toContain("High growth");
    expect(low!.className).not.toContain("text-green-700");
  });
  it("shows the first 2 locations and 3 skills, then +N more", () => {
    render(
      <ul>
        <RoleCard role={role(1)} projections="2024–34" />
      </ul>,
    );
    expect(screen.getByRole("list", { name: "Top locations" }).textContent).toBe("Houston, TXColumbus, OH+2 more");
    expect(screen.getByRole("list", { name: "Key skills" }).textContent).toBe("ABC+2 more");
    expect(screen.getByTestId("role-openings").textContent).toBe("1.5K");
    expect(screen.queryByText(/O\*NET rates no skills/)).toBeNull();
  });
  it("links to its occupation's page, named with the occupation; no link without a page", () => {
    render(
      <ul>
        <RoleCard role={role(1, { occupationSlug: "welders-cutters" })} projections="2024–34" />
        <RoleCard role={{ ...role(1), id: "y" }} projections="2024–34" />
      </ul>,
    );
    const links = screen.getAllByTestId("role-occupation-link");
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute("href")).toBe("/occupations/welders-cutters");
    expect(screen.getByRole("link", { name: "Pay by place and outlook of Welders" })).toBe(links[0]);
  });
  it("says when key skills are technologies (O*NET rates none), and why a role has no top locations", () => {
    const note = "BLS publishes no metropolitan-area employment for this occupation.";
    const { container } = render(
      <ul>
        <RoleCard
          role={role(1, { skillsBasis: "technologies", topLocations: [], topLocationsNote: note })}
          projections="2024–34"
        />
      </ul>,
    );
    expect(container.textContent).toContain("Technologies used: O*NET rates no skills for this occupation.");
    expect(container.textContent).toContain(note);
    expect(screen.queryByRole("list", { name: "Top locations" })).toBeNull();
  });
});

describe("top 10 job categories chart", () => {
  it("shows skeletons while pending and the message on failure", async () => {
    stubFetch(() => "pending");
    const { container } = render(<CategoryChart provenance={provenance} />);
    await waitFor(() => expect(skeleton(container)).not.toBeNull());
    await restart();
    stubFetch(() => fail);
    render(<CategoryChart provenance={provenance} />);
    expect((await screen.findByText("Unable to load job categories data")).getAttribute("role")).toBe("alert");
  });

  it("draws ten bars, each named with its value; the arrow keys move between them", async () => {
    stubFetch(() => ok(CATEGORIES));
    render(<CategoryChart initialData={CATEGORIES.slice(0, 10)} provenance={provenance} />);
    const bars = screen.getAllByRole("img");
    expect(bars).toHaveLength(10);
    expect(bars[0]!.getAttribute("aria-label")).toMatch(
      /^Office and Administrative Support: 17\.8M employed, 11\.4% of US wage-and-salary employment$/,
    );
    expect(bars.map((b) => b.getAttribute("tabindex"))).toEqual(["0", ...Array(9).fill("-1")]);
    act(() => bars[0]!.focus());
    fireEvent.keyDown(bars[0]!, { key: "ArrowDown" });
    expect(document.activeElement).toBe(bars[1]);
    fireEvent.keyDown(bars[1]!, { key: "End" });
    expect(document.activeElement).toBe(bars[9]);
    expect(screen.getByTestId("categories-table").querySelectorAll("tbody tr")).toHaveLength(10);
  });

  it("leads with the dashboard's answer for the largest group, under its title and before the bars", () => {
    stubFetch(() => "pending");
    render(<CategoryChart initialData={CATEGORIES.slice(0, 10)} provenance={provenance} />);
    const answer = screen.getByTestId("card-answer");
    expect(answer.textContent).toBe(
      "More people work in Office and Administrative Support than in any other group: 17.8M, 11.4% of all employees.",
    );
    expect(answer.previousElementSibling?.querySelector("h2")?.textContent).toBe("Top 10 Job Categories");
    expect(
      answer.compareDocumentPosition(screen.getAllByRole("img")[0]!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});

describe("skill card", () => {
  const skill = SKILLS.find((s) => (s.topOccupations?.length ?? 0) >= 2);
  it("links to the occupations where the skill is in demand, in a list named for them", () => {
    if (!skill?.topOccupations) throw new Error("the seed has no skill with occupations");
    render(
      <ul>
        <SkillCard skill={skill} />
      </ul>,
    );
    const list = screen.getByRole("list", { name: "In demand in" });
    const links = within(list).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual(
      skill.topOccupations.map((o) => [o.title, `/occupations/${o.slug}`]),
    );
  });
  it("shows no occupation list where the data maps none", () => {
    const { topOccupations: _none, ...bare } = SKILLS[0]!;
    render(
      <ul>
        <SkillCard skill={bare} />
      </ul>,
    );
    expect(screen.queryByTestId("skill-occupations")).toBeNull();
  });
});

// @vitest-environment happy-dom
// Labels that once misdescribed their numbers (issue #29), each held here: a company's figure is open postings on its
// job board, not jobs or hires, and its city is where most of its postings are, not its headquarters (on /hiring's
// cards, in its note and on the dashboard's top companies); the dashboard's skill figures carry their unit.

import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Company } from "~/domain/entities.ts";
import { TopCompanies, TopSkills } from "~/features/dashboard/top-lists.tsx";
import CompanyCard from "~/features/hiring/CompanyCard.tsx";
import HiringExplorer from "~/features/hiring/HiringExplorer.tsx";
import { seedData } from "../../../helpers/seed.ts";

const COMPANIES = seedData("companies").filter((c) => c.openings > 0);
const SKILLS = seedData("skills").filter((s) => !s.baselineTool);
const provenance = { asOf: "August 2026", sources: [{ publisher: "Greenhouse", title: "Job boards" }] };
const HEADQUARTERS = /headquarter|\bbased in\b|\bHQ\b/i;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("company labels", () => {
  it("a /hiring card names the city most postings name and counts open US postings", () => {
    const company: Company = { ...COMPANIES[0]!, location: "Austin, TX", openings: 1234 };
    render(<CompanyCard company={company} />);
    const card = screen.getByTestId("company-card");
    expect(card.textContent).toContain("Most postings inAustin, TX");
    expect(card.textContent).toContain("Open US postings1.2K");
    expect(card.textContent).not.toMatch(HEADQUARTERS);
    expect(card.textContent).not.toMatch(/\bjobs? open\b|\bhires?\b|\bemployees\b/i);
  });

  it("the /hiring note says the count is postings, not hires, and the city is not a headquarters", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    render(<HiringExplorer provenance={provenance} initialPage={{ rows: COMPANIES.slice(0, 3), total: 3 }} />);
    const note = screen.getByText(/^Open postings with a US location/);
    expect(note.textContent).toContain("open postings, not hires");
    expect(note.textContent).toContain("not its headquarters");
  });

  it("the dashboard's top companies say 'Most postings in' and 'open postings' on every row", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    render(<TopCompanies provenance={provenance} initialData={COMPANIES.slice(0, 5)} />);
    const rows = screen.getAllByTestId("top-company");
    expect(rows).toHaveLength(5);
    rows.forEach((row, i) => {
      expect(row.textContent).toContain(`Most postings in ${COMPANIES[i]!.location}`);
      expect(row.textContent).toContain("open postings");
      expect(row.textContent).not.toMatch(HEADQUARTERS);
    });
  });

  it("the dashboard's skill figures say their unit on screen and to screen readers, not a bare 'K'", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    render(<TopSkills provenance={provenance} initialData={SKILLS.slice(0, 5)} />);
    expect(screen.getByTestId("top-skill-unit").textContent).toBe("SkillProjected openings a year");
    for (const row of screen.getAllByTestId("top-skill"))
      expect(row.textContent).toMatch(/\dK projected openings a year$/);
  });
});

import { describe, expect, it } from "vitest";
import {
  categoryShares,
  jobZoneText,
  outlookLead,
  relatedViews,
  shortCategory,
  titlesPeopleUse,
  topRatings,
} from "~/features/occupation-page/profile.ts";
import { seedData } from "../../../../helpers/seed.ts";
import { seedOccupation } from "./fixtures.ts";

const index = seedData("occupations");

describe("what the job is and takes", () => {
  it("lists the titles people use, reported first, without the occupation's own title or repeats", () => {
    const titles = titlesPeopleUse(
      {
        reported: ["Developer", "Software Developers", "developer", "Software Engineer"],
        alternate: ["Coder", "Programmer"],
      },
      "Software Developers",
      3,
    );
    expect(titles).toEqual(["Developer", "Software Engineer", "Coder"]);
  });

  it("writes the Job Zone in O*NET's words, or that there is none", () => {
    expect(jobZoneText(4)).toBe("Job Zone 4: considerable preparation needed.");
    expect(jobZoneText(null)).toBe("O*NET assigns this occupation no Job Zone.");
  });

  it("gives the largest O*NET education shares with short labels, or O*NET's reason", () => {
    expect(categoryShares(seedOccupation("43-2021").preparation.education)).toEqual([
      "High School Diploma: 98%",
      "Associate's Degree (or other 2-year degree): 2%",
      "Some College Courses: under 1%",
    ]);
    expect(categoryShares(seedOccupation("15-1252").preparation.education)).toContain("no Education ratings");
    expect(shortCategory("Post-Secondary Certificate - awarded for training")).toBe("Post-Secondary Certificate");
  });
});

describe("outlook", () => {
  it("says growth or decline 2024–34 and openings from the projections", () => {
    expect(outlookLead(seedOccupation("15-1252").outlook, "Software Developers")).toBe(
      "Jobs are projected to grow 15.8% from 2024 to 2034 (1,693,800 to 1,961,400), with about 115,200 openings a year.",
    );
    expect(outlookLead(seedOccupation("43-2021").outlook, "Telephone Operators")).toContain("shrink 27.5%");
  });

  it("says why there is no projection, and that a published 0 openings means fewer than 50", () => {
    expect(outlookLead(null, "Dancers")).toBe(
      "BLS projects Dancers only within a wider group, so there is no projection of its own.",
    );
    const outlook = { ...seedOccupation("43-2021").outlook!, openingsPerYear: 0 };
    expect(outlookLead(outlook, "X")).toContain("with fewer than 50 openings a year");
  });
});

describe("skills and knowledge", () => {
  it("ranks the most important first, with the importance out of 5", () => {
    const top = topRatings(seedOccupation("43-2021").skills, 3);
    expect(top.rated).toBe(true);
    if (!top.rated) return;
    expect(top.items).toHaveLength(3);
    const values = top.items.map((i) => Number(i.importance));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(top.items[0]).toMatchObject({ importance: "4.0", width: 80 });
  });

  it("says O*NET rates no skills for Software Developers instead of borrowing another occupation's", () => {
    const top = topRatings(seedOccupation("15-1252").skills);
    expect(top).toEqual({
      rated: false,
      reason: expect.stringContaining("no Skills ratings for 15-1252.00 Software Developers"),
    });
  });
});

describe("where to go next", () => {
  it("links related occupations to their pages, once each, with their median wage and projected growth", () => {
    const related = relatedViews(seedOccupation("15-1252").related, index);
    expect(related[0]).toEqual({
      title: "Computer Occupations, All Other",
      href: "/occupations/computer-occupations-all-other",
      specialty: "Computer Systems Engineers/Architects",
      median: "$116,580",
      growth: "+8.2%",
    });
    expect(new Set(related.map((r) => r.href)).size).toBe(related.length);
    const programmers = index.find((o) => o.soc === "15-1251");
    expect(related.find((r) => r.title === "Computer Programmers")).toMatchObject({
      median: `$${programmers?.medianWage?.toLocaleString("en-US")}`,
      growth: "-6.0%",
      specialty: null,
    });
  });

  it("leaves out a related occupation without its own page", () => {
    const related = relatedViews([{ soc: "99-9999", title: "Gone", onetTitle: "Gone", tier: "Primary-Short" }], index);
    expect(related).toEqual([]);
  });
});

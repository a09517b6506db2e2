import { describe, expect, it } from "vitest";
import { employerName, HAND_VERIFIED_BOARDS, profileMatch, verifiedProfile } from "~/pipeline/company-identity.ts";
import type { CompanyProfile, JobBoard } from "~/pipeline/readers/job-boards.ts";

const board = (token: string, companyName: string | undefined, linkDomains: string[] = []): JobBoard => ({
  source: "greenhouse",
  token,
  file: `boards/${token}.json`,
  companyName,
  linkDomains,
  fetchedAt: "2026-08-21T04:00:08",
  postings: [],
});
const profile = (name: string, websiteDomain: string | undefined, extra: Partial<CompanyProfile> = {}) => ({
  name,
  websiteDomain,
  industry: "Information Technology",
  headquarters: "Chicago, IL",
  ...extra,
});

describe("company identity of a Greenhouse board", () => {
  it("does not take a same-named firm's entry: the 'relativity' board is Relativity Space's, not kCura's Relativity", () => {
    const relativity = board("relativity", "Relativity Space");
    const listed = profile("Relativity", "kcura.com");
    expect(profileMatch(relativity, listed)).toBeUndefined();
    expect(verifiedProfile(relativity, new Map([["relativity", listed]]))).toBeUndefined();
    expect(employerName(relativity, undefined)).toBe("Relativity Space");
  });

  it("does not take an entry on equal names alone ('Toast' the restaurant is not Toast the software firm)", () => {
    expect(profileMatch(board("toast", "Toast", ["toasttab.com"]), profile("Toast", "toastrva.com"))).toBeUndefined();
  });

  it("takes an entry whose website is a domain the postings or the board's home page link to", () => {
    expect(profileMatch(board("stripe", "Stripe", ["stripe.com"]), profile("Stripe", "stripe.com"))).toBe(
      "same domain",
    );
    expect(profileMatch(board("axon", "Axon"), profile("Axon", "axon.com", { boardHomeDomain: "axon.com" }))).toBe(
      "same domain",
    );
  });

  it("takes a hand-checked entry only while the list still gives the website it was checked with", () => {
    const spacex = board("spacex", "SpaceX");
    expect(HAND_VERIFIED_BOARDS["spacex"]).toBe("spacex.com");
    expect(profileMatch(spacex, profile("SpaceX", "spacex.com"))).toBe("checked by hand");
    expect(profileMatch(spacex, profile("SpaceX", "spacex.example"))).toBeUndefined();
  });

  it("names the employer as its postings do, unless they carry a board title", () => {
    expect(employerName(board("tripactions", "Navan"), profile("TripActions", "tripactions.com"))).toBe("Navan");
    expect(employerName(board("rubrik", "Rubrik Job Board"), profile("Rubrik", "rubrik.com"))).toBe("Rubrik");
    expect(employerName(board("corelight", "Job Board"), undefined)).toBe("Corelight");
    expect(employerName(board("buzzfeed", "Employment Opportunities at BuzzFeed, Inc."), undefined)).toBe("Buzzfeed");
    expect(employerName(board("cfeo", "Center for Employment Opportunities"), undefined)).toBe(
      "Center for Employment Opportunities",
    );
  });
});

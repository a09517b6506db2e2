import { describe, expect, it } from "vitest";
import { type TitleSource, titleMatcher } from "~/pipeline/builders/posting-match.ts";

const t = (soc: string, title: string, kind: TitleSource["kind"], employment = 1000): TitleSource => ({
  soc,
  title,
  kind,
  employment,
});
const titles: TitleSource[] = [
  t("15-1252", "Software Developers", "oews", 1_600_000),
  t("15-1252", "Software Engineer", "reported", 1_600_000),
  t("13-1071", "Recruiter", "reported", 900_000),
  t("11-1021", "Program Manager", "alternate", 3_500_000),
  t("27-2012", "Program Manager", "reported", 140_000),
  t("27-2012", "Director", "reported", 140_000),
  t("11-9199", "Manager", "alternate", 600_000),
  t("11-2021", "Manager", "alternate", 400_000),
  t("11-9041", "Manager", "alternate", 200_000),
];
const match = titleMatcher(titles);

describe("matching a posting's title to an occupation", () => {
  it("exact: the whole title, normalised (case, plural, punctuation)", () => {
    expect(match("Software Developer")).toEqual({ soc: "15-1252", method: "exact" });
    expect(match("software-engineers")).toEqual({ soc: "15-1252", method: "exact" });
  });

  it("core: the title without its level and the team after a comma, dash or bracket", () => {
    expect(match("Senior Software Engineer, Payments")).toEqual({ soc: "15-1252", method: "core" });
    expect(match("Staff Software Engineer II - Search (Remote)")).toEqual({ soc: "15-1252", method: "core" });
  });

  it("phrase: the longest title inside it, covering at least half its words", () => {
    expect(match("Backend Software Engineer")).toEqual({ soc: "15-1252", method: "phrase" });
    expect(match("Technical Recruiter")).toEqual({ soc: "13-1071", method: "phrase" });
  });

  it("no match when the title inside covers less than half the words", () => {
    expect(match("Machine Learning Platform Software Engineer")).toBeUndefined();
  });

  it("a one-word title counts inside a longer one only as its last word and only when it names few occupations", () => {
    expect(match("Director of Sales")).toBeUndefined(); // "director" is not the last word
    expect(match("Engineering Manager")).toBeUndefined(); // "manager" names three occupations
  });

  it("a title naming several occupations goes to the one employing the most", () => {
    expect(match("Program Manager")).toEqual({ soc: "11-1021", method: "exact" });
  });

  it("nothing for a title of level words only, or none of the titles", () => {
    expect(match("Senior II")).toBeUndefined();
    expect(match("Underwater Basket Weaver")).toBeUndefined();
  });
});

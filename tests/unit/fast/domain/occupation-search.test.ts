import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { OccupationIndexSchema } from "~/domain/occupation-index-schema.ts";
import {
  isOccupationIndex,
  type OccupationIndexRow,
  occupationTerms,
  searchOccupations,
  singular,
  titleWords,
} from "~/domain/occupation-search.ts";

const seedIndex = OccupationIndexSchema.parse(
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../../../data/seed/occupation-index.json"), "utf8")),
);
const titles = (query: string, n = 5) =>
  searchOccupations(query, seedIndex)
    .slice(0, n)
    .map((m) => m.row.title);

describe("occupation search against the committed index", () => {
  it("'nurse' finds Registered Nurses first, then the other nursing occupations", () => {
    const found = titles("nurse", 6);
    expect(found[0]).toBe("Registered Nurses");
    expect(found).toEqual(
      expect.arrayContaining([
        "Licensed Practical and Licensed Vocational Nurses",
        "Nurse Practitioners",
        "Nurse Anesthetists",
        "Nurse Midwives",
      ]),
    );
  });

  it("'coder' finds Medical Records Specialists first and Computer Programmers among the first three", () => {
    const found = titles("coder", 3);
    expect(found[0]).toBe("Medical Records Specialists");
    expect(found).toContain("Computer Programmers");
  });

  it("'truck driver' and 'Truck Drivers' find Heavy and Tractor-Trailer Truck Drivers first", () => {
    expect(titles("truck driver", 2)).toEqual(["Heavy and Tractor-Trailer Truck Drivers", "Light Truck Drivers"]);
    expect(titles("Truck Drivers", 1)).toEqual(["Heavy and Tractor-Trailer Truck Drivers"]);
  });

  it("'cashier' finds Cashiers first", () => {
    expect(titles("cashier", 1)).toEqual(["Cashiers"]);
  });

  it("a reported title finds its occupation: 'software engineer' → Software Developers", () => {
    expect(titles("software engineer", 1)).toEqual(["Software Developers"]);
  });

  it("a word begun, as while typing, finds the most employed occupations it begins ('nur' → Registered Nurses)", () => {
    expect(titles("nur", 1)).toEqual(["Registered Nurses"]);
  });

  it("nothing for an empty query, stop words alone or words no title uses", () => {
    expect(searchOccupations("", seedIndex)).toEqual([]);
    expect(searchOccupations("  and of  ", seedIndex)).toEqual([]);
    expect(searchOccupations("xyzzy", seedIndex)).toEqual([]);
  });

  it("every occupation finds itself first by its own title", () => {
    for (const row of seedIndex.filter((_, i) => i % 40 === 0)) {
      expect(searchOccupations(row.title, seedIndex)[0]?.row.soc, row.title).toBe(row.soc);
    }
  });
});

describe("index terms", () => {
  it("singular forms of plural job words, leaving other words alone", () => {
    expect(["nurses", "secretaries", "cashiers", "coaches", "boxes", "class", "analysis", "bus"].map(singular)).toEqual(
      ["nurse", "secretary", "cashier", "coach", "box", "class", "analysis", "bus"],
    );
  });

  it("title words are lower case, singular and without stop words", () => {
    expect(titleWords("Heavy and Tractor-Trailer Truck Drivers")).toEqual([
      "heavy",
      "tractor",
      "trailer",
      "truck",
      "driver",
    ]);
  });

  it("terms: own title words, reported words and short titles, then words alternate titles use twice or end with", () => {
    const terms = occupationTerms(
      "Computer Programmers",
      ["Java Developer", "Programmer"],
      ["Computer Language Coder", "Mainframe Developer", "Web Developer", "Punch Card Operator", "Card Sorter"],
    );
    expect(terms.slice(0, 5)).toEqual(["computer", "programmer", "java", "developer", "java developer"]);
    expect(terms).toContain("coder"); // ends a title once
    expect(terms).toContain("card"); // used twice
    expect(terms).not.toContain("mainframe"); // once, and not where a title ends
    expect(new Set(terms).size).toBe(terms.length);
  });

  it("ranks the title before a reported title before title words before other terms, ties by employment", () => {
    const row = (soc: string, title: string, employment: number, terms: string[]): OccupationIndexRow => ({
      soc,
      slug: title.toLowerCase().replace(/\W+/g, "-"),
      title,
      employment,
      terms,
    });
    const index = [
      row("11-0001", "Widget Makers", 10, ["widget", "maker"]),
      row("11-0002", "Assemblers", 1000, ["assembler", "widget maker"]),
      row("11-0003", "Widget Maker Helpers", 5000, ["widget", "maker", "helper"]),
      row("11-0004", "Packers", 9000, ["packer", "box", "widget", "maker"]),
    ];
    expect(searchOccupations("widget makers", index).map((m) => m.row.soc)).toEqual([
      "11-0001",
      "11-0002",
      "11-0003",
      "11-0004",
    ]);
  });
});

describe("isOccupationIndex", () => {
  it("accepts the committed index and refuses other shapes", () => {
    expect(isOccupationIndex(seedIndex)).toBe(true);
    expect(isOccupationIndex([{ id: "15-1252", title: "Software Developers" }])).toBe(false);
    expect(isOccupationIndex([{ ...seedIndex[0], terms: [1] }])).toBe(false);
    expect(isOccupationIndex({ rows: [] })).toBe(false);
    expect(isOccupationIndex([null])).toBe(false);
  });
});

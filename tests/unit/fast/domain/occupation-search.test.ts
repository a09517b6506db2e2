import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { OccupationDataSchema } from "~/domain/occupation-data.ts";
import { OccupationIndexSchema } from "~/domain/occupation-index-schema.ts";
import {
  isOccupationIndex,
  type OccupationIndexRow,
  occupationTerms,
  searchOccupations,
  singular,
  titleWords,
} from "~/domain/occupation-search.ts";

const root = path.resolve(import.meta.dirname, "../../../..");
const seedIndex = OccupationIndexSchema.parse(
  JSON.parse(readFileSync(path.join(root, "data/seed/occupation-index.json"), "utf8")),
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

  it("'coder' finds Medical Records Specialists first and Computer Programmers among the first five", () => {
    // 15 of the 52 O*NET titles of Medical Records Specialists use "coder"; 1 of 43 of Computer Programmers'.
    const found = titles("coder", 5);
    expect(found[0]).toBe("Medical Records Specialists");
    expect(found).toContain("Computer Programmers");
  });

  it("everyday job words find the occupation their title names first", () => {
    const first = (q: string) => titles(q, 1)[0];
    expect(first("electrician")).toBe("Electricians");
    expect(first("plumber")).toBe("Plumbers, Pipefitters, and Steamfitters");
    expect(first("welder")).toBe("Welders, Cutters, Solderers, and Brazers");
    expect(first("teacher")).toBe("Elementary School Teachers, Except Special Education");
    expect(titles("developer", 2)).toEqual(["Software Developers", "Web Developers"]);
    expect(titles("software developer", 2)).toEqual(["Software Developers", "Web Developers"]);
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

  it("a word begun, as while typing, finds the occupations whose workers it likely names ('nur' → Registered Nurses)", () => {
    expect(titles("nur", 1)).toEqual(["Registered Nurses"]);
    expect(titles("software dev", 1)).toEqual(["Software Developers"]);
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

  it("terms: reported words and short titles, then words alternate titles use twice or end with; each counted", () => {
    const { terms, counts, titles } = occupationTerms(
      "Computer Programmers",
      ["Java Developer", "Programmer"],
      [
        "Computer Language Coder",
        "Mainframe Developer",
        "Web Developer",
        "Punch Card Operator",
        "Card Sorter",
        "Java Developers",
      ],
    );
    expect(titles).toBe(7); // "Java Developers" is "Java Developer" again
    // Counts stop at the last term more than one title uses; each term after it is used by one.
    expect(counts).toEqual([3, 2]);
    const count = Object.fromEntries(terms.map((t, i) => [t, counts[i] ?? 1]));
    expect(count).toEqual({
      developer: 3,
      card: 2,
      java: 1,
      "java developer": 1,
      coder: 1, // ends a title once
      operator: 1,
      sorter: 1,
    });
    expect(terms.slice(0, 2)).toEqual(["developer", "card"]); // most used first
    expect(terms).not.toContain("computer"); // its own title's words are left to the title
    expect(terms).not.toContain("programmer");
    expect(terms).not.toContain("mainframe"); // once, and not where a title ends
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
    const sample = seedIndex.find((r) => r.terms.length > 1);
    const { titles: _t, counts: _c, ...before } = sample ?? seedIndex[0] ?? { terms: [] };
    expect(isOccupationIndex([before])).toBe(true); // built before counts were kept
    expect(isOccupationIndex([{ ...sample, counts: [...(sample?.terms ?? []).map(() => 1), 1] }])).toBe(false);
    expect(isOccupationIndex([{ ...sample, counts: sample?.terms.map(() => -1) }])).toBe(false);
    expect(isOccupationIndex([{ ...sample, titles: "many" }])).toBe(false);
    expect(isOccupationIndex([{ id: "15-1252", title: "Software Developers" }])).toBe(false);
    expect(isOccupationIndex([{ ...seedIndex[0], terms: [1] }])).toBe(false);
    expect(isOccupationIndex({ rows: [] })).toBe(false);
    expect(isOccupationIndex([null])).toBe(false);
  });
});

// A cut of the real index's inputs: every occupation any of whose titles uses "warehouse" or "forklift" (the
// fixture's "about" says where each value comes from), built into index rows as the pipeline builds them.
const fixture = JSON.parse(
  readFileSync(path.join(root, "tests/fixtures/occupation-search/warehouse-forklift.json"), "utf8"),
) as {
  occupations: {
    soc: string;
    slug: string;
    title: string;
    employment: number;
    reported: string[];
    alternate: string[];
  }[];
};
const cut: OccupationIndexRow[] = OccupationIndexSchema.parse(
  fixture.occupations.map((o) => ({
    soc: o.soc,
    slug: o.slug,
    title: o.title,
    employment: o.employment,
    ...occupationTerms(o.title, o.reported, o.alternate),
  })),
);
const ranked = (query: string, index: readonly OccupationIndexRow[] = cut) =>
  searchOccupations(query, index).map((m) => m.row.title);
const STOCKERS = "Stockers and Order Fillers";
const LABORERS = "Laborers and Freight, Stock, and Material Movers, Hand";
const INDUSTRIAL_TRUCK = "Industrial Truck and Tractor Operators";
const OPERATING_ENGINEERS = "Operating Engineers and Other Construction Equipment Operators";

describe("the everyday meaning first (a cut of the real index)", () => {
  it("the fixture is the committed seed's data, unchanged", () => {
    for (const o of fixture.occupations) {
      const data = OccupationDataSchema.parse(
        JSON.parse(readFileSync(path.join(root, `data/seed/occupation/${o.soc}.json`), "utf8")),
      );
      expect(o, o.soc).toEqual({
        soc: data.soc,
        slug: data.slug,
        title: data.title,
        employment: data.national.employment,
        reported: data.titles.reported,
        alternate: data.titles.alternate,
      });
    }
    // And the seed's index rows are what the pipeline makes of it.
    for (const row of cut)
      expect(
        seedIndex.find((r) => r.soc === row.soc),
        row.soc,
      ).toEqual(row);
  });

  it("counts each term in the occupation's distinct O*NET titles", () => {
    const count = (title: string, term: string) => {
      const row = cut.find((r) => r.title === title);
      const i = row?.terms.indexOf(term) ?? -1;
      return [i < 0 ? undefined : (row?.counts?.[i] ?? 1), row?.titles];
    };
    expect(count(STOCKERS, "warehouse")).toEqual([17, 218]);
    expect(count(LABORERS, "warehouse")).toEqual([13, 488]);
    expect(count("Database Architects", "warehouse")).toEqual([8, 68]);
    expect(count(INDUSTRIAL_TRUCK, "forklift")).toEqual([4, 99]);
    expect(count(OPERATING_ENGINEERS, "forklift")).toEqual([1, 88]);
  });

  it("'warehouse' → Stockers and Order Fillers, then Laborers and Material Movers; Procurement Clerks well after", () => {
    // Before: Procurement Clerks first (1 of its 26 titles, "Warehouse Clerk", is a reported one).
    const found = ranked("warehouse");
    expect(found.slice(0, 2)).toEqual([STOCKERS, LABORERS]);
    expect(found.indexOf("Procurement Clerks")).toBeGreaterThan(
      found.indexOf("Shipping, Receiving, and Inventory Clerks"),
    );
    expect(found.indexOf("Procurement Clerks")).toBeGreaterThanOrEqual(5);
    // A smaller occupation with a larger share of its titles ranks below: 8 of 68 titles, 67,140 workers.
    expect(found.indexOf("Database Architects")).toBeGreaterThan(
      found.indexOf("Shipping, Receiving, and Inventory Clerks"),
    );
  });

  it("'forklift' → Industrial Truck and Tractor Operators first, Operating Engineers after", () => {
    const found = ranked("forklift");
    expect(found[0]).toBe(INDUSTRIAL_TRUCK);
    expect(found).toContain(OPERATING_ENGINEERS);
    expect(ranked("forklift operator")[0]).toBe(INDUSTRIAL_TRUCK);
    expect(ranked("forklift driver")[0]).toBe(INDUSTRIAL_TRUCK);
  });

  it("words begun rank by the same rule: 'wareh' and 'forkl'", () => {
    expect(ranked("wareh").slice(0, 2)).toEqual([STOCKERS, LABORERS]);
    expect(ranked("forkl")[0]).toBe(INDUSTRIAL_TRUCK);
  });

  it("a word of the occupation's own title counts for all its workers: 'warehouse laborer' → Laborers", () => {
    expect(ranked("warehouse laborer")[0]).toBe(LABORERS);
    expect(ranked("truck operator")[0]).toBe(INDUSTRIAL_TRUCK);
  });

  it("terms leave out the occupation's own title words and go most used first", () => {
    for (const row of cut) {
      const own = new Set(titleWords(row.title));
      expect(
        row.terms.filter((t) => own.has(t)),
        row.title,
      ).toEqual([]);
      const counts = row.counts ?? [];
      expect(
        counts.every((c, i) => i === 0 || c <= (counts[i - 1] ?? 0)),
        row.title,
      ).toBe(true);
      expect(Math.max(0, ...counts)).toBeLessThanOrEqual(row.titles ?? 0);
    }
  });

  it("an index built before counts were kept still searches, equal matches by employment", () => {
    const before = cut.map(({ titles: _t, counts: _c, ...row }) => row);
    const found = searchOccupations("warehouse", before);
    expect(found.length).toBe(searchOccupations("warehouse", cut).length);
    expect(found.map((m) => m.reach)).toEqual(found.map((m) => m.row.employment));
  });

  it("the schema refuses counts that do not match the terms", () => {
    const row = cut.find((r) => r.title === STOCKERS);
    const tooMany = [...(row?.terms ?? []).map(() => 1), 1];
    expect(OccupationIndexSchema.safeParse([{ ...row, counts: tooMany }]).success).toBe(false);
    expect(OccupationIndexSchema.safeParse([{ ...row, titles: undefined }]).success).toBe(false);
    expect(OccupationIndexSchema.safeParse([row]).success).toBe(true);
  });
});

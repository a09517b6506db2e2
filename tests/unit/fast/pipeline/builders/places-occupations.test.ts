import { describe, expect, it } from "vitest";
import { areaRows, OccupationDataSchema, stateRows } from "~/domain/occupation-data.ts";
import { typicalTasks } from "~/pipeline/builders/occupation-onet.ts";
import { buildOccupations, occupationData } from "~/pipeline/builders/occupations.ts";
import { buildPlaces, placesOf } from "~/pipeline/builders/places.ts";
import { sha256 } from "~/pipeline/serialize.ts";
import { fixtureInputs } from "../../../../helpers/fixture-inputs.ts";

describe("places", () => {
  const places = placesOf(fixtureInputs());

  it("lists states, then metro areas named by their first principal city and its state, then nonmetro areas", () => {
    expect(places.slice(0, 2).map((p) => p.label)).toEqual(["Alaska", "Alabama"]);
    const metros = places.filter((p) => p.kind === "metro");
    expect(metros.map((p) => [p.code, p.label, p.slug, p.name])).toEqual([
      ["10900", "Allentown, PA", "allentown-pa", "Allentown-Bethlehem-Easton, PA-NJ"],
      ["12420", "Austin, TX", "austin-tx", "Austin-Round Rock-San Marcos, TX"],
    ]);
    expect(metros[0]?.counties).toEqual(["34041", "42025", "42077", "42095"]);
    expect(places.at(-1)).toMatchObject({
      code: "4800005",
      kind: "nonmetro",
      rpp: null,
      label: "Border Region of Texas nonmetropolitan area",
    });
    expect(buildPlaces(fixtureInputs()).count).toBe(51 + 3);
  });

  it("refuses a metro area that is not a metropolitan CBSA, and two places with one label", () => {
    const micro = fixtureInputs();
    (micro.oewsAreas.areas[0] as { code: string }).code = "10100";
    expect(() => placesOf(micro)).toThrow(/metro area 10100 is not a metropolitan CBSA/);
    const twice = fixtureInputs();
    const austin = twice.cbsa.cbsas.get("12420") as unknown as {
      title: string;
      principalCities: { name: string; usps: string }[];
    };
    austin.title = "Allentown-Round Rock, PA";
    austin.principalCities.push({ name: "Allentown", usps: "PA" });
    expect(() => placesOf(twice)).toThrow(/share the slug allentown-pa/);
  });
});

describe("occupations", () => {
  const list = occupationData(fixtureInputs());
  const of = (soc: string) => {
    const found = list.find((o) => o.soc === soc);
    if (!found) throw new Error(`no occupation ${soc}`);
    return found;
  };

  it("builds one valid data object per detailed OEWS occupation", () => {
    expect(list.map((o) => [o.soc, o.slug])).toEqual([
      ["15-1252", "software-developers"],
      ["27-2011", "actors"],
      ["29-1141", "registered-nurses"],
      ["43-6014", "secretaries-and-administrative-assistants"],
    ]);
    for (const o of list) expect(OccupationDataSchema.safeParse(o).success, o.soc).toBe(true);
  });

  it("carries metro figures with the price level and the adjusted median, and nulls for what BLS did not publish", () => {
    const dev = of("15-1252");
    const areas = areaRows(dev);
    expect(areas.find((a) => a.area === "12420")).toEqual({
      area: "12420",
      employment: 31960,
      locationQuotient: 2.28,
      wages: { p10: 96110, p25: 104000, median: 134120, p75: 168730, p90: 209890 },
      rpp: 98.066,
      adjustedMedian: 136765,
    });
    expect(areas.find((a) => a.area === "10900")).toMatchObject({ rpp: null, adjustedMedian: null });
    expect(areas.find((a) => a.area === "4800005")).toMatchObject({
      employment: 40,
      wages: { p10: null, p25: null, median: null, p75: null, p90: null },
      rpp: null,
      adjustedMedian: null,
    });
    const nurse = areaRows(of("29-1141")).find((a) => a.area === "4800005");
    expect(nurse).toMatchObject({ employment: null, locationQuotient: null, wages: { median: 88000 } });
    expect(areaRows(of("43-6014")).map((a) => a.area)).toEqual(["10900", "12420"]);
  });

  it("keeps suppressed state values null and says why national wages are missing", () => {
    const secretaries = stateRows(of("43-6014"));
    expect(secretaries.find((s) => s.state === "CA")).toBeUndefined();
    expect(stateRows(of("15-1252")).find((s) => s.state === "CA")).toMatchObject({
      employment: 1000,
      jobsPer1000: null,
    });
    expect(of("27-2011")?.national).toMatchObject({ meanWage: null, wagesNull: "hourly-only" });
    expect(of("15-1252")?.national.wagesNull).toBe("not-published");
  });

  it("says 'not rated' where O*NET does not rate the occupation, never borrowing a specialty's ratings", () => {
    const dev = of("15-1252");
    expect(dev?.skills).toEqual({
      rated: false,
      reason:
        "O*NET 29.3 Database has no Skills ratings for 15-1252.00 Software Developers: O*NET has not rated it in this domain.",
    });
    expect(dev?.preparation.education.rated).toBe(false);
    expect(of("27-2011")?.skills).toMatchObject({
      rated: false,
      reason: expect.stringContaining("has no occupation 27-2011.00"),
    });
    const nurse = of("29-1141");
    expect(nurse?.skills.rated && nurse.skills.items.map((s) => [s.name, s.level])).toEqual([
      ["Service Orientation", 4.5],
      ["Active Listening", 4.12],
      ["Critical Thinking", null],
    ]);
    expect(nurse?.preparation.education).toEqual({
      rated: true,
      categories: [
        { category: 3, label: "Post-Secondary Certificate", percent: 39.5 },
        { category: 6, label: "Bachelor's Degree", percent: 60.5 },
      ],
    });
    expect(nurse?.preparation.experience).toEqual({
      rated: true,
      categories: [{ category: 1, label: "None", percent: 100 }],
    });
  });

  it("lists related occupations with pages (primary tiers, no self), titles without repeats, tools and tasks", () => {
    expect(of("15-1252")?.related).toEqual([
      {
        soc: "43-6014",
        title: "Secretaries and Administrative Assistants",
        onetTitle: "Secretaries and Administrative Assistants",
        tier: "Primary-Long",
      },
    ]);
    expect(of("29-1141")?.related.map((r) => r.soc)).toEqual(["43-6014"]);
    expect(of("15-1252")?.titles).toEqual({
      reported: ["Software Engineer", "Application Developer"],
      alternate: ["Coder"],
    });
    expect(of("29-1141")?.titles.reported).toEqual(["Registered Nurse (RN)", "ICU Nurse"]);
    expect(of("15-1252")?.tools.items.map((t) => t.name)).toEqual([
      "Python",
      "Microsoft Excel",
      "Structured query language SQL",
      "Notepad",
    ]);
    expect(of("29-1141")?.tasks).toEqual(["Monitor patients' condition."]);
    expect(
      typicalTasks([
        { task: "a", type: "Supplemental" },
        { task: "b", type: "" },
      ]),
    ).toEqual(["b"]);
  });

  it("writes one compact file per occupation, hashed in the index", () => {
    const build = buildOccupations(fixtureInputs());
    const text = build.files?.get("occupation/15-1252.json") ?? "";
    expect(text.endsWith("}\n") && !text.includes("\n  ")).toBe(true);
    expect(build.data.find((e) => e.soc === "15-1252")).toEqual({
      soc: "15-1252",
      slug: "software-developers",
      title: "Software Developers",
      employment: 200,
      medianWage: 135980,
      changePercent: 15.8,
      sha256: sha256(text),
    });
  });
});

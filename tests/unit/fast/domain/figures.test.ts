import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  citedSources,
  FIGURE_SERIES_IDS,
  type FigureData,
  FigureReferenceError,
  figureCitation,
  figureIndex,
  figureKey,
  figureRefsIn,
  figureSentence,
  isFixedPeriod,
  pinFixedFigures,
  referenceTag,
  resolveFigure,
  scopedSeries,
  seriesWindow,
} from "~/domain/article-figures.ts";

// The committed dataset: the figures are checked against what the site serves.
const read = (name: string) => JSON.parse(readFileSync(`data/seed/${name}.json`, "utf8"));
const metrics = read("employment-metrics");
const states = read("states");
const trends = read("hiring-trends");
const DATA: FigureData = {
  metrics: { data: metrics.data, sources: metrics.sources },
  states: { data: states.data, sources: states.sources },
  trends: { data: trends.data, sources: trends.sources },
};
const laus = states.sources.find((s: { id: string }) => s.id === "bls-laus-states");
const ces = states.sources.find((s: { id: string }) => s.id === "bls-ces-states");
const california = states.data.find((s: { code: string }) => s.code === "CA");
const hires = trends.data.measures.find((m: { id: string }) => m.id === "hires");

function error(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(FigureReferenceError);
    return (e as Error).message;
  }
  throw new Error("expected a FigureReferenceError");
}

describe("resolveFigure", () => {
  it("reads the national unemployment rate for the month the dataset gives it", () => {
    const f = resolveFigure({ series: "unemployment-rate" }, DATA);
    expect(f.value).toBe(metrics.data.unemploymentRate);
    expect(f.month).toBe(metrics.data.periods.unemploymentRate);
    expect(figureSentence(f)).toMatch(/^\d+\.\d% in [A-Z][a-z]+ \d{4}$/);
    expect(f.series.source.title).toContain("Current Population Survey");
  });

  it("reads a state's rate, with the LAUS month, and accepts a lower-case code", () => {
    const f = resolveFigure({ series: "unemployment-rate", state: "ca" }, DATA);
    expect(f.value).toBe(Number(california.unemploymentRate));
    expect(f.month).toBe(laus.referencePeriod.split("/").at(-1));
    expect(f.series.scope).toBe("California");
    expect(f.text).toBe(`${Number(california.unemploymentRate).toFixed(1)}%`);
  });

  it("reads payroll jobs and their change over the year for a state, at the CES month", () => {
    const jobs = resolveFigure({ series: "payroll-jobs", state: "CA" }, DATA);
    expect(jobs.value).toBe(california.totalJobs);
    expect(jobs.text).toBe(california.totalJobs.toLocaleString("en-US"));
    expect(jobs.month).toBe(ces.referencePeriod.split("/").at(-1));
    const growth = resolveFigure({ series: "payroll-growth", state: "CA" }, DATA);
    expect(growth.value).toBe(Number(california.growthRate));
    expect(growth.text).toMatch(/^[+-]?\d+\.\d%$/);
  });

  it("reads job openings in millions", () => {
    const f = resolveFigure({ series: "job-openings" }, DATA);
    expect(f.text).toBe(`${metrics.data.totalJobs.toFixed(2)} million`);
    expect(f.month).toBe(metrics.data.periods.totalJobs);
  });

  it("'latest' is the newest month; a fixed month stays that month", () => {
    const latest = resolveFigure({ series: "hires", industry: "technology", period: "latest" }, DATA);
    const newest = hires.points.at(-1);
    expect(latest.month).toBe(newest.month);
    expect(latest.value).toBe(newest.values.technology);
    const fixed = resolveFigure({ series: "hires", industry: "technology", period: "2024-12" }, DATA);
    expect(fixed.month).toBe("2024-12");
    expect(fixed.value).toBe(hires.points.find((p: { month: string }) => p.month === "2024-12").values.technology);
    expect(fixed.periodText).toBe("December 2024");
    expect(fixed.series.scope).toBe("Information");
  });

  it("cites measure, place, month and publisher", () => {
    const f = resolveFigure({ series: "unemployment-rate", state: "TX" }, DATA);
    expect(figureCitation(f)).toMatch(
      /^Unemployment rate, seasonally adjusted, Texas, [A-Z][a-z]+ \d{4}\. Source: U\.S\. Bureau of Labor Statistics, /,
    );
  });

  it("an unknown series names every series there is", () => {
    const message = error(() => resolveFigure({ series: "unemployment" }, DATA));
    expect(message).toContain('unknown series "unemployment"');
    for (const id of FIGURE_SERIES_IDS) expect(message).toContain(id);
  });

  it("a state, industry or month the dataset does not hold is an error saying what it holds", () => {
    expect(error(() => resolveFigure({ series: "unemployment-rate", state: "ZZ" }, DATA))).toContain('no state "ZZ"');
    expect(error(() => resolveFigure({ series: "hires", industry: "finance" }, DATA))).toBe(
      'series "hires": no industry "finance" in hires; it has technology, healthcare, manufacturing',
    );
    expect(error(() => resolveFigure({ series: "hires", industry: "technology", period: "2019-01" }, DATA))).toBe(
      'series "hires" (Information) has no figure for January 2019: it is not pinned, and the dataset holds January 2024 to December 2025',
    );
    const month = laus.referencePeriod.split("/").at(-1);
    expect(error(() => resolveFigure({ series: "unemployment-rate", state: "CA", period: "2020-01" }, DATA))).toContain(
      "the dataset holds",
    );
    expect(resolveFigure({ series: "unemployment-rate", state: "CA", period: month }, DATA).month).toBe(month);
  });

  it("a period that is neither 'latest' nor a month, or a wrong scope, is an error", () => {
    expect(error(() => resolveFigure({ series: "unemployment-rate", period: "July 2026" }, DATA))).toContain(
      'neither "latest" nor a month',
    );
    expect(error(() => resolveFigure({ series: "payroll-jobs" }, DATA))).toContain('needs state="…"');
    expect(error(() => resolveFigure({ series: "job-openings", state: "CA" }, DATA))).toContain(
      "needs no state or industry",
    );
    expect(error(() => resolveFigure({ series: "hires", state: "CA", industry: "technology" }, DATA))).toContain(
      "not both",
    );
  });
});

describe("pinned figures", () => {
  const PIN = { pinnedAt: "2026-11-24", dataset: "v1" };

  it("keys a figure by series, place or industry, and month", () => {
    expect(figureKey({ series: "hires", industry: "technology", period: "2024-12" })).toBe(
      "hires|industry=technology|2024-12",
    );
    expect(figureKey({ series: "unemployment-rate", state: "ca", period: "2026-07" })).toBe(
      "unemployment-rate|state=CA|2026-07",
    );
    expect(figureKey({ series: "job-openings" })).toBe("job-openings|national|latest");
    expect(isFixedPeriod({ series: "x", period: "2024-12" })).toBe(true);
    expect(isFixedPeriod({ series: "x", period: "latest" })).toBe(false);
    expect(isFixedPeriod({ series: "x" })).toBe(false);
  });

  it("a pinned fixed-month figure never changes: a revised month and a month the dataset dropped both read the pin", () => {
    const pinned = {
      "hires|industry=technology|2024-12": { value: 77000, ...PIN },
      "hires|industry=technology|2019-01": { value: 61000, ...PIN },
    };
    const revised = resolveFigure({ series: "hires", industry: "technology", period: "2024-12" }, DATA, pinned);
    expect(revised.value).toBe(77000);
    expect(revised.pinned).toEqual(pinned["hires|industry=technology|2024-12"]);
    expect(figureCitation(revised)).toContain("pinned on 2026-11-24, dataset v1");
    const dropped = resolveFigure({ series: "hires", industry: "technology", period: "2019-01" }, DATA, pinned);
    expect([dropped.value, dropped.text, dropped.periodText]).toEqual([61000, "61,000", "January 2019"]);
    // "latest" always follows the dataset.
    expect(resolveFigure({ series: "hires", industry: "technology" }, DATA, pinned).pinned).toBeUndefined();
  });

  it("pins each new fixed-month figure of the articles once, keeps existing pins, and skips latest figures and charts", () => {
    const bodies = [
      `<Figure series="hires" industry="technology" period="2024-12" /> <Figure series="unemployment-rate" />`,
      `<Figure series="hires" industry="technology" period="2024-12" /> <Figure series="employment" industry="finance" period="2025-01" />`,
      `<SeriesChart series="hires" industry="technology" period="2024-01" />`,
    ];
    const old = { "employment|industry=finance|2025-01": { value: 1, pinnedAt: "2026-01-01", dataset: "v0" } };
    const { figures, added } = pinFixedFigures(bodies, DATA, old, PIN);
    expect(added).toEqual(["hires|industry=technology|2024-12"]);
    expect(figures).toEqual({
      ...old,
      "hires|industry=technology|2024-12": {
        value: hires.points.find((p: { month: string }) => p.month === "2024-12").values.technology,
        ...PIN,
      },
    });
    expect(() =>
      pinFixedFigures([`<Figure series="hires" industry="technology" period="2019-01" />`], DATA, {}, PIN),
    ).toThrow("it is not pinned, and the dataset holds January 2024 to December 2025");
  });
});

describe("seriesWindow", () => {
  it("keeps the months between from and to, and needs two or more for a chart", () => {
    const series = scopedSeries({ series: "employment", industry: "technology" }, DATA);
    const window = seriesWindow(series, "2025-01", "2025-06");
    expect(window.map((p) => p.month)).toEqual(["2025-01", "2025-02", "2025-03", "2025-04", "2025-05", "2025-06"]);
    expect(seriesWindow(series).length).toBe(series.points.length);
    const state = scopedSeries({ series: "unemployment-rate", state: "CA" }, DATA);
    expect(error(() => seriesWindow(state))).toContain("a chart needs two or more");
  });
});

describe("figureRefsIn", () => {
  it("finds each Figure and SeriesChart with its attributes, in order", () => {
    const body = `Text <Figure series="unemployment-rate" state="CA" /> more\n\n<SeriesChart series="hires" industry="technology,healthcare" from="2024-06"/>\n<Figures x="y" />`;
    expect(figureRefsIn(body)).toEqual([
      { component: "Figure", attributes: { series: "unemployment-rate", state: "CA" } },
      { component: "SeriesChart", attributes: { series: "hires", industry: "technology,healthcare", from: "2024-06" } },
    ]);
  });
});

describe("citedSources and referenceTag", () => {
  it("lists each measure an article quotes once, with its source, the hero chart included and bad references left out", () => {
    const body = `<Figure series="unemployment-rate" /> <Figure series="unemployment-rate" period="2026-01" />
<Figure series="unemployment-rate" state="CA" /> <SeriesChart series="hires" industry="technology, manufacturing" />
<Figure series="nope" />`;
    const cited = citedSources(body, { series: "employment", industry: "finance" }, DATA);
    expect(cited.map((c) => c.measure)).toEqual([
      "Unemployment rate, seasonally adjusted (United States)",
      "Unemployment rate, seasonally adjusted (California)",
      "Hires, seasonally adjusted (Information)",
      "Hires, seasonally adjusted (Manufacturing)",
      "Employment, seasonally adjusted (Financial activities)",
    ]);
    expect(cited[1]?.source).toMatch(/^U\.S\. Bureau of Labor Statistics, Local Area Unemployment Statistics/);
  });

  it("writes a reference as the editor wrote it, without empty attributes", () => {
    expect(referenceTag("SeriesChart", { series: "hires", industry: "technology", state: undefined, from: "" })).toBe(
      '<SeriesChart series="hires" industry="technology" />',
    );
  });
});

describe("figureIndex", () => {
  it("holds every figure an article can quote, as the page prints it, and the pins", () => {
    const pinned = { "hires|industry=technology|2019-01": { value: 61000, pinnedAt: "2026-11-24", dataset: "v1" } };
    const index = figureIndex(DATA, pinned);
    const national = resolveFigure({ series: "unemployment-rate" }, DATA);
    expect(index["unemployment-rate|national|latest"]).toEqual({
      text: national.text,
      periodText: national.periodText,
    });
    expect(index["unemployment-rate|state=CA|latest"]?.text).toBe(`${Number(california.unemploymentRate).toFixed(1)}%`);
    expect(index["hires|industry=technology|2024-12"]?.periodText).toBe("December 2024");
    expect(index["hires|industry=technology|2019-01"]).toEqual({ text: "61,000", periodText: "January 2019" });
    expect(index["payroll-jobs|national|latest"]).toBeUndefined();
    expect(Object.keys(index).length).toBeGreaterThan(states.data.length * 3);
  });
});

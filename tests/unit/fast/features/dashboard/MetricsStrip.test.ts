// The headline cards' source note defines each figure as its card names and measures it.
import { describe, expect, it } from "vitest";
import { metricCards, metricsNote } from "~/features/dashboard/MetricsStrip.tsx";
import { seedData, seedManifest } from "../../../../helpers/seed.ts";

const cards = metricCards(seedData("employment-metrics"));
const note = metricsNote(cards);

describe("the headline cards", () => {
  it("read the fields named for what they are (jobOpenings, vacancyDurationDays), not the specification's names", () => {
    const m = seedData("employment-metrics");
    const shown = metricCards({
      ...m,
      totalJobs: 99,
      timeToFill: 999,
      periods: { ...m.periods, totalJobs: "1999-01" },
    });
    expect(shown[0]?.value).toBe(`${m.jobOpenings.toFixed(1)}M`);
    expect(shown[0]?.period).toBe(m.periods.jobOpenings);
    expect(shown[3]?.value).toBe(`${m.vacancyDurationDays} days`);
  });
});

describe("the headline cards' answers and source lines", () => {
  it("lead with an answer whose direction follows the data", () => {
    const m = seedData("employment-metrics");
    const fell = metricCards({ ...m, jobsGrowth: -2.4 })[0];
    const rose = metricCards({ ...m, jobsGrowth: 2.4 })[0];
    expect(fell?.answer).toMatch(/^Employers had [\d.]+ million jobs open in .* — fewer than/);
    expect(rose?.answer).toMatch(/— more than/);
  });

  it("mark the job openings card preliminary only when the data says its month is", () => {
    const m = seedData("employment-metrics");
    expect(m.preliminary).toContain("jobOpenings");
    const [openings] = metricCards(m);
    expect(openings?.preliminary).toBe(true);
    expect(openings?.source).toMatch(/^BLS JOLTS, [A-Z][a-z]+ \d{4} \(preliminary\)$/);
    expect(openings?.answer).toContain("(preliminary)");
    const final = metricCards({ ...m, preliminary: [] })[0];
    expect(final?.source).not.toContain("preliminary");
    expect(metricCards(m)[1]?.source).toMatch(/^BLS CPS, [A-Z][a-z]+ \d{4}$/);
  });
});

describe("the headline cards' note", () => {
  it("defines every card under the card's own name", () => {
    for (const card of cards) expect(note).toContain(`${card.label}: `);
  });

  it("defines the fastest-growing state by the percent change it ranks by, and never calls payroll change hiring", () => {
    expect(note).toMatch(/Fastest-Growing State: [^.]*largest over-the-year percent change in nonfarm payroll jobs/);
    expect(note).toContain("not hires");
    expect(note).not.toMatch(/hiring state|top hiring/i);
    expect(note).not.toMatch(/largest over-the-year gain/);
  });

  it("calls the vacancy duration an estimate of days of hiring, as the card and the methodology do, not a time a vacancy stays open", () => {
    expect(note).toContain("Est. Vacancy Duration: job openings ÷ hires × days in the month");
    expect(note).toContain("not a measured time to fill");
    expect(note).not.toMatch(/vacancy stays open|how long a vacancy/i);
    expect(seedManifest().entities["employment-metrics"].methodology?.["timeToFill"]).toMatch(/not a time to fill/);
    expect(cards[3]?.detail).toContain("Days of hiring the openings represent");
  });
});

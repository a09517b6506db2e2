import { describe, expect, it } from "vitest";
import { NULL_REASONS } from "~/domain/occupation-data.ts";
import { axisEnd, missingWagesReason, payLead, wageRange } from "~/features/occupation-page/pay.ts";
import { seedOccupation } from "./fixtures.ts";

describe("payLead", () => {
  it("answers with the national median and the middle half, from the data", () => {
    const d = seedOccupation("15-1252");
    expect(payLead(d.title, d.national, "May 2025")).toBe(
      "Software Developers earn a median of $135,980 a year in the US (May 2025); half earn between $105,210 and $171,980.",
    );
  });

  it("says why there is no annual wage for an hourly-only occupation, with its jobs", () => {
    const d = seedOccupation("27-2011");
    expect(d.national.wagesNull).toBe("hourly-only");
    const lead = payLead(d.title, d.national, "May 2025");
    expect(lead).toContain(`Actors: ${d.national.employment.toLocaleString("en-US")} jobs in the US (May 2025).`);
    expect(lead).toContain("only hourly wages");
    expect(lead).not.toContain("$");
  });

  it("says the median is not published rather than showing 0", () => {
    const d = seedOccupation("15-1252");
    const national = { ...d.national, wages: { ...d.national.wages, median: null } };
    expect(payLead(d.title, national, "May 2025")).toContain("median wage is not published by BLS");
  });
});

describe("wageRange", () => {
  it("places each percentile on an axis from $0 to a round figure above the 90th", () => {
    const range = wageRange(seedOccupation("15-1252").national);
    expect(range?.axisMax).toBe("$250,000");
    expect(range?.marks.map((m) => [m.label, m.text])).toEqual([
      ["10th percentile", "$82,460"],
      ["25th percentile", "$105,210"],
      ["Median", "$135,980"],
      ["75th percentile", "$171,980"],
      ["90th percentile", "$214,670"],
    ]);
    expect(range?.marks[2]?.position).toBe(54.4); // 135,980 / 250,000
    expect(range?.inner).toEqual({ left: 42.1, width: 68.8 - 42.1 });
    expect(range?.reason).toBeNull();
  });

  it("marks an unpublished percentile as such, with the reason, and draws no band it would end", () => {
    const d = seedOccupation("15-1252");
    const range = wageRange({ ...d.national, wages: { ...d.national.wages, p90: null } });
    expect(range?.marks[4]).toMatchObject({ text: "Not published", position: null });
    expect(range?.outer).toBeNull();
    expect(range?.reason).toBe(NULL_REASONS["not-published"]);
  });

  it("draws nothing for an hourly-only occupation, and says why", () => {
    const national = seedOccupation("27-2011").national;
    expect(wageRange(national)).toBeNull();
    expect(missingWagesReason(national)).toBe(NULL_REASONS["hourly-only"]);
    expect(missingWagesReason({ ...national, wagesNull: null })).toBe(NULL_REASONS["not-published"]);
  });

  it("ends the axis at the next $50,000", () => {
    expect([axisEnd(1), axisEnd(50_000), axisEnd(50_001), axisEnd(214_670)]).toEqual([
      50_000, 50_000, 100_000, 250_000,
    ]);
  });
});

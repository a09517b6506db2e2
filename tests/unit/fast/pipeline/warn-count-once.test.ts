import { describe, expect, it } from "vitest";
import { amends, countEachNoticeOnce } from "~/pipeline/warn-count-once.ts";
import { warnNotice } from "../../../helpers/fixture-inputs.ts";

const base = { state: "NJ", employer: "Acme Corp", city: "Newark", filedLocation: "Newark" };

describe("counting each WARN notice once", () => {
  it("drops an exact duplicate, keeping the row that names the layoff type", () => {
    const a = warnNotice({ ...base, key: "a", layoffType: "unknown", employees: 85 });
    const b = warnNotice({ ...base, key: "b", layoffType: "closure", employees: 85 });
    const other = warnNotice({ ...base, key: "c", filedLocation: "Trenton", city: "Trenton", employees: 85 });
    const out = countEachNoticeOnce([a, b, other]);
    expect(out.notices.map((n) => n.key)).toEqual(["b", "c"]);
    expect(out.exactDuplicates).toEqual({ notices: 1, workers: 85 });
  });

  it("drops a copy without a notice date of a dated notice (same employer, state, effective date and workers)", () => {
    const dated = warnNotice({
      ...base,
      key: "d",
      noticeDate: "2026-07-01",
      effectiveDate: "2026-10-16",
      employees: 282,
    });
    const copy = warnNotice({ ...base, key: "e", noticeDate: undefined, effectiveDate: "2026-10-16", employees: 282 });
    const otherSize = warnNotice({
      ...base,
      key: "f",
      noticeDate: undefined,
      effectiveDate: "2026-10-16",
      employees: 90,
    });
    const out = countEachNoticeOnce([dated, copy, otherSize]);
    expect(out.notices.map((n) => n.key)).toEqual(["d", "f"]);
    expect(out.blankDateCopies).toEqual({ notices: 1, workers: 282 });
  });

  it("lets an amendment replace the notice it amends: first notice date, the amendment's figures", () => {
    const original = warnNotice({
      ...base,
      key: "o",
      noticeDate: "2026-03-01",
      effectiveDate: "2026-05-01",
      employees: 211,
    });
    const first = warnNotice({
      ...base,
      key: "a1",
      amendment: true,
      noticeDate: "2026-04-10",
      effectiveDate: "2026-06-01",
      employees: 217,
    });
    const second = warnNotice({
      ...base,
      key: "a2",
      amendment: true,
      noticeDate: "2026-05-20",
      effectiveDate: "2026-07-01",
      employees: 230,
    });
    const out = countEachNoticeOnce([second, original, first]);
    expect(out.notices).toHaveLength(1);
    expect(out.notices[0]).toMatchObject({
      key: "o",
      noticeDate: "2026-03-01",
      effectiveDate: "2026-07-01",
      employees: 230,
    });
    expect(out.replacedByAmendment).toEqual({ notices: 2, workers: 211 + 217 });
    expect(out.amendmentsMatched).toBe(2);
    expect(out.amendmentsAlone).toBe(0);
  });

  it("counts an amendment with no notice to amend (other site, too early, another employer) as a notice", () => {
    const original = warnNotice({ ...base, key: "o", noticeDate: "2024-03-01", employees: 50 });
    const later = warnNotice({ ...base, key: "late", amendment: true, noticeDate: "2025-06-01", employees: 40 });
    const elsewhere = warnNotice({
      ...base,
      key: "far",
      amendment: true,
      city: "Trenton",
      filedLocation: "Trenton",
      noticeDate: "2024-04-01",
      employees: 30,
    });
    const before = warnNotice({ ...base, key: "early", amendment: true, noticeDate: "2024-02-01", employees: 20 });
    const out = countEachNoticeOnce([original, later, elsewhere, before]);
    expect(out.notices.map((n) => n.key).sort()).toEqual(["early", "far", "late", "o"]);
    expect(out.amendmentsAlone).toBe(3);
    expect(amends(later, original)).toBe(false);
  });

  it("matches the employer by the register's key where it has one, else by the employer's name", () => {
    const original = warnNotice({ ...base, key: "o", employer: "Amazon.com Services LLC", noticeDate: "2026-01-05" });
    const byName = warnNotice({
      ...base,
      key: "a",
      employer: "Amazon - MAB1",
      amendment: true,
      noticeDate: "2026-02-01",
    });
    expect(amends(byName, original)).toBe(false);
    const keyed = (over: Parameters<typeof warnNotice>[0]) =>
      warnNotice({ ...base, employerKey: "qid:Q3884", ...over });
    expect(
      amends(
        keyed({ key: "a", employer: "Amazon - MAB1", amendment: true, noticeDate: "2026-02-01" }),
        keyed({ key: "o", employer: "Amazon.com Services LLC", noticeDate: "2026-01-05" }),
      ),
    ).toBe(true);
  });
});

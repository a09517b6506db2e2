import { describe, expect, it } from "vitest";
import { experienceLevelOf, jobZoneLevel, teleworkText } from "~/domain/job-roles.ts";

describe("experienceLevelOf", () => {
  it("does not call an occupation entry level because BLS lists no related work experience", () => {
    // Surgeons and lawyers: BLS 'None' for related work experience, but a professional degree and Job Zone 5.
    const surgeon = { workExperience: "None", education: "Doctoral or professional degree", jobZone: 5 };
    expect(experienceLevelOf(surgeon)).toBe("Senior level");
    expect(experienceLevelOf({ ...surgeon, jobZone: undefined })).toBe("Senior level");
    expect(experienceLevelOf({ ...surgeon, education: undefined })).toBe("Senior level");
  });

  it("is entry level only when experience, education and Job Zone all say little preparation", () => {
    const cashier = { workExperience: "None", education: "No formal educational credential", jobZone: 2 };
    expect(experienceLevelOf(cashier)).toBe("Entry level");
    expect(experienceLevelOf({ ...cashier, jobZone: 3 })).toBe("Mid level");
    expect(experienceLevelOf({ ...cashier, education: "Bachelor's degree" })).toBe("Mid level");
    expect(experienceLevelOf({ ...cashier, workExperience: "5 years or more" })).toBe("Senior level");
    expect(experienceLevelOf({ ...cashier, workExperience: "Less than 5 years" })).toBe("Mid level");
  });

  it("uses what is known and gives none when nothing is", () => {
    expect(experienceLevelOf({ workExperience: undefined, education: undefined, jobZone: 1 })).toBe("Entry level");
    expect(experienceLevelOf({ workExperience: undefined, education: "Unheard of", jobZone: undefined })).toBe(
      undefined,
    );
    expect([1, 2, 3, 4, 5].map(jobZoneLevel)).toEqual([
      "Entry level",
      "Entry level",
      "Mid level",
      "Mid level",
      "Senior level",
    ]);
  });
});

describe("teleworkText", () => {
  it("reads Dingel–Neiman's 0/1 classification as yes or no, and a mixed code as a share of its occupations", () => {
    expect(teleworkText({ remotePercentage: 100 })).toBe("Yes");
    expect(teleworkText({ remotePercentage: 0 })).toBe("No");
    expect(teleworkText({ remotePercentage: 67 })).toBe("67% of its O*NET occupations");
    expect(teleworkText({ remotePercentage: 75, remoteEstimated: true })).toBe("75% of its group's O*NET occupations");
  });
});

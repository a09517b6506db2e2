// OEWS employment shares are shares of wage-and-salary employment (employees), never of "all US jobs".
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EMPLOYMENT_SHARE_BASE } from "~/domain/constants.ts";
import { SKILL_LABELS } from "~/domain/explore.ts";
import { CATEGORY_CSV_COLUMNS } from "~/features/job-roles/categories.ts";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.(tsx?|astro)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

describe("employment shares", () => {
  it("are labelled as shares of US wage-and-salary employment", () => {
    expect(EMPLOYMENT_SHARE_BASE).toBe("US wage-and-salary employment");
    expect(CATEGORY_CSV_COLUMNS.map(([h]) => h)).toContain("Share of US wage-and-salary employment (%)");
    expect(SKILL_LABELS.listedPercentage).toBe("Share of US wage-and-salary employment in occupations that list it");
  });

  it("are never called a share of all US jobs or all US employment anywhere on the site", () => {
    const root = join(import.meta.dirname, "../../../../src");
    const offenders = sourceFiles(root).filter((f) => /of all US (jobs|employment)/i.test(readFileSync(f, "utf8")));
    expect(offenders).toEqual([]);
  });
});

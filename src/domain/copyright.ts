// The footer's copyright years. A copyright notice names the year a work was first published and, for a work revised
// since, the year of its latest revision. Each build of the site publishes its pages anew, so the latest year is the
// year of the build; a visitor's clock must not be used (it would claim a year in which nothing was published).

/** The year the site was first published. */
export const FIRST_PUBLISHED_YEAR = 2025;

/** "2025" in the year of first publication, else "2025–2026": first publication to the given publication date (UTC). */
export function copyrightYears(publishedAt: Date, firstYear = FIRST_PUBLISHED_YEAR): string {
  const year = publishedAt.getUTCFullYear();
  return year > firstYear ? `${firstYear}–${year}` : String(firstYear);
}

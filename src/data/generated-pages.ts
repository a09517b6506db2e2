// The pages the build generates from each family of the route list (src/domain/site-routes.ts): one address per item of
// the dataset or the content, from the same lists the pages' getStaticPaths read. For /sitemap.xml.

import { tagCounts } from "../domain/insights";
import { fillPattern, PAGE_FAMILIES } from "../domain/site-routes";
import { shownInsights, summaryOf } from "./insights";
import { occupationIndex } from "./occupations";
import { pagedPlaces } from "./places";

type BuiltFamily = {
  [K in keyof typeof PAGE_FAMILIES]: (typeof PAGE_FAMILIES)[K]["rendered"] extends "build" ? K : never;
}[keyof typeof PAGE_FAMILIES];

/** Every generated page's address, by family. */
export async function generatedPages(): Promise<Record<BuiltFamily, string[]>> {
  const insights = await shownInsights();
  const fill = (family: BuiltFamily, values: readonly string[]) =>
    values.map((value) => fillPattern(PAGE_FAMILIES[family].pattern, value));
  return {
    occupation: fill(
      "occupation",
      occupationIndex().map((o) => o.slug),
    ),
    place: fill(
      "place",
      pagedPlaces().map((p) => p.slug),
    ),
    insight: fill(
      "insight",
      insights.map((entry) => entry.id),
    ),
    insightTag: fill(
      "insightTag",
      tagCounts(insights.map(summaryOf)).map((t) => t.slug),
    ),
  };
}

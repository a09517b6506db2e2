// The filter the layoff routes share (the list, its CSV download and its summary), so that each
// answers for exactly the same notices.
import type { Layoff } from "../domain/entities.ts";
import { distinctSorted, filterLayoffs } from "../domain/filters.ts";
import { parseChoice, parseText } from "./request.ts";

/** The query parameters of the layoff filter, which every layoff route takes. */
export const LAYOFF_FILTER_PARAMS = ["industry", "q"] as const;

/**
 * The notices matching `industry` (one of the dataset's own, any case; absent or "all" = every
 * industry) and the free text `q`. A bad parameter throws ParamError, which the route answers with 400.
 */
export function matchingLayoffs(
  params: URLSearchParams,
  layoffs: readonly Layoff[],
): { industry: string | undefined; matching: readonly Layoff[] } {
  const industry = parseChoice(
    params,
    "industry",
    distinctSorted(layoffs, (l) => l.industry),
  );
  const q = parseText(params, "q");
  return { industry, matching: industry || q ? filterLayoffs(layoffs, { industry, q }) : layoffs };
}

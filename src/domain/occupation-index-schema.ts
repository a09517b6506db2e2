// The schema of the occupations' search index (occupation-index.json), for the pipeline that writes it and the
// server that reads it; the browser checks the shape with isOccupationIndex instead (no zod there).
import { z } from "zod";
import { SlugSchema, SocCodeSchema } from "./occupation.ts";
import type { OccupationIndexRow } from "./occupation-search.ts";

export const OccupationIndexRowSchema = z
  .object({
    soc: SocCodeSchema,
    slug: SlugSchema,
    title: z.string().min(1),
    employment: z.number().int().nonnegative(),
    terms: z.array(z.string().min(1)),
    /** Distinct O*NET titles counted; absent in indexes built before counts were kept. */
    titles: z.number().int().nonnegative().optional(),
    /** Per term, how many of those titles use it, up to the last term more than one uses. */
    counts: z.array(z.number().int().nonnegative()).optional(),
  })
  .refine((r) => r.counts === undefined || r.counts.length <= r.terms.length, {
    message: "counts has at most one entry per term",
    path: ["counts"],
  })
  .refine((r) => r.counts === undefined || r.titles !== undefined, {
    message: "counts need the number of titles they count",
    path: ["titles"],
  });
export const OccupationIndexSchema = z.array(OccupationIndexRowSchema);

// The schema and the search's row type describe the same thing: this type does not compile otherwise.
type Assignable<T extends U, U> = T;
export type IndexRowMatchesSearchRow = Assignable<z.infer<typeof OccupationIndexRowSchema>, OccupationIndexRow>;

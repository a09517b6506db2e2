// The schema of the occupations' search index (occupation-index.json), for the pipeline that writes it and the
// server that reads it; the browser checks the shape with isOccupationIndex instead (no zod there).
import { z } from "zod";
import { SlugSchema, SocCodeSchema } from "./occupation.ts";
import type { OccupationIndexRow } from "./occupation-search.ts";

export const OccupationIndexRowSchema = z.object({
  soc: SocCodeSchema,
  slug: SlugSchema,
  title: z.string().min(1),
  employment: z.number().int().nonnegative(),
  terms: z.array(z.string().min(1)),
});
export const OccupationIndexSchema = z.array(OccupationIndexRowSchema);

// The schema and the search's row type describe the same thing: this type does not compile otherwise.
type Assignable<T extends U, U> = T;
export type IndexRowMatchesSearchRow = Assignable<z.infer<typeof OccupationIndexRowSchema>, OccupationIndexRow>;

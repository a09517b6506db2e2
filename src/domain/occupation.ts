// An occupation: its SOC code, its address slug and its title. Pure; shared by the pipeline, pages,
// functions, search and the API.
import { z } from "zod";
import { slugify } from "./text.ts";

/** A 6-digit SOC 2018 code as OEWS prints it, "15-1252". */
export const SOC_CODE = /^\d{2}-\d{4}$/;
/** An O*NET-SOC code, "15-1252.00"; the two digits after the point name a specialty (".00" is the SOC itself). */
export const ONET_CODE = /^(\d{2}-\d{4})\.(\d{2})$/;

export const SocCodeSchema = z.string().regex(SOC_CODE, "SOC code must look like 15-1252");
/** Lower-case words joined by hyphens: "software-developers". */
export const SlugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "slug must be lower-case words joined by -");

export const OccupationSchema = z.object({
  soc: SocCodeSchema,
  slug: SlugSchema,
  title: z.string().min(1),
});
export type Occupation = z.infer<typeof OccupationSchema>;

export function isSocCode(text: string): boolean {
  return SOC_CODE.test(text);
}

/** The SOC code an O*NET-SOC code belongs to ("15-1299.08" → "15-1299"), or undefined for anything else. */
export function socOfOnetCode(onetCode: string): string | undefined {
  return ONET_CODE.exec(onetCode)?.[1];
}

/** The O*NET-SOC code of the occupation as a whole ("15-1252" → "15-1252.00"), not of one of its specialties. */
export function baseOnetCode(soc: string): string {
  return `${soc}.00`;
}

/**
 * Slugs for a list of occupations: the slug of the title ("Software Developers" → "software-developers"); titles
 * whose slugs coincide each get their SOC code appended, so every slug is unique and none depends on list order.
 */
export function occupationSlugs(occupations: readonly { soc: string; title: string }[]): Map<string, string> {
  const byTitle = new Map<string, number>();
  for (const o of occupations) byTitle.set(slugify(o.title), (byTitle.get(slugify(o.title)) ?? 0) + 1);
  return new Map(
    occupations.map((o) => {
      const slug = slugify(o.title);
      return [o.soc, (byTitle.get(slug) ?? 0) > 1 ? `${slug}-${o.soc}` : slug];
    }),
  );
}

export { occupationPath } from "./occupation-path.ts";

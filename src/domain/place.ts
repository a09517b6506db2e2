// A place: a state (or DC), a metropolitan statistical area (CBSA) or a BLS nonmetropolitan area; its code, slug,
// label and kind. Pure; shared by the pipeline, pages, functions, search and the API.
import { z } from "zod";
import { SlugSchema } from "./occupation.ts";
import { placePath, placeSlug } from "./place-path.ts";

export { placePath, placeSlug };

export const PLACE_KINDS = ["state", "metro", "nonmetro"] as const;
export const PlaceKindSchema = z.enum(PLACE_KINDS);
export type PlaceKind = z.infer<typeof PlaceKindSchema>;

/** USPS code of a state, DC or a territory OEWS covers (PR, GU, VI). */
export const UspsCodeSchema = z.string().regex(/^[A-Z]{2}$/);
/** A 5-digit CBSA code (metropolitan statistical area), "12420". */
export const CBSA_CODE = /^\d{5}$/;
/** A 7-digit OEWS nonmetropolitan area code, "4800005". */
export const NONMETRO_CODE = /^\d{7}$/;

export const PlaceSchema = z
  .object({
    /** USPS code for a state ("TX"), CBSA code for a metro area ("12420"), OEWS area code for a nonmetro area. */
    code: z.string().regex(/^([A-Z]{2}|\d{5}|\d{7})$/),
    kind: PlaceKindSchema,
    slug: SlugSchema,
    /** What the site calls it: "Texas", "Austin, TX" (first principal city and its state), or the BLS area name. */
    label: z.string().min(1),
    /** Official name: the state, the CBSA title ("Austin-Round Rock-San Marcos, TX") or the BLS area name. */
    name: z.string().min(1),
    /** USPS codes of the states the area lies in, in the order of its official name. */
    states: z.array(UspsCodeSchema).min(1),
    /** BEA Regional Price Parity (US = 100) of a metro area; null where BEA publishes none (nonmetro areas, states here). */
    rpp: z.number().positive().nullable(),
    /** 5-digit county FIPS codes of a metro area (Census delineation); empty for states and nonmetro areas. */
    counties: z.array(z.string().regex(/^\d{5}$/)),
    /**
     * A metro area's principal cities (Census List 2, in its order, without the form of government Census appends),
     * which search finds it by; empty for states and nonmetro areas.
     */
    principalCities: z.array(z.string().min(1)).default([]),
  })
  .refine((p) => kindOfCode(p.code) === p.kind, { message: "code does not fit the kind" })
  .refine((p) => p.kind === "metro" || p.rpp === null, { message: "only metro areas have an RPP" });
export type Place = z.infer<typeof PlaceSchema>;

/** The kind a place code stands for, or undefined. */
export function kindOfCode(code: string): PlaceKind | undefined {
  if (/^[A-Z]{2}$/.test(code)) return "state";
  if (CBSA_CODE.test(code)) return "metro";
  if (NONMETRO_CODE.test(code)) return "nonmetro";
  return undefined;
}

/** 'City, ST': how a metro area is named on the site, from its first principal city and that city's state. */
export function metroLabel(principalCity: string, usps: string): string {
  return `${principalCity}, ${usps}`;
}

/**
 * A wage in national dollars: the local wage divided by the area's price level (BEA RPP, US = 100), rounded to the
 * dollar. Null when either is missing: nonmetro areas have no RPP, and nothing is estimated in its place.
 */
export function priceAdjusted(wage: number | null, rpp: number | null): number | null {
  if (wage === null || rpp === null) return null;
  return Math.round((wage * 100) / rpp);
}

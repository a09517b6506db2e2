// The site address of an occupation's page. Pure and without zod, so the browser's islands can link to it.

/** The site address of an occupation's page: /occupations/{slug}. */
export function occupationPath(occupation: { readonly slug: string }): string {
  return `/occupations/${occupation.slug}`;
}

// The pages the end-to-end tests open: the route list's (src/domain/site-routes.ts) static pages and the samples of
// each family (one occupation, a metro and a state, an insight, a tag, the comparisons rendered on request).
import { NOT_FOUND_PAGE, sitePages } from "../../src/domain/site-routes.ts";

/** Every page of the site, with the heading it shows and its navigation label. */
export const ROUTES = sitePages();

/** An address that answers with the 404 page. */
export const NOT_FOUND_SAMPLE = NOT_FOUND_PAGE.sample;

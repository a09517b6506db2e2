/**
 * The code that fetches each live source (the list of sources, with their owners and cadences, is registry.ts). Kept
 * apart from the list so that deciding what is due (the refresh scheduler) does not load the parsers fetching needs.
 */
import { fetchBlsApi } from "./bls-api.ts";
import { fetchIndeed, fetchWarn } from "./csv-sources.ts";
import { fetchFredClaims } from "./fred-claims.ts";
import { fetchAshby, fetchGreenhouse } from "./job-boards.ts";
import type { LiveSource } from "./registry.ts";
import type { Adapter } from "./source-types.ts";

export const ADAPTERS: Readonly<Record<LiveSource["id"], Adapter>> = {
  "bls-api": fetchBlsApi,
  indeed: fetchIndeed,
  greenhouse: fetchGreenhouse,
  ashby: fetchAshby,
  warn: fetchWarn,
  "fred-claims": fetchFredClaims,
};

import type { Config } from "@netlify/functions";
import { kindOfCode } from "../../src/domain/place.ts";
import { datasetRoute, notFound } from "../../src/server/api.ts";
import { loadPlace } from "../../src/server/place-reader.ts";
import { ParamError } from "../../src/server/request.ts";

/** One place's data by its code: a state's USPS code ("TX"), a metro's CBSA code ("12420") or a nonmetro area's OEWS code. */
export default datasetRoute({ query: [] }, async (_url, params) => {
  const code = params["code"] ?? "";
  if (!kindOfCode(code))
    throw new ParamError(
      "code",
      `'${code.slice(0, 40)}' is not a place code such as TX (a state), 12420 (a metro area) or 4800005 (a nonmetro area).`,
    );
  return (await loadPlace(code)) ?? notFound(`No place with code '${code}'.`);
});

export const config: Config = { path: "/api/places/:code", method: "GET" };

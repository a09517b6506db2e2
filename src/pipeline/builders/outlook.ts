/**
 * The outlook: a forecast of the next national unemployment rate from weekly unemployment-insurance claims, chosen
 * and bounded by a rolling-origin backtest over the rate's history since 1970, and the Sahm rule indicator. All the
 * arithmetic is in src/domain/outlook; this builder only hands it the series and names the sources.
 */
import { formatPeriod } from "../../domain/format.ts";
import { buildOutlook as assemble, BACKTEST_FROM, MAX_LEAD_WEEKS } from "../../domain/outlook/outlook.ts";
import { NBER_RECESSIONS_SOURCE } from "../../domain/outlook/recessions.ts";
import { SAHM_SOURCE, SAHM_THRESHOLD } from "../../domain/outlook/sahm.ts";
import type { Inputs } from "../load-inputs.ts";
import { PRELIMINARY_WEEKS, spliceRates } from "../readers/claims.ts";
import { sourceFor } from "../source-catalogue.ts";
import type { EntityBuild } from "./builder-types.ts";

export function buildOutlook(
  inputs: Pick<Inputs, "unemploymentRate" | "unemploymentHistory" | "claims">,
): EntityBuild<"outlook"> {
  const { rates, missing } = spliceRates(inputs.unemploymentHistory, inputs.unemploymentRate);
  const { initial, continued } = inputs.claims;
  const data = assemble(rates, initial.points, continued.points);
  const first = rates[0]?.month ?? "";
  const last = rates.at(-1)?.month ?? "";
  const historyEnd = inputs.unemploymentHistory.points.at(-1)?.month ?? "";
  const newerStart = inputs.unemploymentRate.points[0]?.month ?? "";
  const claimsEnd = [initial.points.at(-1)?.week ?? "", continued.points.at(-1)?.week ?? ""].sort().at(-1) ?? "";
  const claimsStart = initial.points[0]?.week ?? "";
  return {
    entity: "outlook",
    data,
    referencePeriod: `${first}/${claimsEnd}`,
    asOf: `Unemployment rate through ${formatPeriod(last)}; weekly claims through the week ending ${formatPeriod(claimsEnd)}`,
    sources: [
      sourceFor("bls-cps-unemployment-history", `${first}/${historyEnd}`),
      sourceFor("bls-cps-unemployment", `${newerStart}/${last}`),
      sourceFor("dol-ui-claims", `${claimsStart}/${claimsEnd}`),
    ],
    methodology: {
      target: `The national unemployment rate (CPS, seasonally adjusted) of the month after the newest published one (${data.forecast.month}), rounded to 0.1 as BLS publishes it.`,
      "claims signal": `For a month: ln(average of the four weekly claims ending with the week that contains the 12th, the survey's reference week) − ln(the same for the previous month). Before the reference week's claims are out, the four weeks end with the newest week in hand, and the backtest gives every past month the same lead (initial claims: ${data.forecast.claims.initial.leadWeeks} week(s), continued claims: ${data.forecast.claims.continued.leadWeeks}); a series more than ${MAX_LEAD_WEEKS} weeks behind the reference week is left out. The newest ${PRELIMINARY_WEEKS} weeks of claims are preliminary.`,
      methods: `No change (this month's rate = last month's); initial claims and continued claims: the change in the rate = a + b × the claims signal, a and b fitted by least squares on every earlier month.`,
      backtest: `Rolling origin, out of sample: each month from ${BACKTEST_FROM} on is forecast from the months before it only (at least 36). Errors are outcome minus the rounded forecast; MAE and RMSE in percentage points, by decade and in NBER recessions (${NBER_RECESSIONS_SOURCE.url}). The history is today's revised data, not the figures known at the time: the backtest is not a real-time record.`,
      choice:
        "The method with the lowest mean absolute error over all backtest months; no change unless a claims method beats it.",
      intervals:
        "68% and 90% ranges: the forecast plus the 16th–84th and 5th–95th percentiles of the chosen method's backtest errors, rounded to 0.1.",
      "Sahm rule": `Three-month average of the rate minus the lowest three-month average of the previous 12 months; ${SAHM_THRESHOLD.toFixed(2)} point or more signals a recession (${SAHM_SOURCE.url}). From today's revised rates.`,
      "missing months": missing.length
        ? `BLS published no rate for ${missing.map(formatPeriod).join(", ")}; months that need it have no backtest row and no Sahm value.`
        : "None.",
    },
    count: data.backtest.rows.length,
  };
}

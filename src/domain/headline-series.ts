/**
 * The BLS series ids of the headline figures, shared by the pipeline (which fetches and digests them) and by what
 * quotes them (the release email's figures).
 */

/** CPS national unemployment rate, seasonally adjusted (percent). */
export const UNEMPLOYMENT_RATE_SERIES = "LNS14000000";
/** CES national total nonfarm payroll employment, seasonally adjusted (thousands). */
export const PAYROLL_SERIES = "CES0000000001";
/** JOLTS national total nonfarm job openings, seasonally adjusted (thousands). */
export const JOB_OPENINGS_SERIES = "JTS000000000000000JOL";

/** LAUS state unemployment rate, SA (percent). */
export function lausRateId(fips: string): string {
  return `LASST${fips}0000000000003`;
}

/** CES State and Area total nonfarm, SA, thousands. */
export function cesStateId(fips: string): string {
  return `SMS${fips}000000000000001`;
}

/**
 * US recessions as dated by the NBER Business Cycle Dating Committee (peak and trough months). A recession month is
 * a month after a peak up to and including the next trough, as FRED's USREC series counts them.
 */
export const NBER_RECESSIONS_SOURCE = {
  publisher: "National Bureau of Economic Research, Business Cycle Dating Committee",
  title: "US Business Cycle Expansions and Contractions",
  url: "https://www.nber.org/research/data/us-business-cycle-expansions-and-contractions",
} as const;

/** Peaks and troughs ("YYYY-MM") since 1960, oldest first. */
export const NBER_RECESSIONS: readonly { readonly peak: string; readonly trough: string }[] = [
  { peak: "1960-04", trough: "1961-02" },
  { peak: "1969-12", trough: "1970-11" },
  { peak: "1973-11", trough: "1975-03" },
  { peak: "1980-01", trough: "1980-07" },
  { peak: "1981-07", trough: "1982-11" },
  { peak: "1990-07", trough: "1991-03" },
  { peak: "2001-03", trough: "2001-11" },
  { peak: "2007-12", trough: "2009-06" },
  { peak: "2020-02", trough: "2020-04" },
];

/** Whether a month ("YYYY-MM") lies in an NBER recession (after a peak, up to and including the trough). */
export function inRecession(month: string): boolean {
  return NBER_RECESSIONS.some((r) => month > r.peak && month <= r.trough);
}

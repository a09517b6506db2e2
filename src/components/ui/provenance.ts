/** What a card says about where its figures come from (built from a dataset entity's envelope). */
export interface Provenance {
  /** Human reference period, "June 2026". */
  asOf: string;
  sources: { publisher: string; title: string; url?: string }[];
}

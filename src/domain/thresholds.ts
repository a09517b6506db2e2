// The thresholds the pages' labels and top-3 lists apply, in one place.

/** States: high employment at this many nonfarm jobs or more. */
export const HIGH_EMPLOYMENT_JOBS = 500_000;
/**
 * States: fast growing when their payroll growth over the year is among the top fifth of the 50 states and DC.
 * A fixed rate cannot serve: 4% (the first design's figure) matched no state in 2025–26, when the fastest grew 1.9%
 * and the next 0.9%; a share of the states always names the fastest, in slow years and fast ones.
 */
export const FAST_GROWTH_SHARE = 0.2;
/** States: low unemployment at this rate (%) or less. */
export const LOW_UNEMPLOYMENT_PERCENT = 3.5;
/** Job roles: high growth at this projected growth (%) or more. */
export const HIGH_GROWTH_PERCENT = 10;
/** Job roles: remote friendly at this share (%) or more. */
export const REMOTE_FRIENDLY_PERCENT = 70;
/** Job roles: high paying at this average salary (USD) or more. */
export const HIGH_PAYING_SALARY = 100_000;

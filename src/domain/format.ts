// Display formats shared by pages, islands, functions and the report. Pure; no I/O.

/** Jobs as millions with one decimal and an 'M' ("8.1M"). */
export function formatMillions(jobs: number, decimals = 1): string {
  return `${(jobs / 1_000_000).toFixed(decimals)}M`;
}

/** A lower bound in millions, rounded down to one decimal, with '+' ("159.6M+"). */
export function formatMillionsAtLeast(jobs: number): string {
  return `${(Math.floor(jobs / 100_000) / 10).toFixed(1)}M+`;
}

// Build-time figures that the shell shows on every page, read from the committed seed dataset.
// import.meta.glob keeps the build working (without the figure) before the seed exists.
const seeds = import.meta.glob<{ data: { totalJobs: number }[] }>("../../data/seed/states.json", {
  eager: true,
  import: "default",
});

/** Payroll jobs summed over the 50 states and DC, or undefined without a seed. */
export function jobsTrackedAcrossStates(): number | undefined {
  const states = Object.values(seeds)[0]?.data;
  if (!states?.length) return undefined;
  return states.reduce((sum, s) => sum + s.totalJobs, 0);
}

// Build-time figures that the shell shows on every page.
import { seedEntity } from "./seed";

/** Payroll jobs summed over the 50 states and DC. */
export function jobsTrackedAcrossStates(): number {
  return seedEntity("states").data.reduce((sum, s) => sum + s.totalJobs, 0);
}

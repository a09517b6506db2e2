// Build-time figures that the shell shows on every page.
import { variableOf } from "../domain/environment.ts";
import { payrollJobs } from "../domain/measures.ts";
import { publishedEntity } from "./published-dataset";

/** Payroll jobs summed over the 50 states and DC. */
export function jobsTrackedAcrossStates(): number {
  return publishedEntity("states").data.reduce((sum, s) => sum + payrollJobs(s), 0);
}

/** Netlify's deploy context of this build (deploy-preview, branch-deploy, production); unset locally. */
export const DEPLOY_CONTEXT: string | undefined = variableOf("CONTEXT", process.env);

/** The moment these pages are built: each build publishes them anew (the footer's copyright year). */
export const PAGES_BUILT_AT = new Date();

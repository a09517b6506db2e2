// The API keeps the field names the product was specified with, and one of them, `totalJobs`, names a different
// measure in each entity: a state's nonfarm payroll jobs, the open postings counted on job boards, and the national
// job openings (where the API also answers `jobOpenings`, which the site's code reads). Inside the site, code that
// computes or displays these figures reads them through the measure they are, here, so a reader never takes one for
// another. The JSON the API answers is unchanged. Pure, and free of zod (islands import it).
import type { ExternalJobSource, ExternalJobs, State, StateRow } from "./entities.ts";

/** A state's nonfarm payroll jobs (CES, seasonally adjusted, a count): the API's `State.totalJobs`. */
export function payrollJobs(state: Pick<State, "totalJobs">): number {
  return state.totalJobs;
}

/**
 * The jobs a row of the dashboard's state analysis counts (the API's `totalJobs` of /api/analytics/states): the
 * state's payroll jobs for all industries, its OEWS employment in the field's occupations for a field.
 */
export function countedJobs(row: Pick<StateRow, "totalJobs">): number {
  return row.totalJobs;
}

/** Open postings counted on public job boards (all sources, or one): the API's `totalJobs` of /api/external/jobs. */
export function openPostings(jobs: Pick<ExternalJobs | ExternalJobSource, "totalJobs">): number {
  return jobs.totalJobs;
}

// The server's secrets and settings, read in this one place (what each variable is and must look like is the list
// in src/domain/environment.ts). Each is read when it is needed, not at import: a deployment may add or change a
// variable without a rebuild, and tests change them between cases. A variable that is unset or blank reads as
// undefined; one that is set but unusable is reported by its name in the log (once) and also reads as undefined, and
// the route that needs it answers 503 "not configured" itself; nothing here throws.
import {
  ENV_SCHEMAS,
  type EnvName,
  type EnvSource,
  invalidVariableMessage,
  readVariable,
} from "../domain/environment.ts";

export type { EnvName, EnvSource } from "../domain/environment.ts";

/**
 * Netlify functions see their variables through `Netlify.env` (the local server provides the same
 * object over `process.env`); anywhere else, such as unit tests and scripts, `process.env` is read.
 */
function raw(name: EnvName, source?: EnvSource): string | undefined {
  if (source) return source[name];
  const netlify = (globalThis as { Netlify?: { env?: { get(key: string): string | undefined } } }).Netlify;
  return netlify?.env ? netlify.env.get(name) : process.env[name];
}

/** The names already reported as unusable, with the problem reported, so the log says it once per cause. */
const reported = new Map<EnvName, string>();

/**
 * The variable's value (trimmed) when it is set and valid, otherwise undefined. `source` is read instead of the
 * process's variables when given (a function's environment handed in, or a test's).
 */
export function env(name: EnvName, source?: EnvSource): string | undefined {
  const reading = readVariable(name, raw(name, source));
  if (reading.status === "set") return reading.value;
  if (reading.status === "invalid" && reported.get(name) !== reading.problem) {
    reported.set(name, reading.problem);
    console.error(`[env] ${invalidVariableMessage(name, reading.problem)}`);
  }
  return undefined;
}

/** Every variable of the list as this process sees it now (Netlify's or the process's), for code that takes a source. */
export function currentEnv(): EnvSource {
  const names = Object.keys(ENV_SCHEMAS) as EnvName[];
  return Object.fromEntries(names.map((name) => [name, raw(name)]));
}

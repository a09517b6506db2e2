/**
 * Fetches every due source, each on its own: one source's failure never stops the others, and its result says
 * updated, unchanged, failed (with the reason) or skipped (not due). An answer with less than half the records of
 * the last good one is refused here, before it can replace good data.
 */
import type { EnvSource } from "../../domain/environment.ts";
import { ADAPTERS } from "./adapters.ts";
import { baseUrlOf, isDue, LIVE_SOURCES, type LiveSource } from "./registry.ts";
import type { AdapterOutput, SourceOutcome } from "./source-types.ts";
import { DEFAULT_POLICY, type FetchPolicy, UpstreamError } from "./upstream-fetch.ts";

/** What the refresh remembers of a source's last good fetch. */
export interface SourceState {
  readonly fingerprint: string;
  readonly rows: number;
  readonly fetchedAt: string;
}

export interface FetchOptions {
  /** Input directory with the last good raw inputs. */
  readonly root: string;
  readonly env: EnvSource;
  readonly now: Date;
  readonly previous: Readonly<Record<string, SourceState | undefined>>;
  /** Fetch only these sources, due or not. */
  readonly only?: readonly string[];
  /** Fetch every source, due or not. */
  readonly force?: boolean;
  readonly policy?: FetchPolicy;
  readonly sources?: readonly LiveSource[];
}

export interface SourceRun {
  readonly outcome: SourceOutcome;
  /** The new raw input, for an updated source only. */
  readonly output?: AdapterOutput;
  readonly state?: SourceState;
  readonly milliseconds: number;
}

async function runOne(source: LiveSource, options: FetchOptions): Promise<SourceRun> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const previous = options.previous[source.id];
  const wanted = options.only
    ? options.only.includes(source.id)
    : options.force || isDue(source, previous?.fetchedAt, options.now);
  if (!wanted) {
    return { outcome: { status: "skipped", reason: "not due", requests: 0 }, milliseconds: 0 };
  }
  let requests = 0;
  try {
    const output = await ADAPTERS[source.id]({
      baseUrl: baseUrlOf(source, options.env),
      root: options.root,
      env: options.env,
      policy: options.policy ?? DEFAULT_POLICY,
      now: options.now,
      countRequest: () => {
        requests += 1;
      },
    });
    if (previous && output.rows < previous.rows / 2) {
      return {
        outcome: {
          status: "failed",
          reason: `answer lost more than half its records (${previous.rows} → ${output.rows})`,
          requests,
        },
        milliseconds: elapsed(),
      };
    }
    const state = { fingerprint: output.fingerprint, rows: output.rows, fetchedAt: options.now.toISOString() };
    if (previous?.fingerprint === output.fingerprint) {
      return {
        outcome: { status: "unchanged", detail: output.detail, requests, rows: output.rows },
        state,
        milliseconds: elapsed(),
      };
    }
    return {
      outcome: { status: "updated", detail: output.detail, requests, rows: output.rows },
      output,
      state,
      milliseconds: elapsed(),
    };
  } catch (error) {
    const reason = error instanceof UpstreamError ? error.message : `adapter error: ${(error as Error).message}`;
    return { outcome: { status: "failed", reason, requests }, milliseconds: elapsed() };
  }
}

/** Runs every source's adapter concurrently; the map is keyed by source id, in registry order. */
export async function fetchSources(options: FetchOptions): Promise<Map<string, SourceRun>> {
  const sources = options.sources ?? LIVE_SOURCES;
  const runs = await Promise.all(sources.map((s) => runOne(s, options)));
  return new Map(sources.map((s, i) => [s.id, runs[i] as SourceRun]));
}

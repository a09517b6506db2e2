/** What a source adapter gets and gives back. Adapters fetch; they never build: they return raw input files. */
import type { EnvSource } from "../../domain/environment.ts";
import type { FetchPolicy } from "./upstream-fetch.ts";

export interface AdapterContext {
  /** Base URL of the upstream (the official one, or the one the environment gives). */
  readonly baseUrl: string;
  /** Input directory holding the last good raw inputs (to learn which boards/states to ask for). */
  readonly root: string;
  readonly env: EnvSource;
  readonly policy: FetchPolicy;
  /** The refresh's clock (fetch times recorded in the files). */
  readonly now: Date;
  /** Counts one HTTP request (retries included). */
  readonly countRequest: () => void;
}

export interface AdapterOutput {
  /** Input-directory-relative path → new file contents. */
  readonly files: ReadonlyMap<string, string>;
  /** Files of the last good input this answer replaces and that must go (e.g. a board that was closed). */
  readonly removed?: readonly string[];
  /** Records read (series points, CSV rows, postings), to catch an answer that lost most of its rows. */
  readonly rows: number;
  /** Hash of the content without fetch times: equal to the last good one means "unchanged". */
  readonly fingerprint: string;
  /** One line about what came back (for the refresh log). */
  readonly detail: string;
}

export type Adapter = (context: AdapterContext) => Promise<AdapterOutput>;

export type SourceOutcome =
  | { readonly status: "updated"; readonly detail: string; readonly requests: number; readonly rows: number }
  | { readonly status: "unchanged"; readonly detail: string; readonly requests: number; readonly rows: number }
  | { readonly status: "failed"; readonly reason: string; readonly requests: number }
  | { readonly status: "skipped"; readonly reason: string; readonly requests: 0 };

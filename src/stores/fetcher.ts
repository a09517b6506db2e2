// The one data-fetching context of the site. Data is never treated as fresh: every page load fetches
// afresh, no refetch on focus or reconnect, no polling, no retries.
import { nanoquery } from "@nanostores/query";

/** A failed request: its message is "status: body" (or the status text when the body is empty), what error messages show. */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** GETs `url` with credentials and returns its JSON; non-OK answers throw an ApiError. */
export async function fetchJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { credentials: "include", headers: { Accept: "application/json" } });
  if (!res.ok) {
    const text = await res.text().catch(() => "");
    throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`);
  }
  return (await res.json()) as T;
}

export const [createFetcherStore, createMutatorStore, queryControls] = nanoquery({
  fetcher: (...keys) => fetchJson(keys.join("")),
  // nanoquery runs the fetcher when a store starts (React's first render reads it) and again for
  // each new listener: a short dedupe window keeps that to one request per page load. Refresh
  // buttons revalidate explicitly, which bypasses it.
  dedupeTime: 2000,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateInterval: 0,
  onErrorRetry: null,
});

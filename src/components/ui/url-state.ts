// Views that live in the query string, so a reload or a shared link restores them.

/** Sets (or, with undefined / the default, removes) query parameters without adding history entries. */
export function writeParams(updates: Record<string, string | undefined>): void {
  const url = new URL(window.location.href);
  for (const [name, value] of Object.entries(updates)) {
    if (value === undefined || value === "") url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  window.history.replaceState(window.history.state, "", url);
}

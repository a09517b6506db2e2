import { atom, type ReadableAtom } from "nanostores";
import { startTransition, useEffect, useMemo, useState } from "react";
import { createFetcherStore } from "~/stores/fetcher";

export interface ApiData<T> {
  /** What to show: fresh data from the API, or the data the page was built with. */
  data: T | undefined;
  /** The request failed and there is nothing to show. */
  error: Error | undefined;
  /** A request is in flight and there is nothing to show yet: show skeletons. */
  loading: boolean;
  /** A request is in flight (also while built data is shown). */
  refreshing: boolean;
  /** The last request failed, even if older data is still shown. */
  failed: boolean;
  /** Asks the API again (the Refresh buttons). */
  revalidate: () => void;
}

export interface StoreValue<T> {
  data?: T;
  error?: Error;
  loading: boolean;
}

/** On the server nothing is fetched: the page is rendered from the data it was built with. */
const NOTHING: ReadableAtom<StoreValue<never>> = atom({ loading: false });

/** `next`, keeping `shown`'s data when the API answered the same data (the usual case on a page just built): the
 * components given it then see the same object and what is memoised on it stays. */
export function keepSameData<T>(shown: T | undefined, next: StoreValue<T>): StoreValue<T> {
  if (shown === undefined || next.data === undefined || next.data === shown) return next;
  return JSON.stringify(next.data) === JSON.stringify(shown) ? { ...next, data: shown } : next;
}

/**
 * Static-first data for an island: renders `initialData` (built into the page) at once, revalidates
 * from `url` after hydration, and switches to the API's answer when it arrives. An error is only
 * shown when there is no data at all, so a visitor keeps reading the page's data when the API is
 * down. Pass `initialData` only for the URL it was built for.
 *
 * What the API answers is rendered in a transition: React renders it in slices that yield to input, so an answer
 * arriving (a whole explorer's list) never blocks a press, and an answer the same as what is shown renders nothing
 * new. The first render for a new `url` reads its store at once (a filter shows its cached answer or its skeletons
 * in the same render).
 */
export function useApiData<T>(url: string | null, initialData?: T): ApiData<T> {
  const store = useMemo(() => (url && typeof window !== "undefined" ? createFetcherStore<T>([url]) : null), [url]);
  const source = (store ?? NOTHING) as ReadableAtom<StoreValue<T>>;
  const [seen, setSeen] = useState(() => ({ source, value: source.get() }));
  let value = seen.value;
  if (seen.source !== source) {
    // A new URL: its value now, in this render (React re-renders at once with the state set here).
    value = source.get();
    setSeen({ source, value });
  }
  // initialData is the page's: it does not change while the island lives.
  // biome-ignore lint/correctness/useExhaustiveDependencies: initialData is fixed for the island's life
  useEffect(() => {
    if (!store) return;
    // `subscribe` answers at once with the store's value (it may have changed since the render) and on each change.
    return store.subscribe((next) =>
      startTransition(() =>
        setSeen((prev) => {
          if (prev.source !== store) return prev;
          const shown = prev.value;
          const value = keepSameData(shown.data ?? initialData, next);
          const same = value.data === shown.data && value.loading === shown.loading && value.error === shown.error;
          return same ? prev : { source: store, value };
        }),
      ),
    );
  }, [store]);
  const data = value.data ?? initialData;
  return {
    data,
    error: data === undefined ? value.error : undefined,
    loading: data === undefined && value.loading,
    refreshing: value.loading,
    failed: value.error !== undefined,
    revalidate: () => store?.revalidate(),
  };
}

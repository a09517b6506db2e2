import { useStore } from "@nanostores/react";
import { atom, type ReadableAtom } from "nanostores";
import { useMemo } from "react";
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

interface StoreValue<T> {
  data?: T;
  error?: Error;
  loading: boolean;
}

/** On the server nothing is fetched: the page is rendered from the data it was built with. */
const NOTHING: ReadableAtom<StoreValue<never>> = atom({ loading: false });

/**
 * Static-first data for an island: renders `initialData` (built into the page) at once, revalidates
 * from `url` after hydration, and switches to the API's answer when it arrives. An error is only
 * shown when there is no data at all, so a visitor keeps reading the page's data when the API is
 * down. Pass `initialData` only for the URL it was built for.
 */
export function useApiData<T>(url: string | null, initialData?: T): ApiData<T> {
  const store = useMemo(() => (url && typeof window !== "undefined" ? createFetcherStore<T>([url]) : null), [url]);
  const value = useStore((store ?? NOTHING) as ReadableAtom<StoreValue<T>>);
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

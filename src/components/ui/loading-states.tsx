// The loading, error and empty states every data card shares, and the one switch between them.
import type { ReactNode } from "react";

/** `rows` grey bars of `height` that hold the place of content while it loads. */
export function SkeletonRows({
  rows,
  height = "h-10",
  label = "Loading",
}: {
  rows: number;
  height?: string;
  label?: string;
}) {
  // The bars are identical and never reorder, so their position is their identity.
  const bars = Array.from({ length: rows }, (_, i) => `bar-${i}`);
  return (
    <div role="status" aria-live="polite" data-testid="skeleton" className="space-y-3">
      <span className="sr-only">{label}…</span>
      {bars.map((key) => (
        <div key={key} aria-hidden="true" className={`${height} animate-pulse rounded-md bg-slate-200`} />
      ))}
    </div>
  );
}

/** The message a card shows when its data cannot be loaded. */
export function ErrorNote({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}

/** The message a card shows when there is nothing to list. */
export function EmptyNote({ message }: { message: string }) {
  return <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">{message}</p>;
}

/** What a card knows about its data (the shape useApiData returns). */
export interface DataQuery<T> {
  data: T | undefined;
  error?: Error | undefined;
  /** Nothing to show yet: a request is in flight. */
  loading: boolean;
}

interface DataStateProps<T> {
  query: DataQuery<T>;
  /** What holds the content's place while it loads (usually SkeletonRows). */
  skeleton: ReactNode;
  /** The error note's message: the request failed and there is nothing to show. */
  error: string;
  /** True when the data holds nothing to show. */
  isEmpty?: (data: T) => boolean;
  /**
   * The empty note's message. Without one, empty data shows the error note: the card's dataset is
   * missing, which is not the same as a search that matches nothing.
   */
  empty?: string;
  children: (data: T) => ReactNode;
}

/** Loading, then the error, then the empty note, else the content drawn from the data. */
export function DataState<T>({ query, skeleton, error, isEmpty, empty, children }: DataStateProps<T>) {
  if (query.loading) return skeleton;
  if (query.error || query.data === undefined) return <ErrorNote message={error} />;
  if (isEmpty?.(query.data)) return empty === undefined ? <ErrorNote message={error} /> : <EmptyNote message={empty} />;
  return children(query.data);
}

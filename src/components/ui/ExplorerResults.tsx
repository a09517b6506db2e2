// The results part every explorer page shares (companies, skills, job roles, states, layoff notices):
// skeletons while the list loads, the error, the empty note, the list itself and 'Load More'. After
// 'Load More', keyboard focus moves to the first new item, so keyboard users continue where the new
// rows begin. The rows follow the view as a deferred value: a keystroke, a filter or 'Load More' is answered first (the
// field, the address, the count line), and the rows are drawn right after, in a render the next input can interrupt.
import { type ReactNode, type RefObject, useCallback, useDeferredValue, useEffect, useRef } from "react";
import { LoadMoreButton } from "./explorer-controls";
import { EmptyNote, ErrorNote } from "./loading-states";

/** What a list can show: nothing yet, an error, or rows. */
export type ResultsView<T> = { status: "loading" } | { status: "error" } | { status: "ready"; shown: readonly T[] };

export interface LoadMore {
  /** "Load More Companies". */
  label: string;
  /** How many rows remain, when known (said on the button). */
  remaining?: number | undefined;
  /** Whether there is more to load; by default, whether any rows remain. */
  hasMore?: boolean;
  /** A page is being fetched: the button says so and waits. */
  busy?: boolean;
  onLoadMore: () => void;
}

interface Props<T> {
  view: ResultsView<T>;
  skeleton: ReactNode;
  /** Said when the list cannot be loaded. */
  error: string;
  /** Said when nothing matches the view. */
  empty: string;
  /** Shown above the rows (a count line, tools), only when there are rows. */
  header?: ReactNode;
  /** The list element: its tag, accessible name and layout. */
  list: { as: "ul" | "ol" | "div"; label?: string; className: string };
  /** One row of the list (its element carries the key and, to receive focus, tabIndex -1). */
  item: (row: T) => ReactNode;
  /** Shown between the rows and 'Load More' (a failed next page). */
  footer?: ReactNode;
  loadMore?: LoadMore | undefined;
}

export default function ExplorerResults<T>({
  view: current,
  skeleton,
  error,
  empty,
  header,
  list,
  item,
  footer,
  loadMore,
}: Props<T>) {
  const view = useDeferredValue(current);
  const listRef = useRef<HTMLElement>(null);
  const shownCount = view.status === "ready" ? view.shown.length : 0;
  const revealFrom = useRevealFocus(listRef, shownCount);

  if (view.status === "loading") return skeleton;
  if (view.status === "error") return <ErrorNote message={error} />;
  if (view.shown.length === 0) return <EmptyNote message={empty} />;

  const List = list.as;
  const more = loadMore && (loadMore.hasMore ?? (loadMore.remaining ?? 0) > 0);
  return (
    <>
      {header}
      <List
        ref={listRef as RefObject<HTMLUListElement & HTMLOListElement & HTMLDivElement>}
        className={list.className}
        aria-label={list.label}
      >
        {view.shown.map(item)}
      </List>
      {footer}
      {loadMore && more && (
        <LoadMoreButton
          label={loadMore.label}
          remaining={loadMore.remaining}
          busy={loadMore.busy}
          onClick={() => {
            revealFrom(shownCount);
            loadMore.onLoadMore();
          }}
        />
      )}
    </>
  );
}

/**
 * After 'Load more', moves keyboard focus to the first newly shown item of the list in `listRef`
 * (items carry tabIndex -1). Call the returned function with the number of rows shown before
 * loading more.
 */
function useRevealFocus(listRef: RefObject<HTMLElement | null>, shownCount: number): (from: number) => void {
  const pending = useRef<number | null>(null);
  useEffect(() => {
    const from = pending.current;
    if (from === null || shownCount <= from) return;
    pending.current = null;
    (listRef.current?.children[from] as HTMLElement | undefined)?.focus();
  }, [listRef, shownCount]);
  return useCallback((from: number) => {
    pending.current = from;
  }, []);
}

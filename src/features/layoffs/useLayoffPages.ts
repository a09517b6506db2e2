import { useCallback, useEffect, useRef, useState } from "react";
import { useApiData } from "~/components/ui/useApiData";
import type { Layoff } from "~/domain/entities";
import { fetchJson } from "~/stores/fetcher";
import { FIRST_PAGE, filterParams, type LayoffView, layoffsUrl, PAGE_STEP } from "./layoff-view";

interface MorePages {
  /** The view these pages belong to (its filter parameters). */
  key: string;
  rows: Layoff[];
  loading: boolean;
  failed: boolean;
  /** The server had no more notices to give. */
  ended: boolean;
}

export interface LayoffPages {
  /** The notices to show, or undefined while the first page has not arrived (or failed). */
  rows: Layoff[] | undefined;
  loading: boolean;
  error: Error | undefined;
  loadingMore: boolean;
  moreFailed: boolean;
  /** False once a page came back short, so nothing more can be asked for. */
  mayHaveMore: boolean;
  loadMore: () => void;
}

const none = (key: string): MorePages => ({ key, rows: [], loading: false, failed: false, ended: false });

/**
 * The notices of a view, a page at a time from the server: the first FIRST_PAGE through the shared
 * fetcher store (static-first with `initialPage`), then PAGE_STEP more per `loadMore` by offset. A change
 * of view drops the extra pages, and an answer that arrives for a view no longer shown is ignored.
 */
export function useLayoffPages(view: LayoffView, initialPage: Layoff[] | undefined): LayoffPages {
  const first = useApiData<Layoff[]>(layoffsUrl(view, FIRST_PAGE), initialPage);
  const key = filterParams(view).toString();
  const [stored, setStored] = useState<MorePages>(() => none(key));
  const more = stored.key === key ? stored : none(key);
  const currentKey = useRef(key);
  useEffect(() => {
    currentKey.current = key;
  }, [key]);

  const firstRows = first.data;
  const loadMore = useCallback(() => {
    if (!firstRows || more.loading) return;
    const offset = firstRows.length + more.rows.length;
    setStored({ ...more, loading: true, failed: false });
    fetchJson<Layoff[]>(layoffsUrl(view, PAGE_STEP, offset)).then(
      (page) => {
        if (currentKey.current !== key) return;
        setStored((m) => {
          if (m.key !== key) return m;
          const seen = new Set([...firstRows, ...m.rows].map((l) => l.id));
          return {
            key,
            rows: [...m.rows, ...page.filter((l) => !seen.has(l.id))],
            loading: false,
            failed: false,
            ended: page.length < PAGE_STEP,
          };
        });
      },
      () => {
        if (currentKey.current === key) setStored((m) => (m.key === key ? { ...m, loading: false, failed: true } : m));
      },
    );
  }, [firstRows, more, view, key]);

  return {
    rows: firstRows ? [...firstRows, ...more.rows] : undefined,
    loading: first.loading,
    error: first.error,
    loadingMore: more.loading,
    moreFailed: more.failed,
    mayHaveMore: firstRows !== undefined && firstRows.length >= FIRST_PAGE && !more.ended,
    loadMore,
  };
}

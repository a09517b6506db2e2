import type { ReactNode } from "react";
import { DataState, SkeletonRows } from "~/components/ui/loading-states";
import SectionCard from "~/components/ui/SectionCard";
import { useApiData } from "~/components/ui/useApiData";
import type { Provenance } from "~/domain/provenance";
import ViewAllLink from "./ViewAllLink";

interface Props<T> {
  title: string;
  note: string;
  provenance: Provenance;
  /** The API answering with the list, first rows first; `initialData` is its answer built into the page. */
  url: string;
  initialData?: T[] | undefined;
  /** How many rows the card shows (and how many skeleton bars, of `rowHeight`, hold their place). */
  limit: number;
  rowHeight: string;
  /** Said when the list cannot be loaded or is empty. */
  error: string;
  /** The link at the foot of the card to the page with everything. */
  viewAll: { href: string; label: string };
  /** The card's answer in plain words, from the rows it shows. */
  answer?: (rows: T[]) => string | undefined;
  children: (rows: T[]) => ReactNode;
}

/** A dashboard card listing the first `limit` rows of an API's list, with a link to the full page. */
export default function TopCard<T>({
  title,
  note,
  provenance,
  url,
  initialData,
  limit,
  rowHeight,
  error,
  viewAll,
  answer,
  children,
}: Props<T>) {
  const api = useApiData<T[]>(url, initialData);
  const rows = api.data?.slice(0, limit);
  return (
    <SectionCard
      title={title}
      provenance={api.data ? provenance : undefined}
      note={note}
      answer={rows && answer ? answer(rows) : undefined}
    >
      <DataState
        query={api}
        skeleton={<SkeletonRows rows={limit} height={rowHeight} />}
        error={error}
        isEmpty={(rows) => rows.length === 0}
      >
        {(rows) => children(rows.slice(0, limit))}
      </DataState>
      <ViewAllLink href={viewAll.href}>{viewAll.label}</ViewAllLink>
    </SectionCard>
  );
}

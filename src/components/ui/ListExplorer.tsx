// The card of an explorer whose full list arrives from the API (companies, skills, job roles): the
// CSV of every matching row, the search controls, the live "Showing …" line and the results.
import type { ComponentProps, ReactNode } from "react";
import type { CsvColumn } from "~/domain/csv";
import type { Provenance } from "~/domain/provenance";
import DownloadCsvButton from "./DownloadCsvButton";
import ExplorerResults from "./ExplorerResults";
import { ExplorerControls, ResultCount } from "./explorer-controls";
import SectionCard from "./SectionCard";
import type { ListView } from "./static-first-list";

type Ready<T> = Extract<ListView<T>, { status: "ready" }>;

interface Props<T> {
  title: string;
  provenance: Provenance;
  note: string;
  /** The card's answer in plain words, said first, under the title. */
  answer?: string | undefined;
  list: ListView<T>;
  csv: { columns: readonly CsvColumn<T>[]; filename: string };
  /** The search landmark's name and layout, and its fields. */
  controls: { label: string; className: string; children: ReactNode };
  /** The live line under the controls, once rows match. */
  count: (list: Ready<T>) => string;
  results: Omit<ComponentProps<typeof ExplorerResults<T>>, "view" | "loadMore">;
  /** 'Load More', shown while matching rows remain unshown. */
  more?: { label: string; onLoadMore: () => void };
}

export default function ListExplorer<T>({
  title,
  provenance,
  note,
  answer,
  list,
  csv,
  controls,
  count,
  results,
  more,
}: Props<T>) {
  const ready = list.status === "ready" ? list : undefined;
  return (
    <SectionCard
      title={title}
      provenance={provenance}
      note={note}
      answer={answer}
      actions={<DownloadCsvButton rows={ready?.matching ?? []} columns={csv.columns} filename={csv.filename} />}
    >
      <ExplorerControls label={controls.label} className={controls.className}>
        {controls.children}
      </ExplorerControls>
      <ResultCount>{ready && ready.total > 0 && count(ready)}</ResultCount>
      <ExplorerResults
        {...results}
        view={list}
        loadMore={ready && more ? { ...more, remaining: ready.total - ready.shown.length } : undefined}
      />
    </SectionCard>
  );
}

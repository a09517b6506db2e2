import { type ReactNode, useId } from "react";
import type { Provenance } from "~/domain/provenance";
import SourceNote from "./SourceNote";

interface Props {
  title: string;
  /** Controls shown beside the title (filters, a refresh button, a badge). */
  actions?: ReactNode;
  provenance?: Provenance | undefined;
  /** Said in the "How this is measured" disclosure: what a figure means where a label could mislead. */
  note?: string;
  /** More of the method (series ids, vintages) for the disclosure. */
  method?: ReactNode;
  /** The card's answer in plain words, said first, under the title. */
  answer?: string | undefined;
  children: ReactNode;
  className?: string;
}

/** A dashboard card: a titled region with its content and where its data comes from. */
export default function SectionCard({
  title,
  actions,
  provenance,
  note,
  method,
  answer,
  children,
  className = "",
}: Props) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`rounded-xl border border-slate-200 bg-white p-5 shadow-sm ${className}`}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      {answer && (
        <p className="mb-3 text-base text-slate-900" data-testid="card-answer">
          {answer}
        </p>
      )}
      {children}
      {provenance && <SourceNote provenance={provenance} note={note} method={method} />}
    </section>
  );
}

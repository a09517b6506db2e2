import type { ReactNode } from "react";
import type { Provenance } from "~/domain/provenance";
import { sourceLine } from "~/domain/source-line";

/**
 * One short source line ("Source: BLS JOLTS, June 2026") with a "Newer data out" mark that the page shows, when it is
 * read, if the card's own figures are behind (components/layout/DataStatus.astro); then a "How this is measured"
 * disclosure (native <details>: keyboard-operable, readable without JavaScript) with the sources' full titles and the
 * card's method notes (`note`, `method`).
 */
export default function SourceNote({
  provenance,
  note,
  method,
}: {
  provenance: Provenance;
  note?: string | undefined;
  method?: ReactNode;
}) {
  return (
    <div className="mt-4 text-xs text-slate-600">
      <p data-testid="source-line">
        Source: {sourceLine(provenance.sources, provenance.asOf)}
        {provenance.held && (
          <span
            data-newer-mark={provenance.held}
            hidden
            role="img"
            aria-label="Newer data out"
            // The page's status script sets hidden, aria-label and title once it knows the date; hydration keeps them.
            suppressHydrationWarning
            className="ml-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900"
          >
            Newer data out
          </span>
        )}
      </p>
      <details className="mt-1" data-testid="how-measured">
        <summary className="cursor-pointer text-blue-700 underline">How this is measured</summary>
        <div className="mt-1 space-y-1 text-slate-700">
          {method}
          {note && <p>{note}</p>}
          <ul>
            {provenance.sources.map((s) => (
              <li key={s.title}>
                {s.publisher}: {s.title}
              </li>
            ))}
          </ul>
          <p>
            <a href="/news#methodology-title" className="text-blue-700 underline">
              Full methodology
            </a>
          </p>
        </div>
      </details>
    </div>
  );
}

import type { ReactNode } from "react";
import type { Provenance } from "../../domain/provenance";
import { sourceLine } from "../../domain/source-line";

/**
 * One short source line ("Source: BLS JOLTS, June 2026"), then a "How this is measured" disclosure (native
 * <details>: keyboard-operable, readable without JavaScript) with the sources' full titles, the card's method notes
 * (`note`, `method`) and, when BLS's calendar says, the next release date; under it a visible mark when a newer
 * release is out than the figures shown.
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
      <p data-testid="source-line">Source: {sourceLine(provenance.sources, provenance.asOf)}</p>
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
          {provenance.schedule?.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p>
            <a href="/news#methodology-title" className="text-blue-700 underline">
              Full methodology
            </a>
          </p>
        </div>
      </details>
      {provenance.stale && (
        <p className="mt-1 font-medium text-amber-800" data-testid="stale-note">
          {provenance.stale}
        </p>
      )}
    </div>
  );
}

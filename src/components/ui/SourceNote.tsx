import type { Provenance } from "../../domain/provenance";
import Tooltip from "./Tooltip";

/**
 * "As of June 2026 · Source" with the sources in a tooltip on hover or focus, and a "Newer data out" mark that the
 * page shows, when it is read, if the card's own figures are behind (components/layout/DataStatus.astro).
 */
export default function SourceNote({ provenance, note }: { provenance: Provenance; note?: string }) {
  return (
    <div className="mt-4 text-xs text-slate-600">
      <p>
        As of {provenance.asOf} ·{" "}
        <Tooltip
          label="Source"
          content={
            <>
              {provenance.sources.map((s) => (
                <span key={s.title} className="block">
                  {s.publisher}: {s.title}
                </span>
              ))}
              {note && <span className="mt-1 block text-slate-300">{note}</span>}
            </>
          }
        />
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
    </div>
  );
}

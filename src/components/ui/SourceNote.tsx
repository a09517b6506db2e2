import type { Provenance } from "../../domain/provenance";
import Tooltip from "./Tooltip";

/**
 * "As of June 2026 · Source" with the sources in a tooltip on hover or focus; under it, when BLS's calendar says,
 * the next release date, and a visible mark when a newer release is out than the figures shown.
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
      </p>
      {provenance.schedule?.map((line) => (
        <p key={line} className="mt-1">
          {line}
        </p>
      ))}
      {provenance.stale && (
        <p className="mt-1 font-medium text-amber-800" data-testid="stale-note">
          {provenance.stale}
        </p>
      )}
    </div>
  );
}

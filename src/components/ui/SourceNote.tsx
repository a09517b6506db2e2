import type { Provenance } from "../../domain/provenance";
import Tooltip from "./Tooltip";

/** "As of June 2026 · Source" with the sources in a tooltip on hover or focus. */
export default function SourceNote({ provenance, note }: { provenance: Provenance; note?: string }) {
  return (
    <p className="mt-4 text-xs text-slate-600">
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
  );
}

/** What every entity builder returns: the payload plus the provenance the envelope and manifest carry. */
import type { EntityData, EntityName } from "../../domain/dataset.ts";
import type { Methodology, Source } from "../../domain/provenance.ts";

export interface EntityBuild<N extends EntityName> {
  readonly entity: N;
  readonly data: EntityData<N>;
  /** "2026-06", "2026-08-06" or a range "2026-04/2026-07". */
  readonly referencePeriod: string;
  /** Human form of the reference period. */
  readonly asOf: string;
  readonly sources: Source[];
  readonly methodology: Methodology;
  /** Record count for the manifest. */
  readonly count: number;
  /** Further files the entity carries beside its own: path in the seed folder → exact text (hashed by its data). */
  readonly files?: ReadonlyMap<string, string>;
}

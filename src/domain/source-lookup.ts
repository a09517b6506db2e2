// Finding one of a dataset's sources by its id ("bls-ces-states", "warn"): every entity file lists the public sources
// its figures come from, and pages, the report and the figure references look one up to cite it or to read its
// reference period. Pure.

/** The source with this id among a dataset's sources, or undefined when the dataset does not name it. */
export function sourceById<T extends { readonly id?: string }>(sources: readonly T[], id: string): T | undefined {
  return sources.find((s) => s.id === id);
}

/** The source with this id; a dataset that does not name it is an error ("the dataset names no source "warn""). */
export function requireSource<T extends { readonly id?: string }>(
  sources: readonly T[],
  id: string,
  owner = "the dataset",
): T {
  const found = sourceById(sources, id);
  if (!found) throw new Error(`${owner} names no source "${id}"`);
  return found;
}

/** The reference period of the source with this id, or "" when the dataset does not name it. */
export function sourcePeriod(
  sources: readonly { readonly id?: string; readonly referencePeriod: string }[],
  id: string,
): string {
  return sourceById(sources, id)?.referencePeriod ?? "";
}

/** The exact text of a dataset file and its hash: the same value always gives the same bytes. */
// The hash is the dataset module's, so a manifest's hashes and every later check of them are computed one way.
export { sha256Hex as sha256 } from "../dataset/files.ts";

/** JSON text of a file: 2-space indented (compact for large lists), always ending with a newline. */
export function serialize(value: unknown, compact = false): string {
  return `${compact ? JSON.stringify(value) : JSON.stringify(value, null, 2)}\n`;
}

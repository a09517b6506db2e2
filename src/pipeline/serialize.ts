/** The exact text of a dataset file and its hash: the same value always gives the same bytes. */
import { createHash } from "node:crypto";

export function sha256(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** JSON text of a file: 2-space indented (compact for large lists), always ending with a newline. */
export function serialize(value: unknown, compact = false): string {
  return `${compact ? JSON.stringify(value) : JSON.stringify(value, null, 2)}\n`;
}

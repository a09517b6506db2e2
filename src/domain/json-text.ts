// JSON text read against a schema in one step: text that is not JSON, JSON of another shape, or the schema's value.
// Callers turn the first two into their own errors (an upstream's answer, a dataset file).
import type { z } from "zod";

export type JsonRead<T> =
  /** The checked value, and the JSON as parsed (for callers that keep the text's own fields). */
  | { kind: "ok"; data: T; json: unknown }
  | { kind: "not-json" }
  /** Valid JSON that the schema refuses; `issue` is the first thing it refused. */
  | { kind: "mismatch"; issue: z.core.$ZodIssue | undefined };

/** `text` parsed as JSON and checked against `schema`. */
export function readJson<S extends z.ZodType>(text: string, schema: S): JsonRead<z.infer<S>> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: "not-json" };
  }
  const result = schema.safeParse(json);
  return result.success ? { kind: "ok", data: result.data, json } : { kind: "mismatch", issue: result.error.issues[0] };
}

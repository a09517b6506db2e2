// Reading a record back from Blobs (a subscriber, a contact message, a purchase, an email quota, a notification send,
// a held version's refresh inputs): the stored text is parsed as JSON and checked against the record's schema. A
// record that is not what the schema says (damaged, edited by hand, written by a broken version) is reported to the
// log by its store and key and answered as "unreadable": callers leave it exactly as it is (never overwrite or delete
// it) and answer the visitor as if it were absent where that is safe, so the visitor never sees a 500 and nothing
// stored is lost. The one exception is a record that holds nothing worth keeping (an address's email quota, only send
// times): its next write replaces it, conditional on the ETag the unreadable answer carries.
import type { Store } from "@netlify/blobs";
import * as z from "zod/mini";

export type StoredRead<T> =
  | { readonly kind: "absent" }
  | { readonly kind: "ok"; readonly data: T; readonly etag: string | undefined }
  /**
   * The record is there but not what its schema says. Its ETag is the one a caller needs to replace it with a
   * conditional write, for the rare record that holds nothing worth keeping (an address's email quota).
   */
  | { readonly kind: "unreadable"; readonly problem: string; readonly etag: string | undefined };

/** What is wrong with a stored value, in one line for the log. */
function problemOf(error: {
  readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[];
}): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join(".") || "(record)"}: ${issue.message}`)
    .join("; ");
}

/** The stored text checked against its schema: its data, or what is wrong with it. */
function parseStored<T>(
  schema: z.core.$ZodType<T>,
  text: string,
): { readonly ok: true; readonly data: T } | { readonly ok: false; readonly problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: "not JSON" };
  }
  const parsed = z.safeParse(schema, value);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, problem: problemOf(parsed.error) };
}

/**
 * The record at `key`, checked, with the ETag to write against (a readable record's and an unreadable one's alike);
 * `storeName` names the store in the log.
 */
export async function readStored<T>(
  store: Store,
  storeName: string,
  key: string,
  schema: z.core.$ZodType<T>,
): Promise<StoredRead<T>> {
  const found = await store.getWithMetadata(key, { type: "text" });
  if (!found) return { kind: "absent" };
  const parsed = parseStored(schema, found.data);
  if (parsed.ok) return { kind: "ok", data: parsed.data, etag: found.etag };
  console.error(`[blobs] ${storeName}/${key} is unreadable (${parsed.problem}); left as it is`);
  return { kind: "unreadable", problem: parsed.problem, etag: found.etag };
}

/** The record at `key` when it is present and readable; an unreadable one is logged and read as absent. */
export async function readStoredOrNull<T>(
  store: Store,
  storeName: string,
  key: string,
  schema: z.core.$ZodType<T>,
): Promise<T | null> {
  const read = await readStored(store, storeName, key, schema);
  return read.kind === "ok" ? read.data : null;
}

// Reading a visitor's record back from Blobs (a subscriber, a contact message, a purchase): the stored text is parsed
// as JSON and checked against the record's schema in src/domain. A record that is not what the schema says (damaged,
// edited by hand, written by a broken version) is reported to the log by its store and key and answered as
// "unreadable": callers leave it exactly as it is (never overwrite or delete it) and answer the visitor as if it were
// absent where that is safe, so the visitor never sees a 500 and nothing stored is lost.
import type { Store } from "@netlify/blobs";
import type * as z from "zod/mini";

export type StoredRead<T> =
  | { readonly kind: "absent" }
  | { readonly kind: "ok"; readonly data: T; readonly etag: string | undefined }
  | { readonly kind: "unreadable"; readonly problem: string };

/** What is wrong with a stored value, in one line for the log. */
function problemOf(error: {
  readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[];
}): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join(".") || "(record)"}: ${issue.message}`)
    .join("; ");
}

/** Checks a value read from a store; `where` names it in the log ("subscriptions/<key>"). */
export function checkStored<T>(
  schema: z.ZodMiniType<T>,
  value: unknown,
  where: string,
): StoredRead<T> & { kind: "ok" | "unreadable" } {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { kind: "ok", data: parsed.data, etag: undefined };
  const problem = problemOf(parsed.error);
  console.error(`[blobs] ${where} is unreadable (${problem}); left as it is`);
  return { kind: "unreadable", problem };
}

/** The record at `key`, checked, with the ETag to write against; `storeName` names the store in the log. */
export async function readStored<T>(
  store: Store,
  storeName: string,
  key: string,
  schema: z.ZodMiniType<T>,
): Promise<StoredRead<T>> {
  const where = `${storeName}/${key}`;
  const found = await store.getWithMetadata(key, { type: "text" });
  if (!found) return { kind: "absent" };
  let value: unknown;
  try {
    value = JSON.parse(found.data);
  } catch {
    console.error(`[blobs] ${where} is unreadable (not JSON); left as it is`);
    return { kind: "unreadable", problem: "not JSON" };
  }
  const checked = checkStored(schema, value, where);
  return checked.kind === "ok" ? { ...checked, etag: found.etag } : checked;
}

/** The record at `key` when it is present and readable; an unreadable one is logged and read as absent. */
export async function readStoredOrNull<T>(
  store: Store,
  storeName: string,
  key: string,
  schema: z.ZodMiniType<T>,
): Promise<T | null> {
  const read = await readStored(store, storeName, key, schema);
  return read.kind === "ok" ? read.data : null;
}

// @vitest-environment node
// Reading a record back from Blobs through its schema (src/server/stored-record.ts), on the local Blobs server (real
// ETags): what an absent, a readable and an unreadable record read as, the ETag each present one carries, and that an
// unreadable one is logged by store and key and left byte for byte as it was.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { QuotaRecordSchema } from "~/domain/stored-records.ts";
import { readStored, readStoredOrNull } from "~/server/stored-record.ts";
import { emailQuotaStore } from "~/server/stores.ts";
import { startLocalBlobs } from "../../../helpers/blobs.ts";

const STORE = "email-quota";

describe("readStored", () => {
  let blobs: Awaited<ReturnType<typeof startLocalBlobs>>;
  let errors: string[];
  beforeAll(async () => {
    blobs = await startLocalBlobs();
  });
  afterAll(() => blobs.stop());
  beforeEach(async () => {
    await emailQuotaStore().deleteAll();
    errors = [];
    vi.spyOn(console, "error").mockImplementation((line: unknown) => {
      errors.push(String(line));
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("reads an absent record as absent, and logs nothing", async () => {
    expect(await readStored(emailQuotaStore(), STORE, "nobody", QuotaRecordSchema)).toEqual({ kind: "absent" });
    expect(await readStoredOrNull(emailQuotaStore(), STORE, "nobody", QuotaRecordSchema)).toBeNull();
    expect(errors).toEqual([]);
  });

  it("reads a record its schema accepts with the ETag it is stored under", async () => {
    const store = emailQuotaStore();
    await store.setJSON("k", { sentAt: ["2026-11-27T10:00:00.000Z"], kept: "a field the schema does not know" });
    const stored = await store.getMetadata("k");
    const read = await readStored(store, STORE, "k", QuotaRecordSchema);
    expect(read).toEqual({
      kind: "ok",
      data: { sentAt: ["2026-11-27T10:00:00.000Z"], kept: "a field the schema does not know" },
      etag: stored?.etag,
    });
    expect(read.kind === "ok" && read.etag).toBeTruthy();
    expect(errors).toEqual([]);
  });

  for (const [what, text, problem] of [
    ["that is not JSON", '{"sentAt": [', "not JSON"],
    ["of the wrong shape", '{"sentAt": "yesterday"}', "sentAt: "],
  ] as const) {
    it(`reads a record ${what} as unreadable, with its ETag, logs its store and key, and leaves it as it is`, async () => {
      const store = emailQuotaStore();
      await store.set("k", text);
      const stored = await store.getMetadata("k");
      expect(stored?.etag).toBeTruthy();

      const read = await readStored(store, STORE, "k", QuotaRecordSchema);
      expect(read.kind).toBe("unreadable");
      if (read.kind !== "unreadable") return;
      expect(read.etag).toBe(stored?.etag);
      expect(read.problem).toContain(problem);
      expect(errors).toEqual([expect.stringContaining(`${STORE}/k is unreadable (${problem}`)]);

      // The ETag is the record's own: a write conditional on it replaces exactly what was read, and one on it after
      // the record changed is refused.
      expect(await readStoredOrNull(store, STORE, "k", QuotaRecordSchema)).toBeNull();
      expect(await store.get("k", { type: "text" })).toBe(text);
      await store.set("k", `${text} `);
      expect((await store.setJSON("k", { sentAt: [] }, { onlyIfMatch: read.etag ?? "" })).modified).toBe(false);
      expect(await store.get("k", { type: "text" })).toBe(`${text} `);
    });
  }
});

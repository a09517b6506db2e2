// @vitest-environment node
// The email quota's record on the local Blobs server (real ETags and conditional writes): each counted send is a
// write conditional on what was read (new when there was nothing, else the ETag read), an unreadable record
// included, so a record that changed in between is never written over.
import type { Store } from "@netlify/blobs";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { FORM_EMAILS_PER_DAY } from "~/domain/email-quota.ts";
import { quotaKey, reserveFormEmail } from "~/server/mail/quota.ts";
import { emailQuotaStore } from "~/server/stores.ts";
import { startLocalBlobs } from "../../../../helpers/blobs.ts";

const EMAIL = "grace@example.com";
const KEY = quotaKey(EMAIL);
const AT = new Date("2026-11-27T10:00:00.000Z");
const DAMAGED = '{"sentAt": "yesterday"}';

describe("the email quota's record", () => {
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
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** The methods every store shares (the Store class is not exported at run time). */
  const storeMethods = (): Store => Object.getPrototypeOf(emailQuotaStore());
  /** The write conditions of the quota's writes, in order. */
  function writes() {
    const setJSON = vi.spyOn(storeMethods(), "setJSON");
    return () => setJSON.mock.calls.map(([key, , options]) => ({ key, options }));
  }

  it("counts an address's first send with a write that only creates the record", async () => {
    const conditions = writes();
    expect(await reserveFormEmail(EMAIL, AT)).toBe(true);
    expect(conditions()).toEqual([{ key: KEY, options: { onlyIfNew: true } }]);
    expect(await emailQuotaStore().get(KEY, { type: "json" })).toEqual({ sentAt: [AT.toISOString()] });
  });

  it("replaces an unreadable record on the next counted send, conditional on the ETag it was read with", async () => {
    const store = emailQuotaStore();
    await store.set(KEY, DAMAGED);
    const etag = (await store.getMetadata(KEY))?.etag;
    expect(etag).toBeTruthy();
    const conditions = writes();

    // It counts no sends: this one is allowed, and the record now holds it alone.
    expect(await reserveFormEmail(EMAIL, AT)).toBe(true);
    expect(conditions()).toEqual([{ key: KEY, options: { onlyIfMatch: etag } }]);
    expect(await store.get(KEY, { type: "json" })).toEqual({ sentAt: [AT.toISOString()] });
    expect(errors).toEqual([expect.stringContaining(`email-quota/${KEY} is unreadable`)]);
  });

  it("does not write over an unreadable record that changed after it was read: the send counts against the new one", async () => {
    const store = emailQuotaStore();
    await store.set(KEY, DAMAGED);
    const damagedEtag = (await store.getMetadata(KEY))?.etag;
    // Another send of the same address counts itself between this send's read and its write.
    const other = new Date(AT.getTime() - 60_000).toISOString();
    let otherEtag: string | undefined;
    const read = storeMethods().getWithMetadata;
    vi.spyOn(storeMethods(), "getWithMetadata").mockImplementationOnce(async function (this: Store, key: string) {
      const found = await read.call(this, key, { type: "text" });
      await emailQuotaStore().set(KEY, JSON.stringify({ sentAt: [other] }));
      otherEtag = (await emailQuotaStore().getMetadata(KEY))?.etag;
      return found;
    });
    const conditions = writes();

    expect(await reserveFormEmail(EMAIL, AT)).toBe(true);
    expect(conditions()).toEqual([
      { key: KEY, options: { onlyIfMatch: damagedEtag } }, // refused: the record had changed
      { key: KEY, options: { onlyIfMatch: otherEtag } },
    ]);
    expect(otherEtag).not.toBe(damagedEtag);
    expect(await store.get(KEY, { type: "json" })).toEqual({ sentAt: [other, AT.toISOString()] });
  });

  it("leaves an address that had its share of the day as it is", async () => {
    const store = emailQuotaStore();
    const sent = Array.from({ length: FORM_EMAILS_PER_DAY }, (_, i) => new Date(AT.getTime() - (i + 1) * 60_000));
    const full = { sentAt: sent.map((d) => d.toISOString()).reverse() };
    await store.setJSON(KEY, full);
    const conditions = writes();
    expect(await reserveFormEmail(EMAIL, AT)).toBe(false);
    expect(conditions()).toEqual([]);
    expect(await store.get(KEY, { type: "json" })).toEqual(full);
  });
});

// @vitest-environment node
// What the local Blobs server (scripts/lib/local-blobs.ts) takes from @netlify/blobs. It subclasses the package's
// BlobsServer and overrides or calls members its declarations mark private, so package.json pins the package to one
// exact version, and these tests say which member an upgrade removed or changed before anything else fails in a
// less telling way. Then the store itself: getStore sets, gets and lists through the server, on loopback.
import { readFileSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { getStore } from "@netlify/blobs";
import { BlobsServer } from "@netlify/blobs/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BLOBS_SERVER_FIELDS,
  BLOBS_SERVER_METHODS,
  type LocalBlobs,
  startLocalBlobs,
} from "../../../../scripts/lib/local-blobs.ts";

const ROOT = path.resolve(import.meta.dirname, "../../../..");
const UPGRADE_NOTE =
  "scripts/lib/local-blobs.ts relies on it (see BlobsServerInternals there): adapt the subclass to the new " +
  "@netlify/blobs, then pin the new version in package.json and package-lock.json";

/** A BlobsServer seen as the untyped object the subclass reaches at run time. */
type Internals = Record<string, unknown> & {
  getLocalPaths(url?: URL): Record<string, string | undefined>;
  parseAPIRequest(req: Request): { url: URL } | null;
  validateAccess(req: Request): boolean;
  put(req: Request): Promise<Response>;
  handleRequest(req: Request): Promise<Response>;
};

describe("@netlify/blobs as the local Blobs server uses it", () => {
  let directory: string;
  let server: Internals;
  const token = "contract-token";
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), "usja-blobs-contract-"));
    server = new BlobsServer({ directory, port: 4321, token }) as unknown as Internals;
    // The subclass's own start() listens on loopback and writes the address the package's methods resolve against.
    server["address"] = "http://127.0.0.1:4321";
  });
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it("is the exact version package.json pins", () => {
    const pinned = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")).dependencies["@netlify/blobs"];
    expect(pinned, "package.json must pin @netlify/blobs to one exact version (no ^ or ~)").toMatch(/^\d+\.\d+\.\d+$/);
    const lock = JSON.parse(readFileSync(path.join(ROOT, "package-lock.json"), "utf8"));
    expect(lock.packages[""].dependencies["@netlify/blobs"], "package-lock.json's root entry").toBe(pinned);
    const installed = createRequire(path.join(ROOT, "package.json"))("@netlify/blobs/package.json").version;
    expect(installed, `node_modules has @netlify/blobs ${installed}, package.json pins ${pinned}`).toBe(pinned);
  });

  it("has every method the subclass overrides or calls", () => {
    const prototype = BlobsServer.prototype as unknown as Record<string, unknown>;
    for (const name of BLOBS_SERVER_METHODS)
      expect(typeof prototype[name], `BlobsServer.prototype.${name} is gone or no method: ${UPGRADE_NOTE}`).toBe(
        "function",
      );
  });

  it("keeps its address, folder and port in the fields the subclass reads and writes", () => {
    const server = new BlobsServer({ directory, port: 4321, token }) as unknown as Internals;
    for (const name of BLOBS_SERVER_FIELDS)
      expect(Object.hasOwn(server, name), `a BlobsServer has no field ${name}: ${UPGRADE_NOTE}`).toBe(true);
    expect(server["address"], `BlobsServer.address before start: ${UPGRADE_NOTE}`).toBe("");
    expect(server["directory"], `BlobsServer.directory: ${UPGRADE_NOTE}`).toBe(directory);
    expect(server["port"], `BlobsServer.port: ${UPGRADE_NOTE}`).toBe(4321);
  });

  it("maps an entry's address to its files with getLocalPaths", () => {
    const paths = server.getLocalPaths(new URL("http://127.0.0.1/0/site:contract/a/b"));
    expect(paths, `getLocalPaths(url): ${UPGRADE_NOTE}`).toEqual({
      dataPath: path.join(directory, "entries", "0", "site:contract", "a", "b"),
      key: "a/b",
      metadataPath: path.join(directory, "metadata", "0", "site:contract", "a", "b"),
      rootPath: path.join(directory, "entries", "0", "site:contract"),
    });
    expect(server.getLocalPaths(undefined), `getLocalPaths() without a URL: ${UPGRADE_NOTE}`).toEqual({});
  });

  it("tells an API request (signed-URL form) from a request for an entry with parseAPIRequest", () => {
    const direct = new Request("http://127.0.0.1:4321/0/site:contract/key");
    expect(server.parseAPIRequest(direct), `parseAPIRequest of an entry's address: ${UPGRADE_NOTE}`).toBeNull();
    const api = server.parseAPIRequest(new Request("http://127.0.0.1:4321/api/v1/blobs/0/site:contract/key"));
    expect(api?.url, `parseAPIRequest of an API request gives the signed URL: ${UPGRADE_NOTE}`).toBeInstanceOf(URL);
  });

  it("accepts this token's bearer and the signed URLs it makes with validateAccess, and nothing else", () => {
    const entry = "http://127.0.0.1:4321/0/site:contract/key";
    const bearer = (value: string) => new Request(entry, { headers: { authorization: `Bearer ${value}` } });
    expect(server.validateAccess(bearer(token)), `validateAccess with the token: ${UPGRADE_NOTE}`).toBe(true);
    expect(server.validateAccess(bearer("another")), `validateAccess with another token: ${UPGRADE_NOTE}`).toBe(false);
    expect(server.validateAccess(new Request(entry)), `validateAccess without a token: ${UPGRADE_NOTE}`).toBe(false);
    const signed = server.parseAPIRequest(new Request("http://127.0.0.1:4321/api/v1/blobs/0/site:contract/key"));
    const request = new Request(signed?.url ?? entry);
    expect(server.validateAccess(request), `validateAccess of a signed URL: ${UPGRADE_NOTE}`).toBe(true);
  });

  it("writes an entry's bytes to its data file with put, and reads them back with handleRequest", async () => {
    const url = "http://127.0.0.1:4321/0/site:contract/written";
    const written = await server.put(new Request(url, { method: "PUT", body: "bytes" }));
    expect(written.status, `put(request): ${UPGRADE_NOTE}`).toBe(200);
    const file = server.getLocalPaths(new URL(url))["dataPath"] ?? "";
    expect(await readFile(file, "utf8"), `put writes the data file getLocalPaths names: ${UPGRADE_NOTE}`).toBe("bytes");
    const read = await server.handleRequest(new Request(url, { headers: { authorization: `Bearer ${token}` } }));
    expect(read.status, `handleRequest(GET): ${UPGRADE_NOTE}`).toBe(200);
    expect(await read.text()).toBe("bytes");
  });
});

describe("the local Blobs server as a store", () => {
  let directory: string;
  let blobs: LocalBlobs;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), "usja-blobs-store-"));
    blobs = await startLocalBlobs({ directory });
  });
  afterAll(async () => {
    await blobs.stop();
    await rm(directory, { recursive: true, force: true });
  });

  it("listens on loopback and sets, gets and lists through getStore", async () => {
    expect(new URL(blobs.url).hostname).toBe("127.0.0.1");
    const store = getStore("contract");
    await store.set("reports/a", "first");
    await store.setJSON("reports/b", { n: 2 });
    expect(await store.get("reports/a")).toBe("first");
    expect(await store.get("reports/b", { type: "json" })).toEqual({ n: 2 });
    expect(await store.get("reports/missing")).toBeNull();
    const { blobs: listed } = await store.list({ prefix: "reports/" });
    expect(listed.map((b) => b.key).sort()).toEqual(["reports/a", "reports/b"]);
    await store.delete("reports/a");
    expect(await store.get("reports/a")).toBeNull();
  });

  it("does the compare-and-swap the functions rely on: ETags, onlyIfMatch and onlyIfNew", async () => {
    const store = getStore("contract");
    expect((await store.set("cas", "one", { onlyIfNew: true })).modified).toBe(true);
    expect((await store.set("cas", "again", { onlyIfNew: true })).modified).toBe(false);
    const read = await store.getWithMetadata("cas");
    expect(read?.etag).toMatch(/^".+"$/);
    expect((await store.set("cas", "two", { onlyIfMatch: read?.etag ?? "" })).modified).toBe(true);
    expect((await store.set("cas", "three", { onlyIfMatch: read?.etag ?? "" })).modified).toBe(false);
    expect(await store.get("cas")).toBe("two");
  });
});

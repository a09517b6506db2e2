// @vitest-environment node
// The local server follows the redirects of the build's _redirects file as Netlify does: a place alias answers 301
// with the canonical page's address (its query string kept); a path without a page or a redirect is the 404 page.
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaticSite } from "../../../../scripts/lib/static-site.ts";
import { placeAliases, withAliasRedirects } from "../../../../src/domain/place-aliases.ts";

const repo = resolve(import.meta.dirname, "../../../..");

function request(base: string, path: string, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((done, fail) => {
    const req = http.request(`${base}${path}`, { method, agent: false }, (res) => {
      let body = "";
      res.on("data", (c: Buffer) => {
        body += c.toString();
      });
      res.on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", fail).end();
  });
}

async function site(redirects: string): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), "usja-redirects-"));
  await mkdir(join(root, "dist/places/nashville-davidson-tn"), { recursive: true });
  await writeFile(join(root, "dist/places/nashville-davidson-tn/index.html"), "<h1>Nashville</h1>");
  await writeFile(join(root, "dist/404.html"), "<h1>Not found</h1>");
  await writeFile(join(root, "dist/_redirects"), redirects);
  await copyFile(join(repo, "netlify.toml"), join(root, "netlify.toml"));
  return root;
}

describe("redirects on the local server", () => {
  let root: string;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    const aliases = placeAliases([
      {
        slug: "nashville-davidson-tn",
        kind: "metro",
        label: "Nashville-Davidson, TN",
        name: "Nashville-Davidson--Murfreesboro--Franklin, TN",
        principalCities: ["Franklin, TN", "Murfreesboro, TN", "Nashville-Davidson, TN"],
        counties: [{ name: "Davidson County", usps: "TN" }],
      },
    ]);
    root = await site(withAliasRedirects("", aliases));
    const serveStatic = await createStaticSite(root);
    server = http.createServer((req, res) => void serveStatic(req, res, new URL(req.url ?? "/", "http://x").pathname));
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
    await rm(root, { recursive: true, force: true });
  });

  it("answers an alias 301 with the canonical page's address, keeping the query string", async () => {
    const moved = await request(base, "/places/nashville-tn");
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe("/places/nashville-davidson-tn");
    expect(moved.headers["x-content-type-options"]).toBe("nosniff"); // netlify.toml's headers for "/*"
    expect((await request(base, "/places/franklin-tn?from=search")).headers.location).toBe(
      "/places/nashville-davidson-tn?from=search",
    );
    const head = await request(base, "/places/murfreesboro-tn", "HEAD");
    expect([head.status, head.headers.location]).toEqual([301, "/places/nashville-davidson-tn"]);
  });

  it("serves the canonical page, and the 404 page for a slug that is neither a page nor an alias", async () => {
    expect((await request(base, "/places/nashville-davidson-tn")).status).toBe(200);
    const unknown = await request(base, "/places/nowhere-tn");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain("Not found");
    expect(unknown.headers.location).toBeUndefined();
  });

  it("refuses to start on a rule it would not follow as Netlify does", async () => {
    for (const rule of ["/places/*  /places/:splat  301", "/compare  /.netlify/functions/ssr  200"]) {
      const other = await site(`${rule}\n`);
      await expect(createStaticSite(other), rule).rejects.toThrow(/exact-path 3xx/);
      await rm(other, { recursive: true, force: true });
    }
  });
});

// The built site as Netlify serves it: files from dist/ (x, x/index.html, x.html) with the
// [[headers]] rules of netlify.toml, ETag revalidation, and dist/404.html for unknown paths.
import type { Stats } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { parse as parseToml } from "smol-toml";
import { createCompressor, type OnCompress } from "./compression.ts";

const MIME: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
  ".csv": "text/csv; charset=utf-8",
};

/** The [[headers]] rules of netlify.toml, their Netlify path patterns (`/*`, `/a/:b`) as regular expressions. */
/** A [[headers]] block of netlify.toml. */
interface HeaderBlock {
  for: string;
  values?: Record<string, string>;
}

function headerRules(tomlText: string): { pattern: RegExp; values: Record<string, string> }[] {
  const config = parseToml(tomlText) as { headers?: HeaderBlock[] };
  return (config.headers ?? []).map((rule) => {
    const source = rule.for
      .split("*")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z_]\w*/g, "[^/]+"))
      .join(".*");
    return { pattern: new RegExp(`^${source}$`), values: rule.values ?? {} };
  });
}

/** A file found in dist/ and its stat. */
interface Found {
  file: string;
  info: Stats;
}

/**
 * Answers a GET or HEAD for `pathname` and returns the status sent; `onMissing` answers a path without a file (its
 * status, or null when it has no page for it).
 */
export type ServeStatic = (
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  onMissing?: () => Promise<number | null>,
) => Promise<number>;

/** Serves `root`/dist with the headers of `root`/netlify.toml; `options.onCompress` as for createCompressor. */
export async function createStaticSite(
  root: string,
  options: { onCompress?: OnCompress | undefined } = {},
): Promise<ServeStatic> {
  const distDir = path.join(root, "dist");
  const rules = headerRules(await readFile(path.join(root, "netlify.toml"), "utf8").catch(() => ""));
  const compress = createCompressor({ onCompress: options.onCompress });

  const headersFor = (pathname: string): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const rule of rules) if (rule.pattern.test(pathname)) Object.assign(out, rule.values);
    return out;
  };

  /** The file a path names, or null; never anything outside dist/. */
  async function find(pathname: string): Promise<Found | null> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    if (decoded.includes("\0")) return null;
    const base = path.join(distDir, path.normalize(decoded));
    if (!base.startsWith(distDir)) return null;
    for (const candidate of [base, path.join(base, "index.html"), `${base}.html`]) {
      const info = await stat(candidate).catch(() => null);
      if (info?.isFile()) return { file: candidate, info };
    }
    return null;
  }

  /** Sends a found file with `status` and the headers of `pathname`; returns the status sent. */
  async function send(
    req: IncomingMessage,
    res: ServerResponse,
    found: Found,
    status: number,
    pathname: string,
  ): Promise<number> {
    const type = MIME[path.extname(found.file)] ?? "application/octet-stream";
    const etag = `"${found.info.size.toString(16)}-${found.info.mtimeMs.toString(16)}"`;
    const headers: Record<string, string> = {
      "Content-Type": type,
      ETag: etag,
      Vary: "Accept-Encoding",
      ...headersFor(pathname),
    };
    // A 404 is never kept, whatever rule its path matches (an /_astro/* file missing during a deploy
    // would stay missing for a year): Netlify sends it with max-age=0 too.
    if (status === 404) headers["Cache-Control"] = "public, max-age=0, must-revalidate";
    if (status === 200 && req.headers["if-none-match"] === etag) {
      res.writeHead(304, headers).end();
      return 304;
    }
    const { body, encoding } = await compress(
      await readFile(found.file),
      type,
      req.headers["accept-encoding"],
      `${found.file}|${etag}`,
    );
    if (encoding) headers["Content-Encoding"] = encoding;
    headers["Content-Length"] = String(body.length);
    res.writeHead(status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
    return status;
  }

  /**
   * Answers a GET or HEAD for a page or file: the file, else (given `onMissing`, Netlify's SSR function of the site's
   * on-demand pages) what `onMissing` answers, else dist/404.html with 404. `onMissing` returns the status it sent, or
   * null for a path it has no page for.
   */
  return async function serveStatic(req, res, pathname, onMissing) {
    const found = await find(pathname);
    if (found) return send(req, res, found, 200, pathname);
    const answered = onMissing ? await onMissing() : null;
    if (answered !== null) return answered;
    const notFound = await find("/404.html");
    if (notFound) return send(req, res, notFound, 404, pathname);
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found");
    return 404;
  };
}

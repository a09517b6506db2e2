// The built site as Netlify serves it: files from dist/ (x, x/index.html, x.html) with the
// [[headers]] rules of netlify.toml, ETag revalidation, the redirects of dist/_redirects (and netlify.toml's) where no
// file is found, and dist/404.html for unknown paths.
import { existsSync, type Stats } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { parseAllRedirects } from "@netlify/redirect-parser";
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

/** A redirect as @netlify/redirect-parser gives it (the fields the local server reads). */
interface ParsedRedirect {
  from: string;
  to?: string;
  path?: string;
  host?: string;
  status?: number;
  force?: boolean;
  proxy?: boolean;
  query?: Record<string, string>;
  conditions?: Record<string, unknown>;
  signed?: string;
}

/** The statuses of a redirect the browser follows to another address. */
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * The redirects Netlify would apply to this build, read as Netlify reads them (its own parser): dist/_redirects, then
 * netlify.toml's [[redirects]]. The local server follows the kind the site has, from one exact path to another
 * address with a 3xx status, and refuses to start on any other (a splat, a placeholder, a rewrite, a condition, a
 * forced rule) rather than serve the site differently from Netlify.
 */
export async function readRedirects(root: string): Promise<Map<string, { to: string; status: number }>> {
  const config = path.join(root, "netlify.toml");
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [path.join(root, "dist", "_redirects")],
    ...(existsSync(config) ? { netlifyConfigPath: config } : {}),
    configRedirects: [],
    minimal: false,
  });
  if (errors.length > 0) throw new Error(`Redirects Netlify would refuse:\n${errors.map(String).join("\n")}`);
  const rules = new Map<string, { to: string; status: number }>();
  for (const r of redirects as ParsedRedirect[]) {
    const status = r.status ?? 301;
    const exact =
      r.path !== undefined &&
      !r.host &&
      !/[*:]/.test(r.path) &&
      r.to !== undefined &&
      !r.force &&
      !r.proxy &&
      !r.signed &&
      Object.keys(r.query ?? {}).length === 0 &&
      Object.keys(r.conditions ?? {}).length === 0 &&
      REDIRECT_STATUSES.has(status);
    if (!exact || r.to === undefined || r.path === undefined) {
      throw new Error(`The local server follows only exact-path 3xx redirects, not ${JSON.stringify(r)}`);
    }
    // Netlify takes the first rule that matches.
    if (!rules.has(r.path)) rules.set(r.path, { to: r.to, status });
  }
  return rules;
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
  const redirects = await readRedirects(root);
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
   * Answers a GET or HEAD for a page or file: the file, else the redirect of its exact path, else (given `onMissing`,
   * Netlify's SSR function of the site's on-demand pages) what `onMissing` answers, else dist/404.html with 404.
   * `onMissing` returns the status it sent, or null for a path it has no page for.
   */
  return async function serveStatic(req, res, pathname, onMissing) {
    const found = await find(pathname);
    if (found) return send(req, res, found, 200, pathname);
    // A redirect applies where no file is (Netlify's shadowing); the query string goes along, as on Netlify.
    const redirect = redirects.get(pathname);
    if (redirect) {
      const query = (req.url ?? "").match(/\?.*$/)?.[0] ?? "";
      const location = redirect.to.includes("?") ? redirect.to : `${redirect.to}${query}`;
      res.writeHead(redirect.status, { ...headersFor(pathname), Location: location, "Content-Length": "0" }).end();
      return redirect.status;
    }
    const answered = onMissing ? await onMissing() : null;
    if (answered !== null) return answered;
    const notFound = await find("/404.html");
    if (notFound) return send(req, res, notFound, 404, pathname);
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found");
    return 404;
  };
}

// The frame of every GET route over the dataset: method check, ETag/304, CDN cache headers,
// 400 for bad parameters, 503 when the dataset cannot be read. Routes only say what to return.
import { currentManifest, DatasetUnavailableError } from "./dataset-reader.ts";
import { json, jsonError, methodNotAllowed, text } from "./json-response.ts";
import { checkQueryParams, ParamError, unknownQueryParam } from "./request.ts";

/**
 * Cache headers: browsers revalidate; Netlify's CDN keeps the response, tagged with the dataset, keyed on the
 * route's own query parameters only (`query`: none = the path alone).
 */
export function datasetCacheHeaders(version: string, query: readonly string[] = []): Record<string, string> {
  return {
    "Cache-Control": "public, max-age=0, must-revalidate",
    "Netlify-CDN-Cache-Control": "public, durable, s-maxage=3600, stale-while-revalidate=86400",
    ...(query.length ? { "Netlify-Vary": `query=${query.join("|")}` } : {}),
    "Cache-Tag": `dataset,dataset-${version}`,
  };
}

/**
 * For a GET route outside `datasetRoute`: a 400 naming the first query parameter it does not take (or one given
 * twice), else undefined.
 */
export function refuseUnknownParams(req: Request, allowed: readonly string[]): Response | undefined {
  return unknownQueryParam(new URL(req.url).searchParams, allowed)?.toResponse();
}

/** FNV-1a of a string, hex: a short, stable fingerprint of a request's path and query. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

/**
 * What a route returns when plain data is not enough: a status, extra headers, or a body that is
 * not JSON (a string or a byte stream sent as is, with `contentType`).
 */
export class Reply {
  readonly body: unknown;
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly contentType: string | undefined;
  constructor(body: unknown, init: { status?: number; headers?: Record<string, string>; contentType?: string } = {}) {
    this.body = body;
    this.status = init.status ?? 200;
    this.headers = init.headers ?? {};
    this.contentType = init.contentType;
  }
}

/** 404 for an id the dataset does not have. */
export function notFound(message: string): Reply {
  return new Reply({ error: "not_found", message }, { status: 404 });
}

type Produce = (url: URL, params: Record<string, string>) => Promise<unknown>;

export interface DatasetRouteOptions {
  /** Every query parameter the route takes; any other answers 400 before the dataset is read. */
  readonly query: readonly string[];
}

/** Wraps `produce` into a v2 function handler for a GET route over the dataset. */
export function datasetRoute(options: DatasetRouteOptions, produce: Produce) {
  return async (req: Request, context?: { params?: Record<string, string> }): Promise<Response> => {
    if (req.method !== "GET" && req.method !== "HEAD") return methodNotAllowed(["GET", "HEAD"]);
    const url = new URL(req.url);
    try {
      checkQueryParams(url.searchParams, options.query);
      const { version } = await currentManifest();
      const etag = `"${version}-${fingerprint(url.pathname + url.search)}"`;
      const headers = { ...datasetCacheHeaders(version, options.query), ETag: etag };
      if (
        req.headers
          .get("if-none-match")
          ?.split(/\s*,\s*/)
          .includes(etag)
      ) {
        return new Response(null, { status: 304, headers });
      }
      const produced = await produce(url, context?.params ?? {});
      const reply = produced instanceof Reply ? produced : new Reply(produced);
      const init = { status: reply.status, headers: { ...headers, ...reply.headers } };
      if (!reply.contentType) return json(reply.body, init);
      const body = reply.body instanceof ReadableStream ? reply.body : String(reply.body);
      return text(body, reply.contentType, init);
    } catch (error) {
      if (error instanceof ParamError) return error.toResponse();
      if (error instanceof DatasetUnavailableError) {
        return jsonError(
          503,
          "dataset_unavailable",
          "The data is temporarily unavailable. Please try again shortly.",
          {},
          { "Retry-After": "30" },
        );
      }
      console.error(`[api] ${url.pathname} failed:`, error instanceof Error ? error.message : error);
      return jsonError(500, "internal_error", "Something went wrong.");
    }
  };
}

// Compression of what the local server sends, as Netlify's CDN does: brotli or gzip by the client's
// Accept-Encoding, for text types only; static files compressed once per version, function answers
// as they stream. Nothing here blocks the event loop: zlib works on its own threads.
import type { Transform } from "node:stream";
import { promisify } from "node:util";
import { brotliCompress, createBrotliCompress, createGzip, gzip, constants as zlibConstants } from "node:zlib";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg)/;

/** The best compression an Accept-Encoding allows (brotli, then gzip), or null. */
type Encoding = "br" | "gzip";

function acceptedEncoding(acceptEncoding: string | string[] | undefined | null): Encoding | null {
  const accept = String(acceptEncoding ?? "");
  return /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : null;
}

/**
 * For an answer made on the fly (a function's, possibly streamed): its Content-Encoding and a
 * transform stream that compresses it, or null when it is sent as is. Brotli at a fast level, as
 * CDNs use for dynamic answers (11 is for files compressed once).
 */
export function streamCompression(
  type: string | undefined,
  acceptEncoding: string | string[] | undefined,
): { encoding: Encoding; transform: Transform } | null {
  if (!COMPRESSIBLE.test(String(type ?? ""))) return null;
  const encoding = acceptedEncoding(acceptEncoding);
  if (encoding === "br") {
    return { encoding, transform: createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }) };
  }
  return encoding === "gzip" ? { encoding, transform: createGzip() } : null;
}

/** Smaller bodies are not worth compressing. */
const MIN_BYTES = 512;

/**
 * The brotli quality for a file of `bytes`: the best (11) where it costs little, lower where it would keep the
 * first request waiting for seconds (11 takes over 10 s for the CMS's 5 MB script; 5 takes a fraction of one).
 */
export function brotliQuality(bytes: number): number {
  if (bytes <= 256 * 1024) return 11;
  if (bytes <= 1024 * 1024) return 9;
  return 5;
}

export type OnCompress = (event: "start" | "end", key: string) => void;

/** What a compressor answers: the body to send and its Content-Encoding (null = sent as is). */
export interface Compressed {
  body: Buffer;
  encoding: Encoding | null;
}

/**
 * A compressor with its own cache. `compress(body, type, acceptEncoding, version)` resolves to the
 * body to send and its Content-Encoding (null = sent as is); `version` identifies the file's content.
 * Requests that arrive while a version is being compressed wait for that one compression. `onCompress`
 * (tests) is told when each compression starts and ends.
 */
export function createCompressor({ onCompress }: { onCompress?: OnCompress | undefined } = {}) {
  const cache = new Map<string, Promise<Buffer>>();
  return async function compress(
    body: Buffer,
    type: string,
    acceptEncoding: string | string[] | undefined,
    version: string,
  ): Promise<Compressed> {
    if (!COMPRESSIBLE.test(type) || body.length <= MIN_BYTES) return { body, encoding: null };
    const encoding = acceptedEncoding(acceptEncoding);
    if (!encoding) return { body, encoding: null };
    const key = `${version}|${encoding}`;
    let packed = cache.get(key);
    if (!packed) {
      onCompress?.("start", key);
      packed = (
        encoding === "br"
          ? brotliAsync(body, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: brotliQuality(body.length),
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            })
          : gzipAsync(body, { level: 9 })
      ).finally(() => onCompress?.("end", key));
      cache.set(key, packed);
      // A failed compression is not kept: the next request tries again.
      packed.catch(() => cache.delete(key));
    }
    return { body: await packed, encoding };
  };
}

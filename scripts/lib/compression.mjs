// Compression of what the local server sends, as Netlify's CDN does: brotli or gzip by the client's
// Accept-Encoding, for text types only; static files compressed once per version, function answers
// as they stream.
import { brotliCompressSync, createBrotliCompress, createGzip, gzipSync, constants as zlibConstants } from "node:zlib";

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg)/;

/** The best compression an Accept-Encoding allows (brotli, then gzip), or null. */
function acceptedEncoding(acceptEncoding) {
  const accept = String(acceptEncoding ?? "");
  return /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : null;
}

/**
 * For an answer made on the fly (a function's, possibly streamed): its Content-Encoding and a
 * transform stream that compresses it, or null when it is sent as is. Brotli at a fast level, as
 * CDNs use for dynamic answers (11 is for files compressed once).
 */
export function streamCompression(type, acceptEncoding) {
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
 * A compressor with its own cache. `compress(body, type, acceptEncoding, version)` returns the body
 * to send and its Content-Encoding (null = sent as is); `version` identifies the file's content.
 */
export function createCompressor() {
  const cache = new Map();
  return function compress(body, type, acceptEncoding, version) {
    if (!COMPRESSIBLE.test(type) || body.length <= MIN_BYTES) return { body, encoding: null };
    const encoding = acceptedEncoding(acceptEncoding);
    if (!encoding) return { body, encoding: null };
    const key = `${version}|${encoding}`;
    let packed = cache.get(key);
    if (!packed) {
      packed =
        encoding === "br"
          ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } })
          : gzipSync(body, { level: 9 });
      cache.set(key, packed);
    }
    return { body: packed, encoding };
  };
}

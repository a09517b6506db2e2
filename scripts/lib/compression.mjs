// Compression of the static files the local server sends, as Netlify's CDN does: brotli or gzip by
// the client's Accept-Encoding, for text types only, each file compressed once per version.
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg)/;

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
    const accept = String(acceptEncoding ?? "");
    const encoding = /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : null;
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

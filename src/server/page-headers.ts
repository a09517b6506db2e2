// The security headers of the site's pages, in one place. netlify.toml's [[headers]] for "/*" send the same to every
// static page (a unit test holds the two equal); the pages the functions serve (confirm, preferences, unsubscribe,
// report access, the forms' answers) send them through `functionPageHeaders`.

/** What every page of the site carries. netlify.toml says the same for "/*". */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), usb=(), interest-cohort=()",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  // The rest of a static page's policy is a <meta> that Astro writes per page (with script hashes);
  // frame-ancestors only works as a header.
  "Content-Security-Policy": "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
};

/**
 * The headers of a page a function serves: those of every page, with a whole policy in the header (such a page has
 * no <meta> policy): nothing loads or runs but its one inline style (`styleHash`, the base64 SHA-256 of its text),
 * and its forms post to this site only. No referrer: these pages' addresses carry tokens.
 */
export function functionPageHeaders(styleHash: string): Record<string, string> {
  return {
    ...PAGE_SECURITY_HEADERS,
    "Content-Security-Policy": `default-src 'none'; style-src 'sha256-${styleHash}'; img-src 'self'; form-action 'self'; ${PAGE_SECURITY_HEADERS["Content-Security-Policy"]}`,
    "Referrer-Policy": "no-referrer",
  };
}

// The site's public address, the base of every absolute link the site writes (emails, feeds, calendars, the CMS).
// It comes from configuration only, never from a request: a request's Host header is whatever its sender wrote. Pure.

/** The local server's port when nothing else says where the site is. */
export const DEFAULT_LOCAL_PORT = 8888;

export interface SiteUrlSettings {
  /** The site's address that Netlify sets on every build and function. */
  readonly URL?: string | undefined;
  /** The site's address where Netlify does not set URL (a local server, another host). */
  readonly SITE_URL?: string | undefined;
  /** The local server's port, for the default `http://localhost:PORT`. */
  readonly PORT?: string | undefined;
}

/** The origin of an http(s) address (`https://host[:port]`, no path or trailing slash); undefined for anything else. */
function originOf(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text || !/^https?:\/\/[^\s/]+/i.test(text)) return undefined;
  try {
    return new URL(text).origin;
  } catch {
    return undefined;
  }
}

/**
 * The site's public origin: Netlify's `URL`, else `SITE_URL`, else the local server (`http://localhost:PORT`,
 * port 8888 by default). A value that is not an http(s) address is passed over as if unset.
 */
export function siteOrigin(settings: SiteUrlSettings): string {
  const port = /^\d{1,5}$/.test(settings.PORT?.trim() ?? "") ? Number(settings.PORT) : DEFAULT_LOCAL_PORT;
  return originOf(settings.URL) ?? originOf(settings.SITE_URL) ?? `http://localhost:${port || DEFAULT_LOCAL_PORT}`;
}

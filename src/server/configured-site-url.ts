// The one place functions get the site's public address for absolute links: confirmation, manage and report links in
// emails, the release calendar, notification emails. Never the request's Host, which its sender chooses.
import { siteOrigin } from "../domain/site-url.ts";
import { type EnvSource, env } from "./env.ts";

/** The site's public origin (`https://host`): URL (set by Netlify), else SITE_URL, else http://localhost:PORT. */
export function siteUrl(source?: EnvSource): string {
  return siteOrigin({ URL: env("URL", source), SITE_URL: env("SITE_URL", source), PORT: env("PORT", source) });
}

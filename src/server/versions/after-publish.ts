/**
 * What follows a publish so that everything a visitor sees catches up: the CDN forgets the API answers of the old
 * dataset (purge by the `dataset` cache tag every dataset answer carries), and Netlify rebuilds the static pages
 * from the new dataset (the build hook). Both are best effort: a failure is reported, never undoes the publish.
 */
import { purgeCache } from "@netlify/functions";
import { type EnvSource as Env, env as read } from "../env.ts";

export interface AfterPublishResult {
  readonly purge: string;
  readonly rebuild: string;
}

/** Purges the CDN's cached dataset answers, where the environment says which site and grants a token. */
async function purge(env: Env): Promise<string> {
  const siteID = read("SITE_ID", env) ?? read("NETLIFY_SITE_ID", env);
  const token = read("NETLIFY_PURGE_API_TOKEN", env) ?? read("NETLIFY_API_TOKEN", env);
  const apiURL = read("NETLIFY_API_URL", env);
  if (!siteID || !token) return "skipped (no site id or token: not on Netlify)";
  try {
    await purgeCache({
      tags: ["dataset"],
      siteID,
      token,
      ...(apiURL ? { apiURL } : {}),
    });
    return "purged cache tag dataset";
  } catch (error) {
    return `failed: ${(error as Error).message}`;
  }
}

/** Starts a rebuild of the static pages through the site's build hook (BUILD_HOOK_URL). */
async function rebuild(env: Env, version: string): Promise<string> {
  const hook = read("BUILD_HOOK_URL", env);
  if (!hook) return "skipped (BUILD_HOOK_URL not set)";
  try {
    const url = new URL(hook);
    // Netlify shows the title in the deploy list; it says why the site was rebuilt.
    url.searchParams.set("trigger_title", `Dataset ${version} published`);
    const response = await fetch(url, { method: "POST", body: "{}", signal: AbortSignal.timeout(10_000) });
    return response.ok ? `build hook answered ${response.status}` : `failed: build hook answered ${response.status}`;
  } catch (error) {
    return `failed: ${(error as Error).message}`;
  }
}

export async function afterPublish(env: Env, version: string): Promise<AfterPublishResult> {
  const [purged, rebuilt] = await Promise.all([purge(env), rebuild(env, version)]);
  return { purge: purged, rebuild: rebuilt };
}

// The deploy context a function runs in: Netlify's runtime context (`Netlify.context.deploy.context`), else the
// CONTEXT variable Netlify sets at build time (builds, scripts, tests).
import { isPreviewContext } from "../domain/deploy-context.ts";
import { env } from "./env.ts";

interface NetlifyRuntime {
  Netlify?: { context?: { deploy?: { context?: string } } | null };
}

export function deployContext(): string | undefined {
  return (globalThis as NetlifyRuntime).Netlify?.context?.deploy?.context ?? env("CONTEXT");
}

/** True in a deploy preview or branch deploy: no email is sent and no live payment key is used. */
export function isPreviewDeploy(): boolean {
  return isPreviewContext(deployContext());
}

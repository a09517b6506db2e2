// Netlify's deploy contexts: production, deploy-preview (a pull request), branch-deploy, dev. A preview is for review:
// it is marked as such, kept out of search engines, never takes live payments and sends no email.

/** The contexts of a deploy made for review rather than for the public. */
export const PREVIEW_CONTEXTS: readonly string[] = ["deploy-preview", "branch-deploy"];

/** True when `context` is a deploy made for review (a pull request's deploy preview or a branch deploy). */
export function isPreviewContext(context: string | undefined): boolean {
  return context !== undefined && PREVIEW_CONTEXTS.includes(context);
}

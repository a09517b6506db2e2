// Turning schema issues into what forms and API clients read, and checks of what visitors and
// sources send (emails, links). Pure; works with zod and zod/mini.

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/** `{ field: [messages] }` keyed by the first path segment (`_form` for the body itself). */
export function fieldErrorsOf(issues: readonly IssueLike[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length ? String(issue.path[0]) : "_form";
    const list = out[field] ?? [];
    out[field] = list;
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return out;
}

/** An email as stored: trimmed, domain lower-cased (the local part is the mailbox owner's). */
export function normalizeEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf("@");
  return at < 0 ? trimmed : `${trimmed.slice(0, at)}@${trimmed.slice(at + 1).toLowerCase()}`;
}

/** An email for logs: first character of the mailbox, then the domain ("j***@example.com"). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email[0]}***@${email.slice(at + 1)}`;
}

/** True for an absolute http or https address: the only links the site keeps or follows (never javascript:, data:, relative). */
export function isHttpUrl(url: string | undefined): url is string {
  if (!url) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

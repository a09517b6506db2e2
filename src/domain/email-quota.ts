// How many emails the site's forms may make it send to one address. The subscription form (confirmation or manage
// links) and "Lost your report?" (report links) can be submitted by anyone with any address, so each of their emails
// counts against the recipient's quota, whoever asked: a stranger cannot turn the site into a mail bomb, and the
// owner of an address still gets what a person needs in a day (subscribe, ask again, recover a report). Pure.

/**
 * At most this many form emails to one address in any 24 hours. Five covers a person who subscribes, asks for the
 * confirmation again twice and recovers a report twice in one day; past it a day's abuse stays at five emails.
 */
export const FORM_EMAILS_PER_DAY = 5;
export const FORM_EMAIL_WINDOW_MS = 24 * 3_600_000;

/** Mail providers that deliver `a.b@…` and `ab@…` to one mailbox, each under the domain it counts as. */
const DOTLESS_PROVIDERS: Readonly<Record<string, string>> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/**
 * The mailbox an address delivers to, as the quota counts it: lower-cased, without a `+tag` in the local part
 * (`bomb+1@x.com` and `bomb+2@x.com` reach the one `bomb@x.com`), and for Gmail without the dots it ignores, under
 * gmail.com (`B.o.m.b@googlemail.com` is `bomb@gmail.com`). Only the quota uses it: an email still goes to the address
 * as it was typed.
 */
export function quotaMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 0) return address;
  const domain = address.slice(at + 1);
  const dotless = DOTLESS_PROVIDERS[domain];
  // A local part that is only a tag ("+x") is kept whole rather than counted as an empty mailbox.
  let local = address.slice(0, at).split("+")[0] || address.slice(0, at);
  if (dotless) local = local.replaceAll(".", "");
  return `${local}@${dotless ?? domain}`;
}

/** The sends (ISO times) that still count at `now`, oldest first. */
export function countedSends(sentAt: readonly string[], now: Date): string[] {
  const since = now.getTime() - FORM_EMAIL_WINDOW_MS;
  return sentAt.filter((at) => Date.parse(at) > since).sort();
}

/** Whether one more form email may go to an address that was sent these (ISO times). */
export function mayEmail(sentAt: readonly string[], now: Date): boolean {
  return countedSends(sentAt, now).length < FORM_EMAILS_PER_DAY;
}

// The hidden field people never fill in and bots do. Mirrored from src/server/form-route.ts
// (HONEYPOT_FIELD) rather than imported, so that no server module reaches the browser bundle;
// a unit test keeps the two equal.
export const HONEYPOT_FIELD = "website";

/** What a form sends: its payload plus the honeypot, which people leave empty. */
export type WithHoneypot<T> = T & { [HONEYPOT_FIELD]?: string };

import type { HONEYPOT_FIELD } from "~/domain/constants";

/** What a form sends: its payload plus the honeypot (domain/constants HONEYPOT_FIELD), which people leave empty. */
export type WithHoneypot<T> = T & { [HONEYPOT_FIELD]?: string };

// The subscription lifecycle's rules: states of a subscriber, what they choose, and how long links live. Pure.
import * as z from "zod/mini";
import { SUBSCRIPTION_TYPES } from "./forms.ts";
import { US_STATES } from "./geography.ts";

/**
 * pending: asked, not confirmed; confirmed: receives notifications; unsubscribed: receives none; suspended: the
 * address kept failing (bounced), so nothing more is sent until it subscribes again.
 */
export const SUBSCRIBER_STATUSES = ["pending", "confirmed", "unsubscribed", "suspended"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** How often a subscriber hears from us: after each data release, or one digest a week. */
export const FREQUENCIES = ["release", "weekly"] as const;
export type Frequency = (typeof FREQUENCIES)[number];
export const FREQUENCY_LABELS: Readonly<Record<Frequency, string>> = {
  release: "After each data release",
  weekly: "A weekly digest",
};

export { CONFIRM_TOKEN_HOURS, PENDING_RETENTION_DAYS } from "./constants.ts";

const STATE_CODES = US_STATES.map((s) => s.code) as [string, ...string[]];

/** What a subscriber chooses on the preferences page (topics as on the form, watched states, frequency). */
export const PreferencesSchema = z.object({
  subscriptionTypes: z
    .array(z.enum(SUBSCRIPTION_TYPES, "Choose at least one topic."))
    .check(z.minLength(1, "Choose at least one topic."), z.maxLength(SUBSCRIPTION_TYPES.length)),
  states: z.array(z.enum(STATE_CODES, "Unknown state.")).check(z.maxLength(STATE_CODES.length)),
  frequency: z.enum(FREQUENCIES, "Choose how often."),
});
export type Preferences = z.infer<typeof PreferencesSchema>;

/** Whether a moment (ISO) lies `hours` or more before `now`. */
export function olderThan(iso: string, hours: number, now: Date): boolean {
  return now.getTime() - Date.parse(iso) >= hours * 3_600_000;
}

// The Netlify Blobs stores the functions use. Every store is opened here and nowhere else.
import { getDeployStore, getStore } from "@netlify/blobs";

/** Keys of the dataset live under this prefix in the deploy-scoped store. */
export const DATASET_PREFIX = "dataset/";

/**
 * The dataset (one key per entity plus `manifest`) lives in the deploy-scoped store: Netlify
 * uploads it with each deploy (see scripts/stage-dataset.ts), so a deploy and its data roll
 * back together. The local server seeds the same store from data/seed.
 */
export function datasetStore() {
  return getDeployStore();
}

/** The key of one dataset entry (`manifest` or an entity name). */
export function datasetKey(name: string): string {
  return `${DATASET_PREFIX}${name}`;
}

/** Subscribers, one key per subscriber (a hash of the normalised email). Strong reads: merges must see the latest write. */
export function subscriptionsStore() {
  return getStore({ name: "subscriptions", consistency: "strong" });
}

/** Contact messages, one key per message. */
export function contactStore() {
  return getStore({ name: "contact-messages", consistency: "strong" });
}

/** Report purchases, one key per PaymentIntent (recorded by the Stripe webhook). */
export function purchasesStore() {
  return getStore({ name: "purchases", consistency: "strong" });
}

/**
 * Revoked purchases (a refunded or disputed charge), one key per PaymentIntent, recorded by the
 * Stripe webhook. Strong reads: a revocation must hold on the very next download.
 */
export function revocationsStore() {
  return getStore({ name: "revocations", consistency: "strong" });
}

/**
 * Generated market reports, one key per dataset version (`report-<version>.pdf`), so that every
 * instance reuses a report another one generated. A version's report never changes: eventual
 * consistency is enough (a miss only regenerates the same bytes).
 */
export function reportsStore() {
  return getStore({ name: "reports" });
}

/**
 * Dataset versions published by the live refresh (site-wide, so a publish outlives deploys): each version's files
 * under `v/<version>/`, the pointer to the served version at `current`, the refresh lock and each source's last
 * good raw input. Strong reads: a reader must see the pointer the moment it is written.
 */
export function datasetVersionsStore() {
  return getStore({ name: "dataset-versions", consistency: "strong" });
}

/**
 * The raw snapshot the live refresh builds over, for refreshes that run on Netlify: one blob per file, keyed by its
 * path in the snapshot, plus an index written last (see src/server/versions/snapshot-store.ts).
 */
export function rawSnapshotStore() {
  return getStore({ name: "raw-snapshot", consistency: "strong" });
}

/** Secrets the site generates for itself (e.g. the key that signs subscription links when none is configured). */
export function secretsStore() {
  return getStore({ name: "site-secrets", consistency: "strong" });
}

/** One record per notification and subscriber (`<update id>/<subscriber key>`): what makes sending exactly once. */
export function notificationSendsStore() {
  return getStore({ name: "notification-sends", consistency: "strong" });
}

/**
 * How many form emails each address received in the last 24 hours (src/server/mail/quota.ts), one key per address
 * hash. Strong reads: the count is compare-and-swapped.
 */
export function emailQuotaStore() {
  return getStore({ name: "email-quota", consistency: "strong" });
}

/**
 * The record of live forecasts of the unemployment rate, one key per method version and month (`v1/2026-08`): each
 * written once, and afterwards only given scores, with compare-and-swap. Strong reads: a score must see the record.
 */
export function forecastsStore() {
  return getStore({ name: "forecasts", consistency: "strong" });
}

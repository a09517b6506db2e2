/**
 * What a subscriber is told about a published update: the headline figures the release brought (from the version's
 * digest, with their months and source), then the update's "what changed" record, both narrowed to the topics and
 * states they chose, in the same words as the site's update history (describeChanges), with links to the pages that
 * show it. Pure; the delivery job and its tests share it.
 */

import { describeChanges } from "./change-text.ts";
import type { ChangeRecord, DatasetDigest } from "./changes.ts";
import type { SubscriptionType } from "./forms.ts";
import { stateByCode, stateByFips } from "./geography.ts";
import { RELEASE_OF_SOURCE } from "./release-calendar.ts";
import { releaseFigures } from "./release-figures.ts";

export interface NotificationChoice {
  readonly subscriptionTypes: readonly SubscriptionType[];
  /** Watched state codes; none = every state. */
  readonly states: readonly string[];
}

export interface NotificationLink {
  readonly label: string;
  /** A site path with its view state in the query string, e.g. "/layoffs?state=CA". */
  readonly path: string;
}

export interface Notification {
  /** The headline figures of the sources that moved ("Unemployment rate: 4.3% in July 2026, …"); none without a digest. */
  readonly figures: string[];
  readonly lines: string[];
  readonly links: NotificationLink[];
}

/** The topic a new period of a source belongs to. */
function topicOfSource(source: string): SubscriptionType | undefined {
  const release = RELEASE_OF_SOURCE[source];
  if (release === "state-employment") return "states";
  if (release === "employment-situation" || release === "jolts") return "hiring";
  if (source === "warn") return "layoffs";
  if (source === "onet-skills" || source === "onet") return "skills";
  return undefined;
}

/** The state (code) a revised series is about, if any: CES State and Area (SMS) and LAUS (LASST) ids carry FIPS. */
function stateOfSeries(series: string): string | undefined {
  const m = /^(?:SMS|LASST)(\d{2})/.exec(series);
  return m ? stateByFips(m[1] ?? "")?.code : undefined;
}

/**
 * The part of `record` a subscriber with `choice` asked for: new periods and revisions of their topics (state
 * series only for watched states), and new WARN notices of watched states. Undefined when nothing is left.
 */
export function narrowChanges(record: ChangeRecord, choice: NotificationChoice): ChangeRecord | undefined {
  const all = choice.subscriptionTypes.includes("all");
  const wants = (topic: SubscriptionType | undefined) =>
    all || (topic !== undefined && choice.subscriptionTypes.includes(topic));
  const watched = (code: string | undefined) =>
    choice.states.length === 0 || (code !== undefined && choice.states.includes(code));

  const newPeriods = record.newPeriods.filter((p) => p.source !== "warn" && wants(topicOfSource(p.source)));
  const revisions = record.revisions.filter((r) => {
    const state = stateOfSeries(r.series);
    return state ? wants("states") && watched(state) : wants("hiring");
  });
  const byState = wants("layoffs")
    ? Object.fromEntries(Object.entries(record.warn.byState).filter(([code]) => watched(code)))
    : {};
  const newNotices = Object.values(byState).reduce((n, c) => n + c, 0);
  if (newPeriods.length === 0 && revisions.length === 0 && newNotices === 0) return undefined;
  return {
    ...record,
    newPeriods,
    revisions,
    revisionCount: revisions.length,
    // By-industry counts cover every state; with states chosen they would not add up, so they are left out.
    warn: { newNotices, byState, byIndustry: choice.states.length === 0 ? record.warn.byIndustry : {} },
    postings: [],
  };
}

/** The pages that show what changed, with the view state of the subscriber's choice. */
function linksFor(record: ChangeRecord, choice: NotificationChoice): NotificationLink[] {
  const links: NotificationLink[] = [];
  const topics = new Set(record.newPeriods.map((p) => topicOfSource(p.source)));
  if (topics.has("hiring") || record.revisions.some((r) => !stateOfSeries(r.series)))
    links.push({ label: "National figures and hiring trends", path: "/" });
  if (topics.has("states") || record.revisions.some((r) => stateOfSeries(r.series))) {
    const one = choice.states.length === 1 ? choice.states[0] : undefined;
    links.push(
      one
        ? { label: `${stateByCode(one)?.name ?? one} on the states map`, path: `/states?state=${one}` }
        : { label: "State figures", path: "/states" },
    );
  }
  if (record.warn.newNotices > 0) links.push({ label: "Layoff notices", path: "/layoffs" });
  links.push({ label: "Update history", path: "/updates" });
  return links;
}

/**
 * The notification for one subscriber, or undefined when the update has nothing they asked for. `digest` is the
 * published version's (its figures are quoted); without it the email says what changed without figures.
 */
export function notificationFor(
  record: ChangeRecord,
  choice: NotificationChoice,
  digest?: DatasetDigest | null,
): Notification | undefined {
  const narrowed = narrowChanges(record, choice);
  if (!narrowed) return undefined;
  return {
    figures: digest ? releaseFigures(narrowed, digest, choice.states) : [],
    lines: describeChanges(narrowed, 5),
    links: linksFor(narrowed, choice),
  };
}

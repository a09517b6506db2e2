/**
 * Matching a job-board posting's title to an occupation through the occupations' titles (OEWS title, O*NET reported
 * and alternate titles): the whole normalised title first, then the title without its level and team, then the
 * longest of the titles inside it, if that covers at least half of its words; otherwise no match.
 */
import type { MatchMethod } from "../../domain/occupation-postings.ts";
import { titleWords } from "../../domain/occupation-search.ts";
import { compareText } from "../numbers.ts";

/** Where a title comes from, strongest first: where one title names several occupations, the strongest wins. */
export type TitleKind = "oews" | "reported" | "alternate";
const KIND_RANK: Record<TitleKind, number> = { oews: 0, reported: 1, alternate: 2 };

export interface TitleSource {
  readonly soc: string;
  readonly title: string;
  readonly kind: TitleKind;
  /** National employment of the occupation: breaks ties between occupations sharing a title of the same kind. */
  readonly employment: number;
}

/** Words that say a posting's level or terms of work, not its occupation. */
const LEVEL_WORDS = new Set(
  "senior sr junior jr lead principal staff head chief entry mid level i ii iii iv v vi 1 2 3 4 remote hybrid onsite contract contractor temporary temp part full time intern internship new grad graduate".split(
    " ",
  ),
);
/** Where the job's title ends and its team, place or note begins: " - ", ",", "|", "(", "[", ":", " @ ", "–", "—". */
const TITLE_END = /\s[-–—]\s|[,|([:–—]|\s@\s/;
/** The share of a title's words the matched title must cover. */
export const PHRASE_COVERAGE = 0.5;
/** A one-word title naming this many occupations or more ("Manager", "Engineer") says too little inside a longer title. */
export const VAGUE_WORD_OCCUPATIONS = 3;

/**
 * True when `a` should name a title rather than `b`: an OEWS title first; then the occupation employing more people
 * (a posting is likelier to be in it: "Program Manager" is a General and Operations Manager more often than a
 * Producer), then a reported title over an alternate one, then the lower SOC.
 */
function stronger(a: TitleSource, b: TitleSource): boolean {
  if ((a.kind === "oews") !== (b.kind === "oews")) return a.kind === "oews";
  if (a.employment !== b.employment) return a.employment > b.employment;
  const byKind = KIND_RANK[a.kind] - KIND_RANK[b.kind];
  if (byKind !== 0) return byKind < 0;
  return compareText(a.soc, b.soc) < 0;
}

export interface TitleMatch {
  readonly soc: string;
  readonly method: MatchMethod;
}

/** A matcher over the given titles. */
export function titleMatcher(titles: readonly TitleSource[]): (postingTitle: string) => TitleMatch | undefined {
  const best = new Map<string, TitleSource>();
  const named = new Map<string, Set<string>>();
  for (const t of titles) {
    const key = titleWords(t.title).join(" ");
    if (!key) continue;
    const prior = best.get(key);
    if (!prior || stronger(t, prior)) best.set(key, t);
    named.set(key, (named.get(key) ?? new Set()).add(t.soc));
  }
  const socOf = (words: readonly string[]) => best.get(words.join(" "))?.soc;
  // One word inside a longer title counts only as its last word, the head of an English job title ("Technical
  // Recruiter", not the "Director" of "Director of Sales"), and only when it names few occupations.
  const vague = (words: readonly string[], atEnd: boolean) =>
    words.length === 1 && (!atEnd || (named.get(words[0] ?? "")?.size ?? 0) >= VAGUE_WORD_OCCUPATIONS);

  return (postingTitle) => {
    const whole = titleWords(postingTitle);
    const exact = socOf(whole);
    if (exact) return { soc: exact, method: "exact" };
    const head = postingTitle.split(TITLE_END)[0] ?? "";
    const core = titleWords(head).filter((w) => !LEVEL_WORDS.has(w));
    if (core.length === 0) return undefined;
    const coreSoc = socOf(core);
    if (coreSoc) return { soc: coreSoc, method: "core" };
    const needed = Math.max(1, Math.ceil(core.length * PHRASE_COVERAGE));
    for (let length = core.length - 1; length >= needed; length--) {
      // Of equally long titles inside it, the one nearest the end: in English the head of a job title comes last.
      for (let start = core.length - length; start >= 0; start--) {
        const words = core.slice(start, start + length);
        const soc = socOf(words);
        if (soc && !vague(words, start + length === core.length)) return { soc, method: "phrase" };
      }
    }
    return undefined;
  };
}

/**
 * The /hiring list's answer in plain words, from the companies it shows and when each job board was read. Pure; one
 * sentence.
 */
import { JOB_BOARDS } from "~/domain/constants";
import type { Company } from "~/domain/entities";
import { formatCount, formatPeriod, jobBoardName } from "~/domain/format";
import { mergePeriods, periodBounds } from "~/domain/periods";
import { andList as listOf } from "~/domain/text";

type Board = (typeof JOB_BOARDS)[number];

/** When the postings of each job board were read: its source's reference period ("2026-08-01/2026-08-22"). */
export type BoardPeriods = Partial<Record<Board, string>>;

const isBoard = (id: string | undefined): id is Board => (JOB_BOARDS as readonly (string | undefined)[]).includes(id);

/** The job boards' reading periods, from the companies dataset's sources (other sources are left out). */
export function boardPeriods(sources: readonly { id: string; referencePeriod: string }[]): BoardPeriods {
  const periods: BoardPeriods = {};
  for (const s of sources) if (isBoard(s.id)) periods[s.id] = s.referencePeriod;
  return periods;
}

const postings = (n: number) => `${formatCount(n)} open US ${n === 1 ? "posting" : "postings"}`;

/** "October 25, 2025", "August 1–22, 2026", "July 30 – August 22, 2026", "October 25, 2025 – August 22, 2026". */
export function daysInWords(period: string): string {
  const { start, end } = periodBounds(period);
  if (start === end) return formatPeriod(start);
  const [from, to] = [formatPeriod(start), formatPeriod(end)];
  if (start.slice(0, 4) !== end.slice(0, 4)) return `${from} – ${to}`;
  const fromDay = from.replace(/, \d{4}$/, "");
  return start.slice(0, 7) === end.slice(0, 7) ? `${fromDay}–${to.replace(/^\S+ /, "")}` : `${fromDay} – ${to}`;
}

/** ", counted August 1–22, 2026" for the boards the leaders' postings come from; "" when unknown. */
function readWhen(leaders: readonly Company[], periods: BoardPeriods): string {
  const known = leaders.flatMap((c) => (isBoard(c.source) && periods[c.source] ? [periods[c.source] as string] : []));
  return known.length === leaders.length && known.length > 0 ? `, counted ${daysInWords(mergePeriods(known))}` : "";
}

/**
 * "Of the 1,073 companies listed, SpaceX advertises the most jobs: 2,167 open US postings on its Greenhouse job board,
 * counted August 1–22, 2026." Computed from the rows shown (`total`: how many match the view); a tie
 * names every leader (up to three). Undefined when no row has an opening.
 */
export function companiesAnswer(shown: readonly Company[], total: number, periods: BoardPeriods): string | undefined {
  const most = Math.max(0, ...shown.map((c) => c.openings));
  if (most === 0) return undefined;
  const leaders = shown.filter((c) => c.openings === most);
  const when = readWhen(leaders, periods);
  const scope = total === 1 ? "" : `Of the ${formatCount(total)} companies listed, `;
  if (leaders.length === 1) {
    const top = leaders[0] as Company;
    const board = isBoard(top.source) ? `its ${jobBoardName(top.source, "")} job board` : "its job board";
    return total === 1
      ? `${top.name} is the only company listed: ${postings(most)} on ${board}${when}.`
      : `${scope}${top.name} advertises the most jobs: ${postings(most)} on ${board}${when}.`;
  }
  const each = `${postings(most)} each on their job boards${when}`;
  return leaders.length <= 3
    ? `${scope}${listOf(leaders.map((c) => c.name))} advertise the most jobs: ${each}.`
    : `${scope}${formatCount(leaders.length)} companies tie for the most jobs advertised: ${each}.`;
}

// Runs the fake upstreams on their own, for trying `npm run data:refresh` by hand:
//   node tests/helpers/fake-upstreams/serve.ts [--hold-back]     prints the environment to export
// While they run, `curl -X POST $URL/__release` serves the held-back month and `curl -X POST $URL/__hold-back`
// hides it again. The BLS calendar they serve is made up for hand runs (BLS's format, dates in the coming weeks
// from today); it is not BLS's schedule.
import { type FakeOptions, HELD_SOURCES, startFakeUpstreams } from "./index.ts";

/** The first `weekday` (0 = Sunday) of the month `offset` months from `from`, plus `weeks` weeks, as YYYY-MM-DD. */
function weekdayOf(from: Date, offset: number, weekday: number, weeks: number): string {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + offset, 1));
  while (d.getUTCDay() !== weekday) d.setUTCDate(d.getUTCDate() + 1);
  d.setUTCDate(d.getUTCDate() + weeks * 7);
  return d.toISOString().slice(0, 10);
}

function handRunCalendar(now: Date): FakeOptions["calendar"] {
  const releases: FakeOptions["calendar"] = [];
  for (const offset of [0, 1, 2]) {
    const ref = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset - 1, 1)).toISOString().slice(0, 7);
    const older = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset - 2, 1)).toISOString().slice(0, 7);
    releases.push(
      { title: "Employment Situation", period: ref, date: weekdayOf(now, offset, 5, 0) },
      { title: "State Employment and Unemployment", period: older, date: weekdayOf(now, offset, 5, 2), time: "10:00" },
      {
        title: "Job Openings and Labor Turnover Survey",
        period: older,
        date: weekdayOf(now, offset, 2, 0),
        time: "10:00",
      },
    );
  }
  return releases.sort((a, b) => (a.date < b.date ? -1 : 1));
}

const holdBack = process.argv.includes("--hold-back");
const fake = await startFakeUpstreams(process.env.RAW_DIR ?? "../shared/data/raw", {
  holdBack: holdBack ? [...HELD_SOURCES] : [],
  calendar: handRunCalendar(new Date()),
});
for (const [name, value] of Object.entries(fake.env)) console.log(`export ${name}=${value}`);
console.log(`# fake upstreams on ${fake.url}${holdBack ? " (newest month held back)" : ""}; Ctrl-C stops them`);
console.log(`# curl -X POST ${fake.url}/__release serves the newest month; /__hold-back hides it again`);

// Runs the fake upstreams on their own, for trying `npm run data:refresh` by hand (the recipes of docs/operations.md, "Live data"):
//   npm run fake-upstreams -- [--port 9300] [--hold-back]     prints the environment to export
// The port comes from --port, else FAKE_UPSTREAMS_PORT, else any free one; the snapshot from RAW_DIR or DATA_RAW_DIR,
// else ../shared/data/raw where it exists, else the committed fixture tests/fixtures/raw-snapshot. While they run, POST /__fault?source=bls&fault=500 makes a source fail (no fault: heals
// it), /__hold-back and /__release[?source=indeed] hide and serve the newest month, GET /__state shows the switches
// (control.ts). The BLS calendar they serve is made up for hand runs (BLS's format, dates in the coming weeks from
// today); it is not BLS's schedule. Started through npm, they run on the project's Node (.ts needs Node 22.18+).
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { defaultRawSnapshot } from "../../../scripts/lib/raw-snapshot.ts";
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

const { values } = parseArgs({
  options: { port: { type: "string" }, "hold-back": { type: "boolean" } },
  strict: true,
});
const portText = values.port ?? process.env["FAKE_UPSTREAMS_PORT"] ?? "0";
const port = Number(portText);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`fake upstreams: the port must be a number from 0 to 65535, not "${portText}"`);
  process.exit(2);
}
const holdBack = values["hold-back"] === true;
// The snapshot: RAW_DIR or DATA_RAW_DIR when set, else the full one beside the repository, else the committed fixture.
const repoRoot = path.resolve(import.meta.dirname, "../../..");
const raw = process.env["RAW_DIR"] ?? process.env["DATA_RAW_DIR"] ?? defaultRawSnapshot(repoRoot);
if (!existsSync(raw)) {
  console.error(`fake upstreams: no raw snapshot at ${raw} (set RAW_DIR to the snapshot folder)`);
  process.exit(2);
}
let fake: Awaited<ReturnType<typeof startFakeUpstreams>>;
try {
  fake = await startFakeUpstreams(
    raw,
    { holdBack: holdBack ? [...HELD_SOURCES] : [], calendar: handRunCalendar(new Date()) },
    port,
  );
} catch (error) {
  const inUse = (error as NodeJS.ErrnoException).code === "EADDRINUSE";
  console.error(
    inUse
      ? `fake upstreams: port ${port} is taken; choose another with --port or FAKE_UPSTREAMS_PORT`
      : `fake upstreams: ${(error as Error).message}`,
  );
  process.exit(1);
}
for (const [name, value] of Object.entries(fake.env)) console.log(`export ${name}=${value}`);
console.log(`# fake upstreams on ${fake.url}${holdBack ? " (newest month held back)" : ""}; Ctrl-C stops them`);
console.log(`# serving the snapshot ${path.relative(process.cwd(), raw) || raw}`);
console.log(`# curl -X POST '${fake.url}/__fault?source=bls&fault=500'   a source fails; without fault= it heals`);
console.log(
  `# curl -X POST ${fake.url}/__release[?source=indeed]   serves the newest month; /__hold-back hides it again`,
);

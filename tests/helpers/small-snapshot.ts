/**
 * A small raw snapshot for refresh tests that need a build but not the whole data: the annual files are linked from
 * the real snapshot (the pipeline reads them as they are), while what the live sources serve and the refresh fetches
 * is cut to a few rows: 3 Greenhouse boards, 2 Ashby boards, 3 WARN states, and the state Indeed rows since 2025.
 * A refresh over it makes about 15 requests instead of about 1,130, and builds in a fraction of the time.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const GREENHOUSE = "job_listings/greenhouse_tech-jobs-hub/boards";
const ASHBY = "job_listings/ashby_stapply/boards";
const WARN = "warn_notices/states";
const INDEED_STATES = "indeed_hiring_lab/state_job_postings_us.csv";
const WARN_STATES = ["de.csv", "id.csv", "ak.csv"];
const INDEED_FROM = "2025-01-01";

/** Links `from` into `to` file by file, except the paths `replaced` says it writes itself. */
function linkTree(from: string, to: string, rel: string, replaced: (rel: string) => boolean): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (replaced(child)) continue;
    if (entry.isDirectory()) linkTree(path.join(from, entry.name), path.join(to, entry.name), child, replaced);
    else symlinkSync(path.join(from, entry.name), path.join(to, entry.name));
  }
}

export interface SmallSnapshot {
  readonly dir: string;
  dispose(): void;
}

export function makeSmallSnapshot(raw: string): SmallSnapshot {
  const dir = mkdtempSync(path.join(tmpdir(), "usja-small-raw-"));
  linkTree(raw, dir, "", (rel) => [GREENHOUSE, ASHBY, WARN, INDEED_STATES].includes(rel));
  const firstFiles = (folder: string, n: number) =>
    readdirSync(path.join(raw, folder))
      .filter((f) => f.endsWith(".json"))
      .sort()
      .slice(0, n);
  for (const [folder, files] of [
    [GREENHOUSE, firstFiles(GREENHOUSE, 3)],
    [ASHBY, firstFiles(ASHBY, 2)],
    [WARN, WARN_STATES],
  ] as const) {
    mkdirSync(path.join(dir, folder), { recursive: true });
    for (const f of files) cpSync(path.join(raw, folder, f), path.join(dir, folder, f));
  }
  const [header, ...rows] = readFileSync(path.join(raw, INDEED_STATES), "utf8").trimEnd().split("\n");
  writeFileSync(
    path.join(dir, INDEED_STATES),
    `${[header, ...rows.filter((r) => r.slice(0, 10) >= INDEED_FROM)].join("\n")}\n`,
  );
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

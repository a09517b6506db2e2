// The dataset built from the committed fixture snapshot, for tests that build or serve the whole site without needing
// the full data's figures.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { FIXTURE_SNAPSHOT } from "../../scripts/lib/raw-snapshot.ts";
import { buildDataset } from "../../src/pipeline/build-dataset.ts";
import { writeSeed } from "../../src/pipeline/write-seed.ts";

/**
 * The dataset built from the committed fixture snapshot (tests/fixtures/raw-snapshot), in a temp folder: every page
 * and route of the site, with a few dozen occupation and place pages instead of about 1,400, so a site built from it
 * builds in half the time. For tests of what a build does, not of the figures it shows.
 */
export async function fixtureDataset(): Promise<{ dir: string; remove(): Promise<void> }> {
  const parent = await mkdtemp(path.join(tmpdir(), "usja-fixture-dataset-"));
  const dir = path.join(parent, "dataset");
  writeSeed(dir, await buildDataset(path.resolve(import.meta.dirname, "../..", FIXTURE_SNAPSHOT)));
  return { dir, remove: () => rm(parent, { recursive: true, force: true }) };
}

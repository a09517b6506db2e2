// @vitest-environment node
// Where the raw snapshots are (scripts/lib/raw-snapshot.ts): the full one at DATA_RAW_DIR, else ../shared/data/raw
// beside the repository, where a folder with its PROVENANCE.md is; else the committed fixture.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  defaultRawSnapshot,
  FIXTURE_SNAPSHOT,
  fullRawSnapshot,
  fullRawSnapshotPath,
} from "../../../../scripts/lib/raw-snapshot.ts";

const work = mkdtempSync(path.join(tmpdir(), "usja-raw-rule-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
/** A repository in `work` with a shared folder beside it, as on the machines of this project. */
const repo = path.join(work, "checkout");
const beside = path.join(work, "shared/data/raw");
const elsewhere = path.join(work, "elsewhere/raw");
mkdirSync(repo, { recursive: true });
const snapshotAt = (dir: string) => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "PROVENANCE.md"), "a snapshot\n");
};

describe("where the full raw snapshot is", () => {
  it("is DATA_RAW_DIR when set (relative to the repository), else ../shared/data/raw beside it", () => {
    expect(fullRawSnapshotPath(repo, {})).toBe(beside);
    expect(fullRawSnapshotPath(repo, { DATA_RAW_DIR: "" })).toBe(beside);
    expect(fullRawSnapshotPath(repo, { DATA_RAW_DIR: elsewhere })).toBe(elsewhere);
    expect(fullRawSnapshotPath(repo, { DATA_RAW_DIR: "../elsewhere/raw" })).toBe(elsewhere);
  });

  it("counts only a folder with its PROVENANCE.md, and falls back to the committed fixture by default", () => {
    expect(fullRawSnapshot(repo, {})).toBeUndefined();
    expect(defaultRawSnapshot(repo, {})).toBe(path.join(repo, FIXTURE_SNAPSHOT));
    mkdirSync(elsewhere, { recursive: true });
    expect(fullRawSnapshot(repo, { DATA_RAW_DIR: elsewhere })).toBeUndefined();
    snapshotAt(beside);
    expect(fullRawSnapshot(repo, {})).toBe(beside);
    expect(defaultRawSnapshot(repo, {})).toBe(beside);
    // DATA_RAW_DIR names the one to use: one that is not there is not replaced by the one beside the repository.
    expect(fullRawSnapshot(repo, { DATA_RAW_DIR: elsewhere })).toBeUndefined();
    snapshotAt(elsewhere);
    expect(defaultRawSnapshot(repo, { DATA_RAW_DIR: elsewhere })).toBe(elsewhere);
  });
});

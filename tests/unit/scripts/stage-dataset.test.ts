// @vitest-environment node
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const script = path.resolve(import.meta.dirname, "../../../scripts/stage-dataset.ts");
const root = mkdtempSync(path.join(os.tmpdir(), "stage-dataset-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("stage-dataset", () => {
  it("stages every entity file and each occupation file under its own key for the deploy store", () => {
    const seed = path.join(root, "data/seed");
    mkdirSync(path.join(seed, "occupation"), { recursive: true });
    writeFileSync(path.join(seed, "manifest.json"), '{"version":"x"}\n');
    writeFileSync(path.join(seed, "occupations.json"), '{"data":[]}\n');
    writeFileSync(path.join(seed, "occupation", "15-1252.json"), '{"soc":"15-1252"}\n');
    const out = execFileSync(process.execPath, [script], {
      cwd: root,
      env: { ...process.env, DATASET_BUILD_DIR: path.join(root, "none") },
      encoding: "utf8",
    });
    expect(out).toContain("staged 3 dataset files");
    const deploy = path.join(root, ".netlify/v1/blobs/deploy/dataset");
    expect(readFileSync(path.join(deploy, "occupation/15-1252/blob"), "utf8")).toBe('{"soc":"15-1252"}\n');
    expect(existsSync(path.join(deploy, "occupations/blob"))).toBe(true);
    expect(existsSync(path.join(deploy, "manifest/blob"))).toBe(true);
  });
});

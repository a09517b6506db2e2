// @vitest-environment node
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { tinyDataset } from "../../../helpers/tiny-dataset.ts";

const script = path.resolve(import.meta.dirname, "../../../../scripts/stage-dataset.ts");
const root = mkdtempSync(path.join(os.tmpdir(), "stage-dataset-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("stage-dataset", () => {
  it("stages every file the manifest lists under its own key for the deploy store, and nothing else", () => {
    const seed = path.join(root, "data/seed");
    const { files } = tinyDataset("00000000000000ba", {
      "occupations.json": '{"data":[]}\n',
      "occupation/15-1252.json": '{"soc":"15-1252"}\n',
      "place/TX.json": '{"place":"TX"}\n',
      "occupation-index.json": "[]\n",
    });
    for (const [file, text] of files) {
      mkdirSync(path.dirname(path.join(seed, file)), { recursive: true });
      writeFileSync(path.join(seed, file), text);
    }
    writeFileSync(path.join(seed, "stray.json"), "{}\n");
    const out = execFileSync(process.execPath, [script], {
      cwd: root,
      env: { ...process.env, DATASET_BUILD_DIR: path.join(root, "none") },
      encoding: "utf8",
    });
    expect(out).toContain(`staged ${files.size} dataset files`);
    const deploy = path.join(root, ".netlify/v1/blobs/deploy/dataset");
    for (const [file, text] of files)
      expect(readFileSync(path.join(deploy, file.replace(/\.json$/, ""), "blob"), "utf8"), file).toBe(text);
    expect(existsSync(path.join(deploy, "stray/blob"))).toBe(false);
  });
});

// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildReason } from "../../../../scripts/lib/build-if-needed.ts";
import { tinyDataset } from "../../../helpers/tiny-dataset.ts";

const root = mkdtempSync(path.join(os.tmpdir(), "build-if-needed-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
beforeEach(() => {
  process.env["DATASET_FROM_BLOBS"] = "0";
});
afterEach(() => {
  delete process.env["DATASET_FROM_BLOBS"];
});

function write(file: string, text: string, secondsAgo = 0) {
  const target = path.join(root, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
  const at = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(target, at, at);
}

describe("when `npm start` builds the site first", () => {
  it("builds when the pages were built from another dataset version than the one the build would read", async () => {
    const { files } = tinyDataset("00000000000000c1");
    write("data/seed/manifest.json", files.get("manifest.json") ?? "", 60);
    for (const dir of ["src", "public"]) mkdirSync(path.join(root, dir), { recursive: true });
    utimesSync(path.join(root, "src"), new Date(0), new Date(0));
    utimesSync(path.join(root, "public"), new Date(0), new Date(0));
    utimesSync(path.join(root, "data/seed"), new Date(0), new Date(0));
    utimesSync(path.join(root, "data"), new Date(0), new Date(0));
    write("dist/index.html", "<!doctype html>");
    expect(await buildReason(root)).toBe(
      "The pages were built from dataset (unrecorded), the store serves 00000000000000c1: building…",
    );
    write(".netlify/pages-dataset.json", '{"version":"00000000000000c0","from":"published"}');
    expect(await buildReason(root)).toMatch(/built from dataset 00000000000000c0, the store serves 00000000000000c1/);
    write(".netlify/pages-dataset.json", '{"version":"00000000000000c1","from":"seed"}');
    expect(await buildReason(root)).toBeNull();
    write("src/page.astro", "---\n---", -5);
    expect(await buildReason(root)).toBe("Sources changed since the last build: building…");
  });
});

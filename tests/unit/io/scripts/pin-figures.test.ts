// @vitest-environment node
// `npm run figures:pin` on a copy of the content: it pins a new fixed-month figure once and leaves pins alone.
import { execFileSync } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";

const root = process.cwd();
let dir = "";
afterAll(() => rm(dir, { recursive: true, force: true }));

it("pins new fixed-month figures from the dataset, once", async () => {
  dir = await mkdtemp(path.join(tmpdir(), "usja-pin-"));
  await mkdir(path.join(dir, "src/content/insights"), { recursive: true });
  await symlink(path.join(root, "data"), path.join(dir, "data"), "dir");
  await cp(path.join(root, "src/content/pinned-figures.json"), path.join(dir, "src/content/pinned-figures.json"));
  const before = JSON.parse(await readFile(path.join(dir, "src/content/pinned-figures.json"), "utf8"));
  await writeFile(
    path.join(dir, "src/content/insights/new.mdx"),
    `---\ntitle: New\n---\nHires were <Figure series="hires" industry="manufacturing" period="2025-03" />.\n`,
  );
  const env = { ...process.env, DATASET_BUILD_DIR: path.join(dir, "none") };
  const run = () =>
    execFileSync(process.execPath, [path.join(root, "scripts/content/pin-figures.ts")], {
      cwd: dir,
      env,
      encoding: "utf8",
    });
  expect(run()).toContain("Pinned 1: hires|industry=manufacturing|2025-03");
  const after = JSON.parse(await readFile(path.join(dir, "src/content/pinned-figures.json"), "utf8"));
  expect(after.figures["hires|industry=manufacturing|2025-03"]).toMatchObject({ value: 319000 });
  expect(after.figures).toMatchObject(before.figures);
  expect(run()).toContain("Every fixed-month figure was already pinned.");
});

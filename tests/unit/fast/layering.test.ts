import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { cruise } from "dependency-cruiser";
import { afterAll, describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, "../../..");
const config = require(path.join(root, ".dependency-cruiser.cjs"));

/** Runs the project's layering rules over a set of files (relative path -> source) in a scratch folder. */
async function violationsIn(files: Record<string, string>): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "layering-"));
  scratch.push(dir);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  const cwd = process.cwd();
  process.chdir(dir);
  try {
    const result = await cruise(["src", "netlify"], { ruleSet: { forbidden: config.forbidden }, validate: true });
    const output = typeof result.output === "string" ? JSON.parse(result.output) : result.output;
    return output.summary.violations.map(
      (v: { rule: { name: string }; from: string; to: string }) => `${v.rule.name}: ${v.from} -> ${v.to}`,
    );
  } finally {
    process.chdir(cwd);
  }
}
const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

describe("layering rules", () => {
  it("accept the layering the code base follows", async () => {
    expect(
      await violationsIn({
        "src/domain/format.ts": "export const pct = (n) => String(n);\n",
        "src/server/json.ts": 'import { pct } from "../domain/format.ts";\nexport const body = pct(1);\n',
        "src/features/dash/Card.ts": 'import { pct } from "../../domain/format.ts";\nexport const card = pct(2);\n',
        "src/features/forms/field.ts": "export const field = 1;\n",
        "src/features/news/Form.ts": 'import { field } from "../forms/field.ts";\nexport const form = field;\n',
        "netlify/functions/health.mts": 'import { body } from "../../src/server/json.ts";\nexport default body;\n',
      }),
    ).toEqual([]);
  });

  it("refuse domain importing other layers, features importing each other, stores importing components", async () => {
    const violations = await violationsIn({
      "src/server/json.ts": "export const body = 1;\n",
      "src/domain/format.ts": 'import { body } from "../server/json.ts";\nexport const pct = body;\n',
      "src/features/a/A.ts": 'import { b } from "../b/B.ts";\nexport const a = b;\n',
      "src/features/b/B.ts": "export const b = 1;\n",
      "src/components/ui/timing.ts": "export const ms = 5;\n",
      "src/stores/toast.ts": 'import { ms } from "../components/ui/timing.ts";\nexport const t = ms;\n',
      "src/data/published-dataset.ts": 'import { ms } from "../components/ui/timing.ts";\nexport const s = ms;\n',
      "netlify/functions/x.mts": 'import { a } from "../../src/features/a/A.ts";\nexport default a;\n',
    });
    expect(violations.sort()).toEqual(
      [
        "domain-is-pure: src/domain/format.ts -> src/server/json.ts",
        "features-independent: src/features/a/A.ts -> src/features/b/B.ts",
        "stores-no-components: src/stores/toast.ts -> src/components/ui/timing.ts",
        "data-only-domain: src/data/published-dataset.ts -> src/components/ui/timing.ts",
        "functions-thin-over-server: netlify/functions/x.mts -> src/features/a/A.ts",
      ].sort(),
    );
  });

  it("refuse production code importing a devDependency or an unlisted package (a test may)", async () => {
    const pkg = (name: string) => ({
      [`node_modules/${name}/package.json`]: JSON.stringify({ name, version: "1.0.0", main: "index.js" }),
      [`node_modules/${name}/index.js`]: "module.exports = 1;\n",
    });
    const violations = await violationsIn({
      "package.json": JSON.stringify({ dependencies: { prodpkg: "1.0.0" }, devDependencies: { devpkg: "1.0.0" } }),
      ...pkg("prodpkg"),
      ...pkg("devpkg"),
      ...pkg("stray"),
      "src/server/a.ts":
        'import p from "prodpkg";\nimport d from "devpkg";\nimport s from "stray";\nexport default [p, d, s];\n',
      "netlify/functions/f.mts": 'import d from "devpkg";\nexport default d;\n',
      "src/server/a.test.ts": 'import d from "devpkg";\nexport default d;\n',
    });
    expect(violations.sort()).toEqual(
      [
        "production-uses-dependencies: netlify/functions/f.mts -> node_modules/devpkg/index.js",
        "production-uses-dependencies: src/server/a.ts -> node_modules/devpkg/index.js",
        "production-uses-dependencies: src/server/a.ts -> node_modules/stray/index.js",
      ].sort(),
    );
  });
});

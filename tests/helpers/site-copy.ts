// A copy of the site's sources in a temporary folder, built with the real `astro build`: for tests that add
// content (an article with mistakes, an article written by the CMS) without touching the working tree.
import { spawn } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

const PARTS = ["src", "public", "data/seed", "astro.config.mjs", "tsconfig.json", "package.json"];

export interface SiteCopy {
  readonly dir: string;
  /** Writes a file under the copy (for example src/content/insights/x.mdx). */
  write(file: string, text: string): Promise<void>;
  /** Runs `astro build` in the copy (with `env` added): its exit code and everything it printed. */
  build(env?: Record<string, string>): Promise<{ code: number | null; output: string }>;
  /** Runs a command in the copy (`npm run build`, `node scripts/…`) with the same clean environment as `build`. */
  run(command: string, args: string[], env?: Record<string, string>): Promise<{ code: number | null; output: string }>;
  remove(): Promise<void>;
}

/**
 * `parts`: more of the repository to copy (scripts, netlify, netlify.toml: a copy that runs the release cycle).
 * `seed`: a dataset folder the copy has as its data/seed instead of the committed seed (tests/helpers/fixture-dataset.ts).
 */
export async function copySite(
  root = process.cwd(),
  parts: readonly string[] = [],
  seed: string | undefined = undefined,
): Promise<SiteCopy> {
  const dir = await mkdtemp(path.join(tmpdir(), "usja-site-"));
  for (const part of [...PARTS, ...parts]) {
    const from = part === "data/seed" && seed ? seed : path.join(root, part);
    await cp(from, path.join(dir, part), { recursive: true });
  }
  await symlink(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  // Astro keeps its content store in its cache folder, inside node_modules by default: give the copy its own.
  const config = path.join(dir, "astro.config.mjs");
  const text = await readFile(config, "utf8");
  if (!text.includes("defineConfig({")) throw new Error("astro.config.mjs no longer calls defineConfig({ … })");
  await writeFile(config, text.replace("defineConfig({", 'defineConfig({\n  cacheDir: "./.astro-cache",'));
  /** Runs a command in the copy: its exit code and everything it printed. */
  const run = (command: string, args: string[], extra: Record<string, string>) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const env: NodeJS.ProcessEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" };
      delete env["DATASET_BUILD_DIR"];
      delete env["CONTEXT"];
      // Vitest sets NODE_ENV=test and copies import.meta.env (DEV, MODE, …) into the environment, which would make
      // the build a development one.
      for (const key of ["NODE_ENV", "DEV", "PROD", "MODE", "SSR", "BASE_URL", "TEST"]) delete env[key];
      for (const key of Object.keys(env)) if (key.startsWith("VITEST")) delete env[key];
      env["NO_COLOR"] = "1";
      delete env["FORCE_COLOR"];
      // npm scripts find the project's Node first on their PATH, as in the repository.
      env["PATH"] = `${path.join(root, "node_modules/.bin")}${path.delimiter}${env["PATH"] ?? ""}`;
      Object.assign(env, extra);
      const child = spawn(command, args, { cwd: dir, env });
      let output = "";
      child.stdout.on("data", (d) => {
        output += d;
      });
      child.stderr.on("data", (d) => {
        output += d;
      });
      // Without colour codes, whatever the terminal or CI asks for.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character of ANSI colour codes
      child.on("close", (code) => resolve({ code, output: output.replace(/\u001b\[[0-9;]*m/g, "") }));
    });
  return {
    dir,
    write: async (file, content) => {
      const target = path.join(dir, file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, content);
    },
    build: (extra = {}) => run(process.execPath, [path.join(root, "node_modules/astro/bin/astro.mjs"), "build"], extra),
    run: (command, args, extra = {}) => run(command === "node" ? process.execPath : command, args, extra),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

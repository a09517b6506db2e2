// What an operator waits for: `npm run data:build` (into a temporary folder, so data/seed is left
// alone), the site build (`astro build` into a temporary outDir, so the shared dist/ is left alone),
// and generating the market report PDF from the committed seed. Wall-clock times; the report is
// timed in this process, `runs` times, after one untimed warm-up that loads its modules.
import { spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, realpath, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ReportInput } from "../../src/server/report/index.ts";

type Log = (line: string) => void;

function median(values: number[]) {
  const v = [...values].sort((a, b) => a - b);
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? (v[mid] ?? 0) : ((v[mid - 1] ?? 0) + (v[mid] ?? 0)) / 2;
}

/** Runs a command to completion; resolves to its wall-clock milliseconds. Output is kept for errors. */
function timed(command: string, args: string[], { cwd }: { cwd: string }) {
  return new Promise<number>((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {
      cwd,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: "0" },
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("error", reject);
    child.on("close", (code) => {
      const ms = performance.now() - started;
      if (code === 0) resolve(ms);
      else reject(new Error(`${command} ${args.join(" ")} exited with ${code}:\n${output.slice(-2000)}`));
    });
  });
}

async function withTempDir<T>(prefix: string, fn: (dir: string) => Promise<T>) {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  try {
    return await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

type TempDirRun = {
  label: string;
  prefix: string;
  command: string;
  args: string[];
  root: string;
  runs: number;
  log: Log;
  digits: number;
};

/**
 * Runs `command args…` `runs` times, each with a fresh temporary folder `<out>` put in place of the
 * "<out>" argument; the median and every time in milliseconds, `label` in the log lines.
 */
async function timeIntoTempDir({ label, prefix, command, args, root, runs, log, digits }: TempDirRun) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const ms = await withTempDir(prefix, (out) =>
      timed(
        command,
        args.map((a) => (a === "<out>" ? out : a)),
        { cwd: root },
      ),
    );
    log(`${label} run ${i + 1}/${runs}: ${(ms / 1000).toFixed(digits)} s`);
    times.push(ms);
  }
  return { runs, medianMs: Math.round(median(times)), timesMs: times.map(Math.round) };
}

type TimingOptions = { root: string; runs?: number; log?: Log };

/** `npm run data:build -- --out <tmp>`, `runs` times. */
export async function timeDataBuild({ root, runs = 3, log = () => {} }: TimingOptions) {
  const args = ["run", "--silent", "data:build", "--", "--out", "<out>"];
  const timing = await timeIntoTempDir({
    label: "data:build",
    prefix: "bench-seed-",
    command: "npm",
    args,
    root,
    runs,
    log,
    digits: 2,
  });
  return { command: "npm run data:build -- --out <tmp>", ...timing };
}

/**
 * `npm run build` is `astro build` and a copy of the seed for the deploy store (milliseconds); the
 * astro part is timed, into a temporary outDir. Astro's caches (node_modules/.astro) stay warm, as
 * they do on Netlify between deploys.
 */
export async function timeSiteBuild({ root, runs = 1, log = () => {} }: TimingOptions) {
  const args = ["astro", "build", "--outDir", "<out>"];
  const timing = await timeIntoTempDir({
    label: "astro build",
    prefix: "bench-dist-",
    command: "npx",
    args,
    root,
    runs,
    log,
    digits: 1,
  });
  return { command: "npx astro build --outDir <tmp>", ...timing };
}

/** The report's input straight from data/seed (as tests/unit/io/server/report/seed-input.ts builds it). */
async function seedReportInput(root: string): Promise<ReportInput> {
  const { ENTITY_NAMES }: typeof import("../../src/domain/dataset.ts") = await import(
    pathToFileURL(path.join(root, "src/domain/dataset.ts")).href
  );
  const seedDir = path.join(root, "data/seed");
  const read = async (name: string) => JSON.parse(await readFile(path.join(seedDir, `${name}.json`), "utf8"));
  const manifest = await read("manifest");
  const entities = Object.fromEntries(await Promise.all(ENTITY_NAMES.map(async (name) => [name, await read(name)])));
  return { manifest, entities, newer: [] };
}

/** generateReport() on the seed: one untimed warm-up, then `runs` timed runs. */
export async function timeReport({ root, runs = 3, log = () => {} }: TimingOptions) {
  const { generateReport }: typeof import("../../src/server/report/index.ts") = await import(
    pathToFileURL(path.join(root, "src/server/report/index.ts")).href
  );
  const input = await seedReportInput(root);
  let started = performance.now();
  let pdf = await generateReport(input);
  const coldMs = performance.now() - started;
  log(`report warm-up (cold): ${coldMs.toFixed(0)} ms, ${pdf.byteLength} bytes`);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    started = performance.now();
    pdf = await generateReport(input);
    times.push(performance.now() - started);
    log(`report run ${i + 1}/${runs}: ${(times.at(-1) ?? 0).toFixed(0)} ms`);
  }
  return {
    runs,
    medianMs: Math.round(median(times)),
    timesMs: times.map(Math.round),
    coldMs: Math.round(coldMs),
    bytes: pdf.byteLength,
  };
}

/** All three; the data build is skipped (null) when its raw input folder is absent. */
export async function benchTimings({ root, runs = 3, log = () => {} }: TimingOptions) {
  // Where scripts/data/build.ts looks by default: ../shared/data/raw next to the (real) repository.
  const repo = path.resolve(await realpath(path.join(root, "scripts/data")), "../..");
  const rawDir = path.resolve(repo, "../shared/data/raw");
  const hasRaw = (await readdir(rawDir).catch((): string[] => [])).length > 0;
  if (!hasRaw) log(`data:build skipped: no raw data in ${rawDir}`);
  return {
    dataBuild: hasRaw ? await timeDataBuild({ root, runs, log }) : null,
    siteBuild: await timeSiteBuild({ root, runs: 1, log }),
    report: await timeReport({ root, runs, log }),
  };
}

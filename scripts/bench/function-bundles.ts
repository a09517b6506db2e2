// How big each Netlify function is once bundled the way Netlify bundles it (esbuild, node_modules included), and how
// much of it is the spreadsheet and CSV parsers: a function that never reads a source file should carry none of them.
// Usage: node scripts/bench/function-bundles.ts [function names…]   (prints one line per function, sizes in KB)
import { readdirSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const dir = "netlify/functions";
const HEAVY = ["exceljs", "csv-parse", "jsonc-parser", "pdfkit"];
const wanted = process.argv.slice(2);
const names = readdirSync(dir)
  .filter((f) => f.endsWith(".mts"))
  .map((f) => f.replace(/\.mts$/, ""))
  .filter((n) => wanted.length === 0 || wanted.includes(n));

const kb = (n: number): string => `${(n / 1024).toFixed(0)} KB`;
for (const name of names) {
  const result = await build({
    entryPoints: [path.join(dir, `${name}.mts`)],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    write: false,
    metafile: true,
    logLevel: "silent",
    outdir: "/tmp/function-bundles",
  });
  const output = Object.values(result.metafile.outputs)[0];
  if (!output) throw new Error(`${name}: esbuild wrote no bundle`);
  const heavy: Record<string, number> = Object.fromEntries(HEAVY.map((p) => [p, 0]));
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    const pkg = HEAVY.find((p) => input.includes(`node_modules/${p}/`));
    if (pkg) heavy[pkg] = (heavy[pkg] ?? 0) + bytesInOutput;
  }
  const parts = Object.entries(heavy)
    .filter(([, bytes]) => bytes > 0)
    .map(([p, bytes]) => `${p} ${kb(bytes)}`);
  console.log(`${name}: ${kb(output.bytes)}${parts.length ? ` (${parts.join(", ")})` : ""}`);
}

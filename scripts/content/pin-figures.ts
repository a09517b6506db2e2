// `npm run figures:pin`: pins every fixed-month figure the articles quote (`<Figure … period="2025-12" />`) that is
// not pinned yet, with its value in the dataset the site is built from, into src/content/pinned-figures.json. A
// pinned figure never changes: not when the publisher revises that month, not when the dataset no longer holds it.
// Figures already pinned are left as they are. Run it after writing an article, and commit the file with it;
// `npm test` fails while an article has a fixed figure that is not pinned.
import { existsSync, readFileSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { figureDataFrom, type PinnedFigures, pinFixedFigures } from "../../src/domain/article-figures.ts";

const root = process.cwd();
const ARTICLES = path.join(root, "src/content/insights");
const PINNED = path.join(root, "src/content/pinned-figures.json");
// The dataset the build reads: the published version the build pulled, else the committed seed.
const pulled = path.resolve(root, process.env["DATASET_BUILD_DIR"] || ".netlify/dataset-build");
const datasetDir = existsSync(path.join(pulled, "manifest.json")) ? pulled : path.join(root, "data/seed");
const entity = (name: string) => JSON.parse(readFileSync(path.join(datasetDir, `${name}.json`), "utf8"));

const files = (await readdir(ARTICLES, { recursive: true })).filter((f) => /\.mdx?$/.test(f)).sort();
const bodies = await Promise.all(files.map((f) => readFile(path.join(ARTICLES, f), "utf8")));
const ledger = JSON.parse(await readFile(PINNED, "utf8")) as { about: string; figures: PinnedFigures };
const manifest = entity("manifest");
const { figures, added } = pinFixedFigures(
  bodies,
  figureDataFrom({ metrics: entity("employment-metrics"), states: entity("states"), trends: entity("hiring-trends") }),
  ledger.figures,
  { pinnedAt: new Date().toISOString().slice(0, 10), dataset: String(manifest.version) },
);
const sorted = Object.fromEntries(Object.entries(figures).sort(([a], [b]) => a.localeCompare(b)));
await writeFile(PINNED, `${JSON.stringify({ about: ledger.about, figures: sorted }, null, 2)}\n`);
console.log(
  added.length ? `Pinned ${added.length}: ${added.join(", ")}` : "Every fixed-month figure was already pinned.",
);

// Methodology and sources of every dataset (from the manifest), the build inputs, and the attributions
// and disclaimers the sources' licences and terms require.
import { ENTITY_NAMES, type EntityName } from "../../domain/dataset.ts";
import { formatCount, formatDate, formatDateTime, formatReferencePeriod } from "../../domain/format.ts";
import type { Source } from "../../domain/provenance.ts";
import type { ReportContext } from "./context.ts";
import { COLOR, CONTENT_WIDTH, FONT, PAGE } from "./pdf-writer.ts";

/** BLS's terms ask for this statement wherever data retrieved from BLS.gov is republished or analysed. */
export const BLS_DISCLAIMER =
  "BLS cannot vouch for the data or analyses derived from these data after the data have been retrieved from BLS.gov.";

const DATASET_TITLES: Readonly<Record<EntityName, string>> = {
  "employment-metrics": "National employment metrics",
  states: "States",
  "analytics-states": "State analytics by occupation field and period",
  "hiring-trends": "Hiring trends by industry",
  "job-categories": "Job categories",
  "job-roles": "Job roles",
  skills: "Skills",
  companies: "Companies",
  "external-jobs": "Job-board postings",
  layoffs: "Layoffs (WARN notices)",
  "layoff-forecasts": "Planned layoffs and recent layoff rates",
  news: "News and data releases",
  places: "Places (states, metro and nonmetro areas)",
  occupations: "Occupations (pay, places, outlook and O*NET profile)",
  outlook: "Unemployment rate outlook (forecast, backtest, Sahm rule)",
};

function describeSource(s: Source): string {
  const parts = [`Period: ${formatReferencePeriod(s.referencePeriod)}`, `Licence: ${s.licence}`];
  if (s.series?.length) parts.push(`Series: ${s.series.join(", ")}`);
  parts.push(`Files read: ${s.files.join(", ")}`);
  if (s.repository) parts.push(`Snapshot repository: ${s.repository}`);
  if (s.url) parts.push(`Publisher page: ${s.url}`);
  if (s.attribution) parts.push(`Attribution: ${s.attribution}`);
  return `${parts.join(". ")}.`;
}

export function drawMethodology(ctx: ReportContext): void {
  const { w, input } = ctx;
  const { manifest } = input;
  const parent = w.beginSection("Methodology and sources", {
    intro: `How every dataset behind this report was derived, field by field, and from which public sources. Dataset version ${manifest.version}, built ${formatDateTime(manifest.builtAt)} UTC. ${manifest.builtAtBasis}`,
  });
  for (const name of ENTITY_NAMES) {
    const entry = manifest.entities[name];
    if (!entry) continue;
    w.heading(DATASET_TITLES[name], { size: 12.5, keep: 60 });
    w.paragraph(
      `Records: ${formatCount(entry.count)} | As of: ${entry.asOf} | Reference period: ${formatReferencePeriod(entry.referencePeriod)} | File: ${entry.file}`,
      { size: 8, color: COLOR.muted, after: 5 },
    );
    w.heading("Sources", { size: 9.5, keep: 30, color: COLOR.brand });
    for (const s of entry.sources) {
      w.labelled(`${s.publisher}, ${s.title}`, describeSource(s), { size: 8 });
    }
    w.heading("Methodology", { size: 9.5, keep: 30, color: COLOR.brand });
    for (const [field, text] of Object.entries(entry.methodology)) w.labelled(field, text, { size: 8 });
  }
  w.continuation = "Methodology and sources";

  w.addPage("Methodology and sources");
  w.mark("Build inputs", 0, parent);
  w.title("Build inputs");
  w.paragraph(
    "The public source files the dataset was built from, with the period of the data read from each. The same inputs always give the same dataset, byte for byte.",
    { size: 9 },
  );
  w.table(
    [
      { header: "File (or folder of similar files)", width: 280, value: (i) => i.path },
      {
        header: "Files",
        width: 44,
        align: "right",
        value: (i) => (i.files === undefined ? "1" : formatCount(i.files)),
      },
      { header: "Period of the data read", width: 180, value: (i) => formatReferencePeriod(i.period) },
    ],
    manifest.inputs,
    { size: 7.5 },
  );
}

export function drawAttributions(ctx: ReportContext): void {
  const { w, input } = ctx;
  const { manifest } = input;
  w.beginSection("Attributions and disclaimers", {
    intro: "The attributions below are reproduced verbatim, as the licences of the sources require.",
  });
  for (const text of manifest.attributions) {
    const height = w.measure(text, { size: 10, width: CONTENT_WIDTH - 24 }) + 16;
    w.ensureSpace(height + 8);
    w.doc.roundedRect(PAGE.left, w.y, CONTENT_WIDTH, height, 4).fill(COLOR.band);
    w.write(text, PAGE.left + 12, w.y + 8, { size: 10, color: COLOR.ink, width: CONTENT_WIDTH - 24 });
    w.y += height + 8;
  }

  const licences = new Map<string, Set<string>>();
  for (const entry of Object.values(manifest.entities)) {
    for (const s of entry.sources) {
      const set = licences.get(s.licence);
      if (set) set.add(s.publisher);
      else licences.set(s.licence, new Set([s.publisher]));
    }
  }
  w.heading("Licences of the sources", { size: 12 });
  for (const [licence, publishers] of licences) w.labelled(licence, [...publishers].join("; "), { size: 8.5 });

  w.heading("U.S. Bureau of Labor Statistics", { size: 12 });
  w.paragraph(BLS_DISCLAIMER, { font: FONT.bold, size: 10, color: COLOR.ink });
  w.paragraph(
    "Figures from the U.S. Bureau of Labor Statistics are public domain. The calculations in this report (rankings, medians, changes, shares and estimates) are ours, described in Methodology and sources, and are not BLS figures.",
  );
  w.heading("About this report", { size: 12 });
  w.paragraph(
    `Generated for dataset version ${manifest.version} (data as of ${formatDate(manifest.builtAt)}) by US Jobs Analytics. It is information about the labor market, not investment, legal or career advice. Company names are used to identify employers whose public job postings or WARN notices were counted; no endorsement is implied.`,
  );
}

// The report's input built straight from the committed seed files, and text extraction from a PDF.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { extractText, getDocumentProxy } from "unpdf";
import { ENTITY_NAMES, type Manifest } from "../../../src/domain/dataset.ts";
import type { ReportEntities, ReportInput } from "../../../src/server/report/index.ts";
import { readSeed, SEED_DIR } from "../../helpers/dataset.ts";

/** Every entity file and the manifest of data/seed. */
export function seedReportInput(): ReportInput {
  const manifest = JSON.parse(readFileSync(join(SEED_DIR, "manifest.json"), "utf8")) as Manifest;
  const entities = Object.fromEntries(ENTITY_NAMES.map((name) => [name, readSeed(name)])) as unknown as ReportEntities;
  return { manifest, entities };
}

/** Collapses runs of whitespace (line breaks inside wrapped text) to one space. */
export function normalise(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Page count and the text of each page, whitespace-normalised. */
export async function readPdf(pdf: Uint8Array): Promise<{ pages: number; text: string[] }> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { totalPages, text } = await extractText(doc, { mergePages: false });
  return { pages: totalPages, text: text.map(normalise) };
}

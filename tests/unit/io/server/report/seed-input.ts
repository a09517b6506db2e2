import { extractText, getDocumentProxy } from "unpdf";
import { ENTITY_NAMES } from "~/domain/dataset.ts";
import type { ReportEntities, ReportInput } from "~/server/report/index.ts";
import { readSeed, seedManifest } from "../../../../helpers/seed.ts";

/** Every entity file and the manifest of data/seed. */
export function seedReportInput(): ReportInput {
  const manifest = seedManifest();
  const entities = Object.fromEntries(ENTITY_NAMES.map((name) => [name, readSeed(name)])) as unknown as ReportEntities;
  return { manifest, entities, newer: [] };
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

/** Test helpers: small input directories written to a temp folder, removed after each test file. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { afterAll } from "vitest";

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** Writes `files` (relative path → contents) into a fresh temp directory and returns it. */
export function makeRoot(files: Record<string, string | Buffer> = {}): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "jobs-pipeline-test-"));
  roots.push(root);
  for (const [rel, contents] of Object.entries(files)) writeInto(root, rel, contents);
  return root;
}

export function writeInto(root: string, rel: string, contents: string | Buffer): void {
  const full = path.join(root, rel);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, contents);
}

/** Writes an .xlsx workbook with one sheet per entry (rows of cell values, first row at row 1). */
export async function writeWorkbook(
  root: string,
  rel: string,
  sheets: Record<string, (string | number | null)[][]>,
): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  const full = path.join(root, rel);
  mkdirSync(path.dirname(full), { recursive: true });
  await workbook.xlsx.writeFile(full);
}

/** CSV text from rows (cells quoted when needed). */
export function csv(rows: readonly (readonly (string | number)[])[]): string {
  const cell = (v: string | number) => {
    const s = String(v);
    return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return `${rows.map((r) => r.map(cell).join(",")).join("\n")}\n`;
}

/** Tab-separated text (O*NET style). */
export function tsv(rows: readonly (readonly (string | number)[])[]): string {
  return `${rows.map((r) => r.join("\t")).join("\n")}\n`;
}

// @vitest-environment node
// The workbooks' tables kept on disk (keepTablesIn): a table parsed once is kept in the folder by the workbook's
// content, and a process that starts afresh reads it from there instead of parsing the workbook again. Each "process"
// here is a fresh instance of the reader's module (vi.resetModules), with nothing in memory.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { afterEach, describe, expect, it, vi } from "vitest";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "usja-xlsx-kept-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function writeBook(root: string, value: number): Promise<void> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet("Data").addRows([
    ["Code", "Value"],
    ["a", value],
  ]);
  await book.xlsx.writeFile(path.join(root, "book.xlsx"));
}

/** The reader as a process that starts afresh has it: nothing in memory, tables kept in `folder`. */
async function freshReader(folder: string | null) {
  vi.resetModules();
  const reader = await import("~/pipeline/readers/xlsx.ts");
  reader.keepTablesIn(folder);
  return (root: string) => reader.readXlsxTable(root, "book.xlsx", { headerCell: "Code" });
}

const firstValue = (table: { rows: readonly { values: Readonly<Record<string, unknown>> }[] }) =>
  table.rows[0]?.values["Value"];

describe("tables kept on disk", () => {
  it("keeps a table it parsed, and a fresh process reads the kept table instead of the workbook", async () => {
    const root = tempDir();
    const kept = tempDir();
    await writeBook(root, 1);
    const table = await (await freshReader(kept))(root);
    const [file, ...others] = readdirSync(kept);
    expect(others).toEqual([]);
    expect(JSON.parse(readFileSync(path.join(kept, file ?? ""), "utf8"))).toEqual(table);

    // What is kept is what a fresh process reads: a kept table said 2 is read as 2, though the workbook says 1.
    const altered = JSON.parse(readFileSync(path.join(kept, file ?? ""), "utf8"));
    altered.rows[0].values.Value = 2;
    writeFileSync(path.join(kept, file ?? ""), JSON.stringify(altered));
    expect(firstValue(await (await freshReader(kept))(root))).toBe(2);
  });

  it("parses the workbook again when the kept table cannot be read, and keeps it anew", async () => {
    const root = tempDir();
    const kept = tempDir();
    await writeBook(root, 1);
    await (await freshReader(kept))(root);
    const [file = ""] = readdirSync(kept);
    writeFileSync(path.join(kept, file), '{"rows": [');
    expect(firstValue(await (await freshReader(kept))(root))).toBe(1);
    expect(firstValue(JSON.parse(readFileSync(path.join(kept, file), "utf8")))).toBe(1);
  });

  it("keeps a table per content: a workbook that changed is parsed again, beside the earlier one", async () => {
    const root = tempDir();
    const kept = tempDir();
    await writeBook(root, 1);
    await (await freshReader(kept))(root);
    await writeBook(root, 3);
    expect(firstValue(await (await freshReader(kept))(root))).toBe(3);
    expect(readdirSync(kept)).toHaveLength(2);
  });

  it("keeps nothing without a folder", async () => {
    const root = tempDir();
    await writeBook(root, 1);
    expect(firstValue(await (await freshReader(null))(root))).toBe(1);
    expect(readdirSync(root)).toEqual(["book.xlsx"]);
  });
});

// The CSV writer, with columns that name a field and columns that compute their cell.
import { describe, expect, it } from "vitest";
import { type CsvColumn, toCsv } from "~/domain/csv.ts";

type Row = { name: string; count: number; note?: string; tags: string[] };

const COLUMNS: readonly CsvColumn<Row>[] = [
  ["Name", "name"],
  ["Count", "count"],
  ["Note", "note"],
  ["Tags", (r) => r.tags.join("; ")],
];

describe("toCsv", () => {
  it("writes the headers in order, a named field as it is, a missing one empty and a computed one from its function", () => {
    const csv = toCsv([{ name: "Acme, Inc.", count: 12, tags: ["x", "y"] }], COLUMNS);
    expect(csv).toBe('Name,Count,Note,Tags\r\n"Acme, Inc.",12,,x; y\r\n');
  });

  it("quotes a cell that a spreadsheet would run as a formula", () => {
    expect(toCsv([{ name: "=SUM(A1)", count: -3, tags: [] }], COLUMNS)).toBe(
      "Name,Count,Note,Tags\r\n'=SUM(A1),-3,,\r\n",
    );
  });

  it("quotes full-width and small formula signs and formulas behind an invisible first character", () => {
    for (const start of [
      "\uff1d",
      "\uff0b",
      "\uff0d",
      "\uff20",
      "\ufe66",
      "\ufe62",
      "\ufe63",
      "\ufe6b",
      "\u200b=",
      "\u200d+",
      "\ufeff=",
      "\u2060@",
      "\u200f-",
    ]) {
      const name = `${start}HYPERLINK("https://evil.example")`;
      const cell = toCsv([{ name, count: 1, tags: [] }], COLUMNS).split("\r\n")[1] ?? "";
      expect(cell.startsWith(`"'${start}`), JSON.stringify(start)).toBe(true);
    }
    // Ordinary text and numbers are written as they are.
    expect(toCsv([{ name: "Ｈello", count: -3, tags: ["-"] }], COLUMNS)).toBe(
      "Name,Count,Note,Tags\r\nＨello,-3,,'-\r\n",
    );
  });
});

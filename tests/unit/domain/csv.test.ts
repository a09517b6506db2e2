// The CSV writer and the column tables built from field names.
import { describe, expect, it } from "vitest";
import { csvColumns, toCsv } from "../../../src/domain/csv.ts";

type Row = { name: string; count: number; note?: string; tags: string[] };

describe("csvColumns", () => {
  const columns = csvColumns<Row>([
    ["Name", "name"],
    ["Count", "count"],
    ["Note", "note"],
    ["Tags", (r) => r.tags.join("; ")],
  ]);

  it("keeps the headers in order and writes a named field as it is", () => {
    expect(columns.map((c) => c.header)).toEqual(["Name", "Count", "Note", "Tags"]);
    expect(columns[1]?.value({ name: "a", count: 3, tags: [] })).toBe(3);
  });

  it("writes a missing field as an empty cell and a computed one from its function", () => {
    const csv = toCsv([{ name: "Acme, Inc.", count: 12, tags: ["x", "y"] }], columns);
    expect(csv).toBe('Name,Count,Note,Tags\r\n"Acme, Inc.",12,,x; y\r\n');
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { InputError, optionalNumber, requireNumber } from "~/pipeline/pipeline-errors.ts";
import { parseDelimited, readDelimited } from "~/pipeline/readers/csv.ts";
import { listFiles, readText } from "~/pipeline/readers/files.ts";
import { parseJson } from "~/pipeline/readers/json.ts";
import { readXlsxTable, toCellValue } from "~/pipeline/readers/xlsx.ts";
import { makeRoot, writeInto, writeWorkbook } from "../helpers.ts";

function catchError(fn: () => unknown): InputError {
  try {
    fn();
  } catch (error) {
    if (error instanceof InputError) return error;
    throw error;
  }
  throw new Error("expected an InputError");
}

describe("parseDelimited", () => {
  it("keys rows by header and reports their lines", () => {
    const table = parseDelimited('a,b\n1,"x, y"\n\n2,z\n', "t.csv", { required: ["a", "b"] });
    expect(table.header).toEqual(["a", "b"]);
    expect(table.rows).toEqual([
      { line: 2, values: { a: "1", b: "x, y" } },
      { line: 4, values: { a: "2", b: "z" } },
    ]);
  });

  it("names the file and line of a missing column", () => {
    const error = catchError(() => parseDelimited("a,c\n1,2\n", "t.csv", { required: ["b"] }));
    expect(error.message).toBe('t.csv:1: missing required column "b" (header: a, c)');
  });

  it("names the line of a malformed record", () => {
    const error = catchError(() => parseDelimited("a,b\n1,2\n3,4,5\n", "t.csv"));
    expect(error.file).toBe("t.csv");
    expect(error.line).toBe(3);
  });

  it("reads tab-separated text without quoting", () => {
    const table = parseDelimited('code\ttitle\n1\tsay "hi"\n', "t.txt", { delimiter: "\t", quoted: false });
    expect(table.rows[0]?.values["title"]).toBe('say "hi"');
  });

  it("rejects an empty file", () => {
    expect(() => parseDelimited("", "empty.csv")).toThrow(/empty.csv:1: file is empty/);
  });
});

describe("files", () => {
  it("reports a missing file relative to the input directory", () => {
    const root = makeRoot();
    const error = catchError(() => readText(root, "bls/x.csv"));
    expect(error.file).toBe("bls/x.csv");
    expect(error.message).toMatch(/required input file is missing/);
    expect(() => readDelimited(root, "nope.csv")).toThrow(InputError);
  });

  it("lists a folder's files in name order", () => {
    const root = makeRoot({ "d/b.json": "{}", "d/a.json": "{}", "d/c.txt": "" });
    expect(listFiles(root, "d", ".json")).toEqual(["d/a.json", "d/b.json"]);
    expect(() => listFiles(root, "d", ".csv")).toThrow(/no \*\.csv files/);
    expect(() => listFiles(root, "missing", ".csv")).toThrow(/folder is missing/);
  });
});

describe("parseJson", () => {
  const Shape = z.object({ series: z.array(z.object({ value: z.number() })) });
  it("reports the line of a syntax error", () => {
    const error = catchError(() => parseJson('{\n  "series": [\n    {"value": 1},\n  ]\n}', "j.json", Shape));
    expect(error.file).toBe("j.json");
    expect(error.line).toBe(4);
  });
  it("reports the JSON path of a bad value", () => {
    const error = catchError(() => parseJson('{"series":[{"value":1},{"value":"x"}]}', "j.json", Shape));
    expect(error.message).toMatch(/^j\.json: unexpected JSON shape at series\[1\]\.value/);
  });
});

describe("number helpers", () => {
  it("parse numbers and name the bad cell", () => {
    expect(requireNumber(" 4.5 ", { file: "f" })).toBe(4.5);
    expect(optionalNumber("", { file: "f" })).toBeUndefined();
    expect(optionalNumber("*", { file: "f" }, ["*"])).toBeUndefined();
    expect(() => requireNumber("n/a", { file: "f.csv", line: 7, column: "value" })).toThrow(
      'f.csv:7: column "value" is not a number: "n/a"',
    );
  });
});

describe("readXlsxTable", () => {
  it("finds the header row and keys rows by it", async () => {
    const root = makeRoot();
    await writeWorkbook(root, "w.xlsx", {
      Notes: [["ignored"]],
      Data: [["Title line"], ["CODE", "VALUE"], ["A", 1], [null, null], ["B", "*"]],
    });
    const table = await readXlsxTable(root, "w.xlsx", { sheet: "Data", headerCell: "CODE", required: ["VALUE"] });
    expect(table.rows).toEqual([
      { line: 3, values: { CODE: "A", VALUE: 1 } },
      { line: 5, values: { CODE: "B", VALUE: "*" } },
    ]);
  });

  it("fails on a missing sheet, header or column", async () => {
    const root = makeRoot();
    await writeWorkbook(root, "w.xlsx", { Data: [["CODE"], ["A"]] });
    await expect(readXlsxTable(root, "w.xlsx", { sheet: "Other", headerCell: "CODE" })).rejects.toThrow(
      /worksheet "Other" not found/,
    );
    await expect(readXlsxTable(root, "w.xlsx", { headerCell: "OCC" })).rejects.toThrow(
      /no header row containing "OCC"/,
    );
    await expect(readXlsxTable(root, "w.xlsx", { headerCell: "CODE", required: ["X"] })).rejects.toThrow(
      /w\.xlsx:1: sheet "Data": missing required column "X"/,
    );
  });

  it("reads a workbook it has read before from memory, and a changed one anew", async () => {
    const root = makeRoot();
    await writeWorkbook(root, "w.xlsx", {
      Data: [
        ["CODE", "VALUE"],
        ["A", 1],
      ],
    });
    const options = { headerCell: "CODE" };
    const first = await readXlsxTable(root, "w.xlsx", options);
    expect(await readXlsxTable(root, "w.xlsx", options)).toBe(first);
    const copy = makeRoot();
    writeInto(copy, "w.xlsx", readFileSync(path.join(root, "w.xlsx")));
    expect(await readXlsxTable(copy, "w.xlsx", options)).toBe(first);
    expect(await readXlsxTable(root, "w.xlsx", { headerCell: "VALUE" })).not.toBe(first);

    await writeWorkbook(root, "w.xlsx", {
      Data: [
        ["CODE", "VALUE"],
        ["B", 2],
      ],
    });
    expect((await readXlsxTable(root, "w.xlsx", options)).rows).toEqual([{ line: 2, values: { CODE: "B", VALUE: 2 } }]);
  });

  it("rejects a file that is not a workbook", async () => {
    const root = makeRoot({ "bad.xlsx": "not a zip" });
    await expect(readXlsxTable(root, "bad.xlsx", { headerCell: "CODE" })).rejects.toThrow(/bad\.xlsx: unreadable/);
  });

  it("flattens rich text, hyperlinks and formulas", () => {
    expect(toCellValue({ richText: [{ text: "a" }, { text: "b" }] })).toBe("ab");
    expect(toCellValue({ text: "OOH", hyperlink: "https://x" })).toBe("OOH");
    expect(toCellValue({ formula: "A1", result: 3 })).toBe(3);
    expect(toCellValue(null)).toBeNull();
  });
});

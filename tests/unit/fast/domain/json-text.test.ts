import { describe, expect, it } from "vitest";
import { z } from "zod";
import { readJson } from "~/domain/json-text.ts";

const Schema = z.object({ n: z.number() });

describe("readJson", () => {
  it("gives the checked value and the JSON as parsed", () => {
    expect(readJson('{"n":1,"extra":true}', Schema)).toEqual({
      kind: "ok",
      data: { n: 1 },
      json: { n: 1, extra: true },
    });
  });

  it("tells text that is not JSON from JSON of another shape", () => {
    expect(readJson("{n:1}", Schema)).toEqual({ kind: "not-json" });
    const read = readJson('{"n":"1"}', Schema);
    expect(read.kind).toBe("mismatch");
    expect(read.kind === "mismatch" && read.issue?.path).toEqual(["n"]);
  });
});

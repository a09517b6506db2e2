import { describe, expect, it } from "vitest";
import { required } from "~/domain/required.ts";

describe("required", () => {
  it("returns a present value, falsy ones included", () => {
    expect(required(0, "a count")).toBe(0);
    expect(required("", "a name")).toBe("");
  });
  it("throws an error naming what is missing", () => {
    expect(() => required(undefined, "the lowest axis tick")).toThrow("Missing the lowest axis tick");
    expect(() => required(null, "a source")).toThrow("Missing a source");
  });
});

// @vitest-environment node
// `.env.example` is copied to `.env`, which every local entry point reads with Node's --env-file. Node keeps the last
// of two lines that set the same name, so a blank repeat further down would silently erase a value filled in above it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

describe(".env.example", () => {
  it("sets each variable on one line only", () => {
    const names = readFileSync(".env.example", "utf8")
      .split("\n")
      .map((line) => /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(line)?.[1])
      .filter((name): name is string => name !== undefined);
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });
});

// The module graph of an island's code: what the browser warms up ahead of intent.
import { describe, expect, it } from "vitest";
import { staticImports } from "~/hydration/module-graph.ts";

const BASE = "https://example.test/_astro/Island.abc.js";

describe("staticImports", () => {
  it("finds the bundler's static imports and re-exports, resolved against the module, and leaves dynamic ones", () => {
    const source =
      'import{n as e}from"./rolldown-runtime.X.js";import"./styles.Y.js";export{t}from"../chunks/a.Z.js";' +
      'const later=()=>import("./lazy.Q.js");const s="not an import";import{x}from"react";';
    expect(staticImports(source, BASE)).toEqual([
      "https://example.test/_astro/rolldown-runtime.X.js",
      "https://example.test/_astro/styles.Y.js",
      "https://example.test/chunks/a.Z.js",
    ]);
  });
});

// The module graph of an island's code: what the browser warms up ahead of intent and what the build hints on the
// pages whose islands run at load.
import { describe, expect, it } from "vitest";
import { staticImports } from "../../../src/hydration/module-graph.ts";
import { loadIslandEntries, moduleClosure, withModulePreloads } from "../../../src/hydration/preload-integration.ts";

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

describe("modulepreload hints for the islands that run at load", () => {
  const html =
    '<html><head><link rel="modulepreload" href="/_astro/a.js"></head><body>' +
    '<astro-island uid="1" component-url="/_astro/Checkout.js" renderer-url="/_astro/client.js" client="load"></astro-island>' +
    '<astro-island uid="2" component-url="/_astro/Toaster.js" renderer-url="/_astro/client.js" client="intent"></astro-island>' +
    "</body></html>";

  it("takes the component and renderer of client:load islands only", () => {
    expect(loadIslandEntries(html)).toEqual(["/_astro/Checkout.js", "/_astro/client.js"]);
  });

  it("follows every static import once, the entries included", async () => {
    const sources: Record<string, string> = {
      "/_astro/Checkout.js": 'import{a}from"./a.js";import{b}from"./b.js";',
      "/_astro/client.js": 'import{b}from"./b.js";',
      "/_astro/a.js": 'import{b}from"./b.js";',
      "/_astro/b.js": "export const b=1;",
    };
    const reads: string[] = [];
    const closure = await moduleClosure(["/_astro/Checkout.js", "/_astro/client.js"], async (p) => {
      reads.push(p);
      return sources[p] ?? "";
    });
    expect(closure.sort()).toEqual(["/_astro/Checkout.js", "/_astro/a.js", "/_astro/b.js", "/_astro/client.js"]);
    expect(reads.sort()).toEqual(closure);
  });

  it("adds a link at the end of the head for each module not hinted already", () => {
    const out = withModulePreloads(html, ["/_astro/a.js", "/_astro/b.js"]);
    expect(out).toContain('<link rel="modulepreload" href="/_astro/b.js"></head>');
    expect(out.match(/href="\/_astro\/a\.js"/g)).toHaveLength(1);
    expect(withModulePreloads(html, ["/_astro/a.js"])).toBe(html);
  });
});

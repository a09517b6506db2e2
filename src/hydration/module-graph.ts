// An island's module graph as the build writes it: what each module imports statically. Used in the browser to get an
// island's code ready ahead of intent (intent-directive.ts).

/** A module's static imports (`import"./a.js"`, `import{x}from"./a.js"`, `export{x}from"./a.js"`), as the bundler
 * writes them, resolved against the module's own `url`; dynamic `import("…")` is left out: that code loads only when
 * the island asks for it. */
export function staticImports(source: string, url: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/(?:\bimport|\bfrom)\s*["']([^"']+\.m?js)["']/g)) {
    const specifier = match[1] as string;
    if (specifier.startsWith(".") || specifier.startsWith("/")) found.add(new URL(specifier, url).href);
  }
  return [...found];
}

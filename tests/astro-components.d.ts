// Tests render Astro components with Astro's container API; the type checker (tsc) is told what an .astro import is.
declare module "*.astro" {
  const Component: import("astro/runtime/server/index.js").AstroComponentFactory;
  export default Component;
}

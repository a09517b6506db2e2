// The site's own client directive (src/hydration/intent-directive.ts), registered in astro.config.mjs.
import type { IntentOptions } from "./intent-directive";

declare module "astro" {
  interface AstroClientDirectives {
    "client:intent"?: boolean | IntentOptions;
  }
}

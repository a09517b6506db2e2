// The site's own client directives (src/hydration/intent-directive.ts, painted-directive.ts), registered in
// astro.config.mjs.
import type { IntentOptions } from "./intent-directive";

declare module "astro" {
  interface AstroClientDirectives {
    "client:intent"?: boolean | IntentOptions;
    "client:painted"?: boolean;
  }
}

// `client:painted`: an island that must run without waiting for the visitor (the payment form, the payment check) but
// whose server HTML already says what the page is doing. Its code is fetched and run once the page has loaded and
// painted its first content, so that nothing but the page itself competes with its first paint; the island then
// hydrates at once.
import type { ClientDirective } from "astro";
import { whenLoadedAndPainted } from "./first-paint";

const paintedDirective: ClientDirective = (load) => {
  void whenLoadedAndPainted()
    .then(load)
    .then((hydrate) => hydrate());
};

export default paintedDirective;

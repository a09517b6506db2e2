// Runs the fake upstreams on their own, for trying `npm run data:refresh` by hand:
//   node tests/helpers/fake-upstreams/serve.ts [--hold-back]     prints the environment to export
// While they run, `curl -X POST $URL/__release` serves the held-back month and `curl -X POST $URL/__hold-back`
// hides it again.
import { HELD_SOURCES, startFakeUpstreams } from "./index.ts";

const holdBack = process.argv.includes("--hold-back");
const fake = await startFakeUpstreams(process.env.RAW_DIR ?? "../shared/data/raw", {
  holdBack: holdBack ? [...HELD_SOURCES] : [],
});
for (const [name, value] of Object.entries(fake.env)) console.log(`export ${name}=${value}`);
console.log(`# fake upstreams on ${fake.url}${holdBack ? " (newest month held back)" : ""}; Ctrl-C stops them`);
console.log(`# curl -X POST ${fake.url}/__release serves the newest month; /__hold-back hides it again`);

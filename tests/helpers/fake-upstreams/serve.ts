// Runs the fake upstreams on their own, for trying `npm run data:refresh` by hand:
//   node tests/helpers/fake-upstreams/serve.ts [--hold-back]     prints the environment to export
import { startFakeUpstreams } from "./index.ts";

const holdBack = process.argv.includes("--hold-back");
const fake = await startFakeUpstreams(process.env.RAW_DIR ?? "../shared/data/raw", {
  holdBack: holdBack ? ["bls", "indeed", "warn"] : [],
});
for (const [name, value] of Object.entries(fake.env)) console.log(`export ${name}=${value}`);
console.log(`# fake upstreams on ${fake.url}${holdBack ? " (newest month held back)" : ""}; Ctrl-C stops them`);

// Stages the dataset the pages were built from for Netlify's deploy-time Blobs upload (scripts/lib/stage-dataset.ts);
// `npm run build` does it after every build, this runs it alone.
import { stageDataset } from "./lib/stage-dataset.ts";

console.log(`staged ${await stageDataset()} dataset files for the deploy store`);

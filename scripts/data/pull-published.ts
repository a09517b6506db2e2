/**
 * Copies the dataset the pages are to be built from into .netlify/dataset-build/ (scripts/lib/pull-dataset.ts) and
 * says which it is; `npm run build` does it first, this runs it alone. Exit code 1 when a published version exists
 * but cannot be read whole.
 */
import { blobsAccess, pullDataset } from "../lib/pull-dataset.ts";

try {
  console.log((await pullDataset(blobsAccess(), process.cwd(), () => {})).line);
} catch (error) {
  console.error(`dataset for the build: ${(error as Error).message}`);
  process.exitCode = 1;
}

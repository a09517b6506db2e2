// Seeds the committed seed into a local Blobs folder, as `npm start` does on its first start, and stops:
// node tests/helpers/seed-blobs-template.ts DIR. Run by tests/helpers/seeded-blobs.ts in a process of its own, so that
// the test process's Blobs settings stay its own.
import { startLocalBlobs } from "../../scripts/lib/local-blobs.ts";
import { seedDatasetIfStale } from "../../src/server/seed-upload.ts";
import { SEED_DIR } from "./seed.ts";

const [directory] = process.argv.slice(2);
if (!directory) throw new Error("usage: node tests/helpers/seed-blobs-template.ts DIR");
const blobs = await startLocalBlobs({ directory });
const seeded = await seedDatasetIfStale(SEED_DIR);
await blobs.stop();
if (!seeded.seeded) throw new Error(`the seed was not seeded into ${directory}`);

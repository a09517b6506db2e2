// `npm start`: build if needed, then serve the built site, the functions and a file-backed Blobs
// store (seeded from data/seed) on http://localhost:8888, production-like.
import { buildIfNeeded } from "./lib/build-if-needed.mjs";
import { startServer } from "./serve.mjs";

await buildIfNeeded();
const server = await startServer();
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

// `npm start`: build if needed, then serve the built site, the functions and a file-backed Blobs store (seeded from
// data/seed) on http://localhost:8888, production-like, with the scheduled functions on their schedules.
import path from "node:path";
import { buildIfNeeded } from "./lib/build-if-needed.ts";
import { ensureBlobsFree } from "./lib/local-blobs.ts";
import { ensurePortFree, exitOnPortTaken } from "./lib/port.ts";
import { scheduleOptions, startServer, stopOnSignals } from "./serve.ts";

const running = exitOnPortTaken(async () => {
  // A taken port (or Blobs folder) is said before a build that can take minutes.
  await ensurePortFree(Number(process.env["PORT"] || 8888), process.env["HOST"] || "127.0.0.1", "npm start");
  await ensureBlobsFree(path.resolve(process.env["BLOBS_DIR"] || ".netlify/blobs-serve"), "npm start");
  await buildIfNeeded();
  return startServer({ command: "npm start", ...scheduleOptions() });
});
stopOnSignals(running);
await running;

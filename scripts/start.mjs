// `npm start`: build if needed, then serve the built site, the functions and a file-backed Blobs store (seeded from
// data/seed) on http://localhost:8888, production-like, with the scheduled functions on their schedules.
import { buildIfNeeded } from "./lib/build-if-needed.mjs";
import { ensurePortFree, exitOnPortTaken } from "./lib/port.mjs";
import { scheduleOptions, startServer, stopOnSignals } from "./serve.mjs";

const running = await exitOnPortTaken(async () => {
  // A taken port is said before a build that can take minutes.
  await ensurePortFree(Number(process.env.PORT || 8888), process.env.HOST || "127.0.0.1", "npm start");
  await buildIfNeeded();
  return startServer({ command: "npm start", ...scheduleOptions() });
});
stopOnSignals(running);

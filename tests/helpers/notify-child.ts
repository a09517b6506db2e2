// A notification run in a process of its own, for the test that kills it midway (SIGKILL) and restarts the run.
// It inherits the Blobs context and SMTP_URL from the test's environment. Arguments: emails per second, the run's
// moment (ISO).
import { runNotifications } from "../../src/server/subscriptions/notifications-due.ts";

const perSecond = Number(process.argv[2] ?? "5");
const now = new Date(process.argv[3] ?? Date.now());
await runNotifications(now, { origin: "https://usjobs.example", perSecond, concurrency: 1 });

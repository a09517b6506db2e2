// Operator commands: what visitors sent (subscriptions, contact messages), notifications, scheduled functions and
// dataset versions. `npm run operator` without a command lists them.
//
// By default they work on the local file-backed store of `npm start` (BLOBS_DIR, default .netlify/blobs-serve).
// With NETLIFY_SITE_ID and NETLIFY_API_TOKEN set they work on that Netlify site's stores instead. The site's
// address (for links in emails, and for starting the background refresh) is URL, else SITE_URL, else the local
// server's http://localhost:PORT.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { toCsv } from "../src/domain/csv.ts";
import { env } from "../src/server/env.ts";
import {
  CONTACT_CSV_COLUMNS,
  deleteSubscriber,
  listContactMessages,
  listNotificationSends,
  listSubscribers,
  SEND_CSV_COLUMNS,
  SUBSCRIBER_CSV_COLUMNS,
  sendDueNotifications,
} from "../src/server/operator-tasks.ts";
import { DATASET_COMMANDS, DATASET_USAGE, datasetCommand } from "./data/versions-command.ts";
import { connectBlobs } from "./lib/blobs-connect.ts";
import { loadScheduledFunctions, runScheduledOnce } from "./lib/scheduled-functions.ts";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { format: { type: "string", default: "csv" }, out: { type: "string", default: "exports" } },
});
const [command = "", argument] = positionals;

/** A command: its usage line, whether it needs an argument, and what it does (resolves to the exit code). */
interface Command {
  usage: string;
  argument?: string;
  run(argument: string | undefined): Promise<number>;
}

/**
 * The site's address: URL, else SITE_URL, else the local server's. Working on a Netlify site's stores it must be
 * given (links in emails would otherwise point at this machine). The functions run here read it as URL.
 */
function siteOrigin(): string | undefined {
  const configured = (env("URL") ?? env("SITE_URL"))?.replace(/\/+$/, "");
  const remote = Boolean(env("NETLIFY_SITE_ID") && env("NETLIFY_API_TOKEN"));
  const origin = configured || (remote ? undefined : `http://localhost:${env("PORT") ?? 8888}`);
  if (origin) process.env["URL"] = origin;
  else console.error("Set SITE_URL to the site's address (https://…): the emails' links are built on it.");
  return origin;
}

async function exportAll(): Promise<number> {
  if (values.format !== "csv" && values.format !== "json") return usage();
  const [subscribers, messages, sends] = await Promise.all([
    listSubscribers(),
    listContactMessages(),
    listNotificationSends(),
  ]);
  const out = path.resolve(values.out);
  await mkdir(out, { recursive: true });
  const write = (name: string, text: string) => writeFile(path.join(out, `${name}.${values.format}`), text);
  if (values.format === "json") {
    await write("subscribers", `${JSON.stringify(subscribers, null, 2)}\n`);
    await write("contact-messages", `${JSON.stringify(messages, null, 2)}\n`);
    await write("notification-sends", `${JSON.stringify(sends, null, 2)}\n`);
  } else {
    await write("subscribers", toCsv(subscribers, SUBSCRIBER_CSV_COLUMNS));
    await write("contact-messages", toCsv(messages, CONTACT_CSV_COLUMNS));
    await write("notification-sends", toCsv(sends, SEND_CSV_COLUMNS));
  }
  console.log(
    `Exported ${subscribers.length} subscribers, ${messages.length} contact messages and ${sends.length} notification send records to ${path.relative(process.cwd(), out) || "."}/`,
  );
  return 0;
}

async function notify(): Promise<number> {
  const origin = siteOrigin();
  if (!origin) return 2;
  const lines = await sendDueNotifications(new Date(), origin);
  console.log(lines.length ? lines.join("\n") : "No update is due: nothing sent.");
  return 0;
}

async function runScheduled(name: string | undefined): Promise<number> {
  const functions = await loadScheduledFunctions();
  const fn = name ? functions.get(name) : undefined;
  if (!fn) {
    console.error(`${name ? `No scheduled function "${name}". ` : ""}The scheduled functions:`);
    for (const f of functions.values()) console.error(`  ${f.name.padEnd(24)} ${f.config.schedule}`);
    return 2;
  }
  const origin = siteOrigin();
  if (!origin) return 2;
  const { status, text } = await runScheduledOnce(fn, origin);
  console.log(`${fn.name}: ${status}${text ? ` ${text}` : ""}`);
  return status >= 400 ? 1 : 0;
}

const COMMANDS: Record<string, Command> = {
  export: { usage: "export [--format csv|json] [--out DIR]", run: exportAll },
  "delete-subscriber": {
    usage: "delete-subscriber EMAIL",
    argument: "EMAIL",
    async run(email) {
      const deleted = await deleteSubscriber(email ?? "");
      console.log(deleted ? "Deleted the subscriber." : "No subscriber with that email.");
      return deleted ? 0 : 1;
    },
  },
  notify: { usage: "notify", run: notify },
  "run-scheduled": { usage: "run-scheduled NAME", run: runScheduled },
  ...Object.fromEntries(
    DATASET_COMMANDS.map((name) => [
      name,
      { usage: "", run: (arg: string | undefined) => datasetCommand(name, arg, siteOrigin) },
    ]),
  ),
};

function usage(): number {
  const lines = Object.values(COMMANDS)
    .filter((c) => c.usage)
    .map((c) => `       npm run operator -- ${c.usage}`);
  console.error(`Usage:${lines.join("\n").slice(6)}\n${DATASET_USAGE}`);
  return 2;
}

const chosen = COMMANDS[command];
if (!chosen || (chosen.argument && !argument)) {
  process.exitCode = usage();
} else {
  const disconnect = await connectBlobs();
  try {
    process.exitCode = await chosen.run(argument);
  } finally {
    await disconnect();
  }
}

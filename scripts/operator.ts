// Operator command for what visitors sent (subscriptions, contact messages).
//
//   npm run operator -- export [--format csv|json] [--out DIR]   writes subscribers.<ext>, contact-messages.<ext> and
//                                                                 notification-sends.<ext>
//   npm run operator -- delete-subscriber EMAIL                    deletes one subscriber
//   npm run operator -- versions | publish-held VERSION | rollback VERSION   dataset versions (live refresh)
//   npm run operator -- upload-snapshot DIR        the raw snapshot a refresh on Netlify builds over
//   npm run operator -- unlock                     removes a killed refresh's lock (refused while its holder runs)
//
// By default it works on the local file-backed store of `npm start` (BLOBS_DIR, default
// .netlify/blobs-serve). With NETLIFY_SITE_ID and NETLIFY_API_TOKEN set it works on that Netlify
// site's stores instead.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { toCsv } from "../src/domain/csv.ts";
import {
  CONTACT_CSV_COLUMNS,
  deleteSubscriber,
  listContactMessages,
  listNotificationSends,
  listSubscribers,
  SEND_CSV_COLUMNS,
  SUBSCRIBER_CSV_COLUMNS,
} from "../src/server/operator.ts";
import { DATASET_COMMANDS, DATASET_USAGE, datasetCommand } from "./data/versions-command.ts";
import { connectBlobs } from "./lib/blobs-connect.ts";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { format: { type: "string", default: "csv" }, out: { type: "string", default: "exports" } },
});
const [command, argument] = positionals;

function usage(): never {
  console.error(
    `Usage: npm run operator -- export [--format csv|json] [--out DIR]\n       npm run operator -- delete-subscriber EMAIL\n${DATASET_USAGE}`,
  );
  process.exit(2);
}

const datasetCommandGiven = DATASET_COMMANDS.includes(command ?? "");
if (command !== "export" && command !== "delete-subscriber" && !datasetCommandGiven) usage();
if (command === "export" && values.format !== "csv" && values.format !== "json") usage();
if (command === "delete-subscriber" && !argument) usage();

const disconnect = await connectBlobs();
try {
  if (datasetCommandGiven) {
    process.exitCode = await datasetCommand(command ?? "", argument);
  } else if (command === "export") {
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
  } else {
    const deleted = await deleteSubscriber(argument ?? usage());
    console.log(deleted ? "Deleted the subscriber." : "No subscriber with that email.");
    process.exitCode = deleted ? 0 : 1;
  }
} finally {
  await disconnect();
}

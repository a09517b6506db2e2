// Operator command for what visitors sent (subscriptions, contact messages).
//
//   npm run operator -- export [--format csv|json] [--out DIR]   writes subscribers.<ext> and contact-messages.<ext>
//   npm run operator -- delete-subscriber EMAIL                    deletes one subscriber
//
// By default it works on the local file-backed store of `npm start` (BLOBS_DIR, default
// .netlify/blobs-serve). With NETLIFY_SITE_ID and NETLIFY_API_TOKEN set it works on that Netlify
// site's stores instead.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { setEnvironmentContext } from "@netlify/blobs";
import { BlobsServer } from "@netlify/blobs/server";
import { toCsv } from "../src/domain/csv.ts";
import {
  CONTACT_CSV_COLUMNS,
  deleteSubscriber,
  listContactMessages,
  listSubscribers,
  SUBSCRIBER_CSV_COLUMNS,
} from "../src/server/operator.ts";
import { pointBlobsAt } from "./lib/local-blobs.mjs";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { format: { type: "string", default: "csv" }, out: { type: "string", default: "exports" } },
});
const [command, argument] = positionals;

async function connect(): Promise<() => Promise<void>> {
  const siteID = process.env.NETLIFY_SITE_ID;
  const token = process.env.NETLIFY_API_TOKEN;
  if (siteID && token) {
    setEnvironmentContext({ apiURL: "https://api.netlify.com", siteID, token });
    console.log(`Working on the stores of Netlify site ${siteID}.`);
    return async () => {};
  }
  const directory = path.resolve(process.env.BLOBS_DIR ?? ".netlify/blobs-serve");
  const localToken = "operator-local-token";
  const server = new BlobsServer({ directory, token: localToken });
  const { port } = await server.start();
  // The same site as scripts/serve.mjs, so this is the data `npm start` stored.
  pointBlobsAt(`http://127.0.0.1:${port}`, localToken);
  console.log(`Working on the local store in ${path.relative(process.cwd(), directory)}.`);
  return () => server.stop();
}

function usage(): never {
  console.error(
    "Usage: npm run operator -- export [--format csv|json] [--out DIR]\n       npm run operator -- delete-subscriber EMAIL",
  );
  process.exit(2);
}

if (command !== "export" && command !== "delete-subscriber") usage();
if (command === "export" && values.format !== "csv" && values.format !== "json") usage();
if (command === "delete-subscriber" && !argument) usage();

const disconnect = await connect();
try {
  if (command === "export") {
    const [subscribers, messages] = await Promise.all([listSubscribers(), listContactMessages()]);
    const out = path.resolve(values.out);
    await mkdir(out, { recursive: true });
    const write = (name: string, text: string) => writeFile(path.join(out, `${name}.${values.format}`), text);
    if (values.format === "json") {
      await write("subscribers", `${JSON.stringify(subscribers, null, 2)}\n`);
      await write("contact-messages", `${JSON.stringify(messages, null, 2)}\n`);
    } else {
      await write("subscribers", toCsv(subscribers, SUBSCRIBER_CSV_COLUMNS));
      await write("contact-messages", toCsv(messages, CONTACT_CSV_COLUMNS));
    }
    console.log(
      `Exported ${subscribers.length} subscribers and ${messages.length} contact messages to ${path.relative(process.cwd(), out) || "."}/`,
    );
  } else {
    const deleted = await deleteSubscriber(argument ?? usage());
    console.log(deleted ? "Deleted the subscriber." : "No subscriber with that email.");
    process.exitCode = deleted ? 0 : 1;
  }
} finally {
  await disconnect();
}

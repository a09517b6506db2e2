// The operator's dataset-version commands (used by scripts/operator.ts): list the versions the live refresh
// stored, publish one the plausibility gate held (and send its release email at once), roll back to an earlier
// one, remove a killed refresh's lock.
import path from "node:path";
import { describeHolder, HEARTBEAT_MS, holderState, type Lock } from "../../src/domain/refresh-lock.ts";
import { publishHeldAndNotify } from "../../src/server/operator-tasks.ts";
import { removeStaleLock } from "../../src/server/versions/lock.ts";
import { publishHeld, rollBack, versionTable } from "../../src/server/versions/operations.ts";
import { uploadSnapshot } from "../../src/server/versions/snapshot-store.ts";
import type { Pointer } from "../../src/server/versions/version-store.ts";

export const DATASET_COMMANDS = ["versions", "publish-held", "rollback", "upload-snapshot", "unlock"];
export const DATASET_USAGE =
  "       npm run operator -- versions\n       npm run operator -- publish-held VERSION\n       npm run operator -- rollback VERSION\n       npm run operator -- upload-snapshot DIR\n       npm run operator -- unlock";

/** Publishes a held version; with the site's address, sends its release email at once. */
async function publishHeldCommand(version: string, by: string, origin: string | undefined): Promise<Pointer> {
  if (!origin) {
    const pointer = await publishHeld(version, by);
    console.log("No site address: the notifications scheduler sends its release email on its next run.");
    return pointer;
  }
  const { pointer, sent } = await publishHeldAndNotify(version, by, origin);
  console.log(sent.length ? `Notifications: ${sent.join("; ")}` : "Notifications: none due.");
  return pointer;
}

/** Runs one command; returns the exit code. `origin` is the site's address, for the links of emails it sends. */
export async function datasetCommand(
  command: string,
  version: string | undefined,
  origin?: () => string | undefined,
): Promise<number> {
  const by = `operator ${process.env["USER"] ?? "unknown"}`;
  if (command === "versions") {
    const rows = await versionTable();
    if (rows.length === 0) console.log("No published versions: the deploy's seed dataset is served.");
    for (const r of rows) {
      console.log(
        `${r.current ? "*" : " "} ${r.version}  ${r.state.padEnd(9)} ${r.createdAt}  ${r.summary}` +
          (r.problems.length ? `\n      held because: ${r.problems.join("; ")}` : ""),
      );
    }
    return 0;
  }
  if (command === "unlock") return unlock();
  if (command === "upload-snapshot") {
    if (!version) {
      console.error("upload-snapshot needs the snapshot folder (e.g. ../shared/data/raw)");
      return 2;
    }
    const result = await uploadSnapshot(path.resolve(version));
    console.log(`Raw snapshot: ${result.files} files, ${result.uploaded} uploaded (the others were unchanged).`);
    return 0;
  }
  if (!version) {
    console.error(`${command} needs a VERSION (see: npm run operator -- versions)`);
    return 2;
  }
  try {
    const pointer =
      command === "publish-held" ? await publishHeldCommand(version, by, origin?.()) : await rollBack(version, by);
    console.log(`Now serving ${pointer.version} (since ${pointer.publishedAt}).`);
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
}

/** Why unlock leaves a live lock alone, naming its holder as running (renewing it) or stopped (killed, or stalled). */
function refusal(lock: Lock, now: Date): string {
  const seconds = Math.max(0, Math.round((Date.parse(lock.expiresAt) - now.getTime()) / 1000));
  const expiry = `its lock expires ${seconds} s from now: run unlock again then (the next refresh also takes an expired lock over by itself)`;
  if (holderState(lock, now) === "stopped") {
    return (
      `Refused: the refresh holding the lock stopped renewing it (killed, or stalled): ${describeHolder(lock, now)}. ` +
      `Unless it renews it again, ${expiry}.`
    );
  }
  return (
    `Refused: a running refresh holds the lock: ${describeHolder(lock, now)}. A refresh renews its lock every ` +
    `${(lock.renewEveryMs ?? HEARTBEAT_MS) / 1000} s while it runs: wait for it to finish. If you stop it, ${expiry}.`
  );
}

/** Removes the lock of a refresh that stopped renewing it (killed); refuses while its holder is alive. */
async function unlock(): Promise<number> {
  const now = new Date();
  const result = await removeStaleLock(now);
  if (result.status === "none") {
    console.log("No refresh holds the lock.");
    return 0;
  }
  if (result.status === "live") {
    console.error(refusal(result.lock, now));
    return 1;
  }
  console.log(`Removed the stale lock of ${describeHolder(result.lock, now)}. The next refresh can run.`);
  return 0;
}

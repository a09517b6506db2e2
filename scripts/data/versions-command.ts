// The operator's dataset-version commands (used by scripts/operator.ts): list the versions the live refresh
// stored, publish one the plausibility gate held, roll back to an earlier one.
import path from "node:path";
import { publishHeld, rollBack, versionTable } from "../../src/server/refresh/operations.ts";
import { uploadSnapshot } from "../../src/server/refresh/snapshot-store.ts";

export const DATASET_COMMANDS = ["versions", "publish-held", "rollback", "upload-snapshot"];
export const DATASET_USAGE =
  "       npm run operator -- versions\n       npm run operator -- publish-held VERSION\n       npm run operator -- rollback VERSION\n       npm run operator -- upload-snapshot DIR";

/** Runs one command; returns the exit code. */
export async function datasetCommand(command: string, version: string | undefined): Promise<number> {
  const by = `operator ${process.env.USER ?? "unknown"}`;
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
    const pointer = command === "publish-held" ? await publishHeld(version, by) : await rollBack(version, by);
    console.log(`Now serving ${pointer.version} (since ${pointer.publishedAt}).`);
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
}

// The local server's port: when another process holds it, one line that says which port and how to choose another,
// instead of Node's EADDRINUSE stack trace.
import net from "node:net";

/** An Error with Node's `code` (EADDRINUSE, EBLOBSINUSE…). */
export type CodedError = Error & { code?: string };

/** An Error whose message is the whole story, for the command line to print as is (code EADDRINUSE). */
export function portTakenError(port: number, host: string, command = "npm start"): CodedError {
  const error: CodedError = new Error(
    `Port ${port} on ${host} is already in use (another \`${command}\`?). Stop what holds it, or choose another port: PORT=${port + 2} ${command}`,
  );
  error.code = "EADDRINUSE";
  return error;
}

/** Resolves when `port` on `host` can be listened on now; rejects with portTakenError when it is taken. */
export function ensurePortFree(port: number, host: string, command?: string): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (error: CodedError) =>
      reject(error.code === "EADDRINUSE" ? portTakenError(port, host, command) : error),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

/** The refusals whose message is the whole story: a taken port, a Blobs folder another server serves. */
const SAID_IN_ONE_LINE = new Set(["EADDRINUSE", "EBLOBSINUSE"]);

/**
 * Runs `main` (a command line's start) and turns a taken port (or Blobs folder) into its one-line message and exit
 * code 1; any other failure is thrown on as it is.
 */
export async function exitOnPortTaken<T>(main: () => Promise<T>): Promise<T> {
  try {
    return await main();
  } catch (error) {
    const code = (error as CodedError | undefined)?.code;
    if (!code || !SAID_IN_ONE_LINE.has(code)) throw error;
    console.error((error as CodedError).message);
    process.exit(1);
  }
}

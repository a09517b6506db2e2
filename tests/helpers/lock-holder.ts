// A refresh lock holder in a process of its own, for the test that kills it (SIGKILL) and removes its lock with
// `operator unlock`. It inherits the Blobs context from the test's environment, takes the lock with the given expiry
// and renewal interval (ms), prints "locked <owner> (pid N)" and keeps renewing until it is killed.
import { acquireLock } from "../../src/server/versions/lock.ts";

const [owner = "holder", ttl = "3000", heartbeat = "250"] = process.argv.slice(2);
const lock = await acquireLock(owner, Number(ttl), new Date(), Number(heartbeat));
console.log(lock.ok ? `locked ${owner} (pid ${process.pid})` : `refused: held by ${lock.holder.owner}`);
if (lock.ok) setInterval(() => {}, 60_000);

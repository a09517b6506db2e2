// Setup of every test file of the fast and io projects: no test there may be given more than a minute. A test that
// needs longer does work of the data layer (a whole build), and belongs in tests/unit/data.
import { beforeEach } from "vitest";

/** The longest limit a test of the fast and io projects may have. */
export const MINUTE_MS = 60_000;

beforeEach(({ task }) => {
  if (task.timeout > MINUTE_MS) {
    throw new Error(`"${task.name}" has a limit of ${task.timeout} ms: over a minute, it belongs in tests/unit/data`);
  }
});

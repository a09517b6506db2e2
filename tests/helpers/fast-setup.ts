// Setup of every test file of the fast project. Its files share their worker's modules with the files before them
// (vitest's `isolate: false`: each module is loaded once per worker, which halves the project's time), so what a file
// leaves behind goes with it: components a test rendered are unmounted after it (Testing Library's automatic cleanup
// registers when its module loads, so for the first file of a worker only), and globals and environment variables a
// file stubbed are restored after its last test.
import { afterAll, afterEach, vi } from "vitest";

afterEach(async () => {
  if (typeof document !== "undefined") (await import("@testing-library/react")).cleanup();
});

afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

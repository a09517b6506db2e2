// `npm run cms`: the editor's local setup. Starts Decap CMS's local backend (decap-server, which reads and writes
// the Markdown files of this working copy) and the site in development mode (`astro dev`, which rebuilds a page as
// soon as its file changes). Open http://localhost:4321/admin/ to write, and the article's own address to see it
// with its live figures. Ctrl-C stops both.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const root = process.cwd();
const children = [
  spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: { ...process.env, PORT: process.env["CMS_BACKEND_PORT"] ?? "8081", GIT_REPO_DIRECTORY: root },
    stdio: "inherit",
  }),
  spawn(process.execPath, [path.join(root, "node_modules/astro/bin/astro.mjs"), "dev"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

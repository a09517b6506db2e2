// Run before `npm start`, `npm run serve` and `npm test` (npm's pre-scripts): the project runs on the Node
// that `npm install` puts in node_modules/.bin (the `node` package, Node 24), which npm puts first on the
// PATH of every script. Anything older cannot load the TypeScript files the server and tests import
// (type stripping needs Node 22.18), so say that plainly instead of failing on a ".ts" file.
// This one script stays JavaScript (every other script is TypeScript): it is the check that must run on the Node
// that cannot run TypeScript, the system's Node 20 of a fresh machine before `npm install` (Node 20 does not strip
// types and refuses a ".ts" entry point with ERR_UNKNOWN_FILE_EXTENSION), so it uses no syntax beyond Node 20's.
const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
const supported = major > 22 || (major === 22 && minor >= 18);
if (!supported) {
  console.error(
    [
      `This project needs Node 22.18 or newer (it brings Node 24); this is Node ${process.versions.node}.`,
      "`npm install` installs the project's Node into node_modules/.bin, and every npm script uses it:",
      "run `npm install --no-audit --no-fund` first, then use the npm scripts (npm start, npm test).",
      'To run a script by hand, put the project\'s Node first: export PATH="$PWD/node_modules/.bin:$PATH".',
    ].join("\n"),
  );
  process.exit(1);
}

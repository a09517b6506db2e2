// @vitest-environment node
// The commands the README and docs/ give a newcomer are held to the code: every line of a ```sh block is parsed as
// a shell would split it, and each command must name an npm script that exists, files that exist, flags and
// subcommands its script accepts, environment variables the code reads and, for curl, a path its server serves. A
// `.ts` file handed to `node` directly is refused: the system's Node 20 cannot run TypeScript, so a recipe goes
// through npm (`npm run …`, `npx …`, `npm exec -- node …`). Output samples go in ```text blocks, and every fenced
// block says which it is. The one-unit-test and one-spec recipes also run, as a newcomer's shell runs them: with the
// system's PATH (node_modules/.bin left out), the vitest recipe on its test file and Playwright listing the spec.
// Links between the docs point at files and headings that exist.
import { exec } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const run = promisify(exec);

/** The Markdown files a newcomer reads: the README and everything under docs/. */
function docFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(ROOT, dir)).flatMap((name) => {
      const rel = path.join(dir, name);
      if (statSync(path.join(ROOT, rel)).isDirectory()) return walk(rel);
      return name.endsWith(".md") ? [rel] : [];
    });
  return ["README.md", ...walk("docs")];
}

interface Block {
  file: string;
  line: number;
  lang: string;
  body: string;
}

/** Every fenced block of a Markdown file, with its language tag and the line it starts on. */
function fencedBlocks(file: string, text: string): Block[] {
  const blocks: Block[] = [];
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\S*)\s*$/.exec(lines[i] ?? "");
    if (!open) continue;
    const end = lines.findIndex((l, k) => k > i && /^```\s*$/.test(l));
    if (end < 0) throw new Error(`${file}:${i + 1}: a fenced block that never closes`);
    blocks.push({ file, line: i + 1, lang: open[1] ?? "", body: lines.slice(i + 1, end).join("\n") });
    i = end;
  }
  return blocks;
}

/** A word of a command, with the command lines of the `$(…)` it holds; a redirection's target is not an argument. */
interface Word {
  text: string;
  nested: string[];
  redirect?: boolean;
}
type Command = Word[];

const OPERATORS = ["&&", "||", ";", "|", "&"];

/** Splits one shell line into simple commands: quotes, `$(…)`, comments, `&&`, `||`, `;`, `|`, `&` and redirections. */
function parseLine(line: string): Command[] {
  const commands: Command[] = [];
  let current: Command = [];
  let word: Word | null = null;
  let redirect = false;
  const endWord = () => {
    if (word) current.push(redirect ? { ...word, redirect: true } : word);
    if (word) redirect = false;
    word = null;
  };
  const endCommand = () => {
    endWord();
    if (current.length) commands.push(current);
    current = [];
  };
  let i = 0;
  while (i < line.length) {
    const c = line[i] ?? "";
    if (c === "#" && word === null) break;
    if (c === " " || c === "\t") {
      endWord();
      i++;
      continue;
    }
    const op = OPERATORS.find((o) => line.startsWith(o, i));
    if (op && word === null) {
      endCommand();
      i += op.length;
      continue;
    }
    if (op) {
      endWord();
      continue;
    }
    if (c === ">" || c === "<") {
      endWord();
      redirect = true;
      i += line[i + 1] === "&" ? 2 : 1;
      continue;
    }
    word ??= { text: "", nested: [] };
    if (c === "'") {
      const close = line.indexOf("'", i + 1);
      if (close < 0) throw new Error(`unclosed ' in: ${line}`);
      word.text += line.slice(i + 1, close);
      i = close + 1;
    } else if (c === '"') {
      i++;
      while (i < line.length && line[i] !== '"') {
        if (line.startsWith("$(", i)) i = subshell(line, i, word);
        else word.text += line[i++];
      }
      if (line[i] !== '"') throw new Error(`unclosed " in: ${line}`);
      i++;
    } else if (line.startsWith("$(", i)) {
      i = subshell(line, i, word);
    } else {
      word.text += c;
      i++;
    }
  }
  endCommand();
  return commands;
}

/** Reads the `$(…)` at `start` into `word.nested`; returns the index after it. */
function subshell(line: string, start: number, word: Word): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = start + 1; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) {
      word.nested.push(line.slice(start + 2, i));
      word.text += "$SUBSHELL";
      return i + 1;
    }
  }
  throw new Error(`unclosed $( in: ${line}`);
}

/** The lines of a sh block as a shell reads them: continuation lines joined. */
function shellLines(body: string): string[] {
  return body.replace(/\\\n/g, " ").split("\n");
}

const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };

const read = (rel: string) => readFileSync(path.join(ROOT, rel), "utf8");

/** The text of `entry` and of the files it imports by relative path: scripts and helpers followed, src read once. */
function sourcesOf(entry: string): string {
  const seen = new Set<string>();
  const visit = (rel: string) => {
    if (seen.has(rel) || !existsSync(path.join(ROOT, rel))) return;
    seen.add(rel);
    if (rel.startsWith("src/")) return;
    for (const [, spec] of read(rel).matchAll(/from "(\.\.?\/[^"]+)"/g))
      visit(path.relative(ROOT, path.resolve(ROOT, path.dirname(rel), spec ?? "")));
  };
  visit(entry);
  return [...seen].map(read).join("\n");
}

/** The environment variables the project reads somewhere (code, configuration, .env.example). */
const knownVariables = (() => {
  const texts = [
    read(".env.example"),
    read("playwright.config.ts"),
    read("astro.config.mjs"),
    read("src/domain/environment.ts"),
    ...["scripts", "tests/helpers", "src/server", "src/refresh", "src/data"].flatMap((dir) =>
      readdirSync(path.join(ROOT, dir), { recursive: true })
        .map(String)
        .filter((f) => /\.(ts|mts|mjs)$/.test(f))
        .map((f) => read(path.join(dir, f))),
    ),
  ];
  return (name: string) => texts.some((t) => t.includes(`"${name}"`) || t.includes(`${name}=`));
})();
/** Variables read by a tool the project runs rather than by its own code. */
const TOOL_VARIABLES = new Set(["MODE"]); // decap-server's mode (`npm run cms`)

/** The routes the site's functions answer: their `config.path` patterns and methods. */
const siteRoutes = readdirSync(path.join(ROOT, "netlify/functions"))
  .filter((f) => f.endsWith(".mts"))
  .flatMap((f) => {
    const text = read(`netlify/functions/${f}`);
    const config = /export const config[^=]*=\s*\{([\s\S]*?)\};/.exec(text)?.[1] ?? "";
    const paths = [...(/path:\s*(\[[^\]]*\]|"[^"]*")/.exec(config)?.[1] ?? "").matchAll(/"([^"]+)"/g)].map((m) => m[1]);
    const methods = [...(/method:\s*(\[[^\]]*\]|"[^"]*")/.exec(config)?.[1] ?? "").matchAll(/"([^"]+)"/g)].map(
      (m) => m[1],
    );
    const named = `/.netlify/functions/${f.replace(/\.mts$/, "")}`;
    return [...paths, named].map((p) => ({
      pattern: new RegExp(`^${(p ?? "").replace(/:[a-z]+/gi, "[^/]+")}$`),
      methods,
    }));
  });

/** Whether the source text of a fake server serves `urlPath`: a quoted path equal to it, or a path regex matching it. */
function fakeServes(dir: string, urlPath: string): boolean {
  const text = readdirSync(path.join(ROOT, dir), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith(".ts"))
    .map((f) => read(path.join(dir, f)))
    .join("\n");
  if (text.includes(`"${urlPath}"`)) return true;
  return [...text.matchAll(/\/(\^\\\/[^\n]*?\$)\//g)].some((m) => new RegExp(m[1] ?? "$^").test(urlPath));
}

const FAKE_SERVERS: Record<string, string> = {
  "9300": "tests/helpers/fake-upstreams",
  "12111": "tests/helpers/fake-stripe",
};

function checkCurl(args: string[]): string[] {
  const url = args.find((a) => /^(https?:\/\/)?(localhost|127\.0\.0\.1):\d+/.test(a));
  if (!url) return [`curl without a local address: ${args.join(" ")}`];
  const parsed = new URL(url.startsWith("http") ? url : `http://${url}`);
  const method = args.includes("-X")
    ? (args[args.indexOf("-X") + 1] ?? "GET")
    : args.some((a) => a === "-d" || a === "--data")
      ? "POST"
      : "GET";
  const fake = FAKE_SERVERS[parsed.port];
  if (fake) return fakeServes(fake, parsed.pathname) ? [] : [`${fake} serves no ${parsed.pathname}`];
  const route = siteRoutes.find((r) => r.pattern.test(parsed.pathname));
  if (!route) return [`no function answers ${parsed.pathname}`];
  if (route.methods.length && !route.methods.includes(method)) return [`${parsed.pathname} does not take ${method}`];
  return [];
}

const VITEST_FLAGS = new Set(["-t", "--coverage", "--coverage=false", "--reporter", "--watch", "--project"]);
const PLAYWRIGHT_FLAGS = new Set(["--list", "--headed", "--debug", "--ui", "-g", "--grep", "--project", "--reporter"]);
const isPlaceholder = (arg: string) => /^[A-Z][A-Z0-9_]*$/.test(arg) || /…/.test(arg);

/** Test files and flags handed to vitest or Playwright. */
function checkTestArgs(tool: "vitest" | "playwright", args: string[]): string[] {
  const flags = tool === "vitest" ? VITEST_FLAGS : PLAYWRIGHT_FLAGS;
  const problems: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? "";
    if (arg.startsWith("-")) {
      const name = arg.split("=")[0] ?? arg;
      if (!flags.has(arg) && !flags.has(name)) problems.push(`${tool} flag ${arg} is not one the docs may use`);
      if (["-t", "-g", "--grep", "--project", "--reporter"].includes(arg)) i++;
    } else if (!existsSync(path.join(ROOT, arg))) problems.push(`${arg} does not exist`);
  }
  return problems;
}

/** The arguments after `npm run NAME --`, against what the script's code reads. */
function checkScriptArgs(name: string, args: string[]): string[] {
  const script = pkg.scripts[name] ?? "";
  if (/\bplaywright test\b/.test(script)) return checkTestArgs("playwright", args);
  if (!args.length) return [];
  const entry = script.split(/\s+/).findLast((t) => /\.(ts|mjs|js)$/.test(t));
  if (!entry) return [`npm run ${name} takes no arguments the docs can check`];
  const source = sourcesOf(entry);
  const problems: string[] = [];
  let positional = 0;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? "";
    if (arg.startsWith("--")) {
      const flag = (arg.split("=")[0] ?? "").slice(2);
      const declared = new RegExp(`(^|[\\s{,])"?${flag}"?:\\s*\\{`, "m");
      if (!source.includes(`"--${flag}"`) && !declared.test(source))
        problems.push(`npm run ${name}: ${entry} takes no --${flag}`);
      const takesValue = new RegExp(`"?${flag}"?:\\s*\\{\\s*type:\\s*"string"`).test(source);
      if (takesValue && !arg.includes("=")) i++;
    } else if (positional++ === 0 && !isPlaceholder(arg)) {
      const isPath = arg.includes("/") || /\.\w+$/.test(arg);
      if (isPath ? !existsSync(path.join(ROOT, arg)) : !new RegExp(`"${arg}"|(^|\\s)${arg}:`, "m").test(source))
        problems.push(`npm run ${name}: ${entry} has no ${isPath ? "file" : "command"} ${arg}`);
    }
  }
  return problems;
}

const SHELL_TOOLS = new Set(["echo", "ls", "head", "find", "kill", "sleep", "export", "cat", "cd"]);

/**
 * What is wrong with one simple command, as a newcomer's shell on the system's Node would run it (`projectNode`: as
 * `npm exec --` runs it, on the project's Node).
 */
function checkCommand(command: Command, projectNode = false): string[] {
  const words = command.filter((w) => !w.redirect).map((w) => w.text);
  const problems = command.flatMap((w) => w.nested.flatMap((line) => parseLine(line).flatMap((c) => checkCommand(c))));
  let start = 0;
  while (/^[A-Za-z_][A-Za-z0-9_]*=/.test(words[start] ?? "")) start++;
  const [program, ...args] = words.slice(start);
  if (program === undefined) return problems; // a shell variable of the recipe itself (VERSION=$(…))
  for (const assignment of words.slice(0, start)) {
    const variable = assignment.split("=")[0] ?? "";
    if (!TOOL_VARIABLES.has(variable) && !knownVariables(variable)) problems.push(`no code reads ${variable}`);
  }
  const dashDash = args.indexOf("--");
  const after = dashDash < 0 ? [] : args.slice(dashDash + 1);
  switch (program) {
    case "npm": {
      const [sub, target] = args;
      if (sub === "install") {
        const unknown = args.slice(1).filter((a) => !["--no-audit", "--no-fund"].includes(a));
        return [...problems, ...unknown.map((a) => `npm install ${a}: not a documented flag`)];
      }
      if (sub === "exec")
        return [
          ...problems,
          ...checkCommand(
            after.map((text) => ({ text, nested: [] })),
            true,
          ),
        ];
      const name = sub === "run" ? target : sub;
      if (!name || !(name in pkg.scripts)) return [...problems, `package.json has no script ${name}`];
      const extra = dashDash < 0 ? args.slice(sub === "run" ? 2 : 1) : [];
      if (extra.length) return [...problems, `npm ${args.join(" ")}: arguments for the script go after --`];
      return [...problems, ...checkScriptArgs(name, after)];
    }
    case "npx":
      if (args[0] === "vitest" && args[1] === "run") return [...problems, ...checkTestArgs("vitest", args.slice(2))];
      if (args[0] === "playwright" && args[1] === "test")
        return [...problems, ...checkTestArgs("playwright", args.slice(2))];
      if (args[0] === "playwright" && args[1] === "install") return problems;
      return [...problems, `npx ${args[0]}: not a tool the docs may run`];
    case "curl":
      return [...problems, ...checkCurl(args)];
    case "node": {
      // The system's Node runs JavaScript given inline; a file needs the project's Node (TypeScript, Node 22.18+).
      const file = args.find((a) => !a.startsWith("-"));
      if (args[0] === "-p" || args[0] === "-e") return problems;
      if (!projectNode) return [...problems, "node FILE: not a command the docs may run (use npm exec -- node FILE)"];
      return file && existsSync(path.join(ROOT, file)) ? problems : [...problems, `${file} does not exist`];
    }
    case "bash":
      return existsSync(path.join(ROOT, args[0] ?? "")) ? problems : [...problems, `${args[0]} does not exist`];
    default:
      if (SHELL_TOOLS.has(program)) return problems;
      return [...problems, `${program}: not a command the docs may run (use an npm script)`];
  }
}

const blocks = docFiles().flatMap((file) => fencedBlocks(file, read(file)));
const shBlocks = blocks.filter((b) => b.lang === "sh");
const recipes = shBlocks.flatMap((b) =>
  shellLines(b.body).flatMap((line, k) =>
    parseLine(line).map((command) => ({ where: `${b.file}:${b.line + k + 1}`, line, command })),
  ),
);

/** A newcomer's environment: the system's PATH (npm adds node_modules/.bin itself), no test runner's variables. */
function newcomerEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env))
    if (!/^(VITEST|npm_|TEST$|NODE_ENV$|NODE_OPTIONS$|INIT_CWD$|FORCE_COLOR$)/.test(key)) env[key] = value;
  env["NO_COLOR"] = "1";
  const dirs = (process.env["PATH"] ?? "").split(path.delimiter);
  const system = dirs.filter((d) => !d.includes(`node_modules${path.sep}.bin`));
  const hasNpx = system.some((d) => existsSync(path.join(d, "npx")));
  env["PATH"] = (hasNpx ? system : dirs).join(path.delimiter);
  return env;
}

describe("the docs' recipes", () => {
  it("tag every fenced block: sh for commands, text for output", () => {
    const untagged = blocks.filter((b) => !b.lang).map((b) => `${b.file}:${b.line}`);
    expect(untagged, "fenced blocks without a language").toEqual([]);
    const shellish = blocks.filter((b) => b.lang !== "sh" && /^(npm|npx|node|curl) /m.test(b.body));
    expect(
      shellish.map((b) => `${b.file}:${b.line} (${b.lang})`),
      "blocks of commands not tagged sh",
    ).toEqual([]);
    expect(shBlocks.length).toBeGreaterThan(10);
  });

  it("link to files and headings that exist", () => {
    const slug = (heading: string) =>
      heading
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, "")
        .replace(/ /g, "-");
    const anchorsOf = (file: string) =>
      new Set([...read(file).matchAll(/^#+ (.+)$/gm)].map((m) => slug((m[1] ?? "").replace(/`/g, ""))));
    const broken = docFiles().flatMap((file) =>
      [
        ...read(file)
          .replace(/```[\s\S]*?```/g, "")
          .matchAll(/\]\(([^)\s]+)\)/g),
      ].flatMap((m) => {
        const target = m[1] ?? "";
        if (/^[a-z]+:/.test(target)) return [];
        const [rel = "", anchor] = target.split("#");
        const resolved = rel ? path.normalize(path.join(path.dirname(file), rel)) : file;
        if (!existsSync(path.join(ROOT, resolved))) return [`${file}: ${target} does not exist`];
        if (anchor && resolved.endsWith(".md") && !anchorsOf(resolved).has(anchor))
          return [`${file}: ${resolved} has no heading #${anchor}`];
        return [];
      }),
    );
    expect(broken, broken.join("\n")).toEqual([]);
  });

  it("give the install, run and test commands in the README", () => {
    const readme = recipes.filter((r) => r.where.startsWith("README.md")).map((r) => r.line.trim());
    for (const command of ["npm install", "npm start", "npm test"]) expect(readme).toContain(command);
  });

  it("name scripts, files, flags, subcommands, variables and routes that exist", () => {
    const problems = recipes.flatMap(({ where, line, command }) =>
      checkCommand(command).map((p) => `${where}: ${p}\n    ${line.trim()}`),
    );
    expect(problems, problems.join("\n")).toEqual([]);
  });

  it("catch what a newcomer's Node cannot run, a missing script and an unknown flag", () => {
    const problemsOf = (line: string) => parseLine(line).flatMap((c) => checkCommand(c));
    expect(problemsOf("node scripts/ensure-e2e.ts")[0]).toMatch(/use npm exec -- node FILE/);
    expect(problemsOf("npm exec -- node scripts/ensure-e2e.ts")).toEqual([]);
    expect(problemsOf("npm run no-such-script")[0]).toMatch(/no script no-such-script/);
    expect(problemsOf("npm run data:refresh -- --no-such-flag")[0]).toMatch(/takes no --no-such-flag/);
    expect(problemsOf("npm run operator -- no-such-command")[0]).toMatch(/has no command no-such-command/);
    expect(problemsOf("curl -s localhost:8888/api/no-such-route")[0]).toMatch(/no function answers/);
    expect(problemsOf("curl -X POST http://127.0.0.1:9300/__nothing")[0]).toMatch(/serves no \/__nothing/);
    expect(problemsOf("NO_SUCH_SETTING=1 npm start")[0]).toMatch(/no code reads NO_SUCH_SETTING/);
    expect(problemsOf('echo 1 > "$(node scripts/ensure-e2e.ts)"')[0]).toMatch(/use npm exec -- node FILE/);
    expect(problemsOf('VERSION=$(curl -s localhost:8888/api/health | node -p "1")')).toEqual([]);
  });

  it("run the one-unit-test and one-spec recipes as a newcomer's shell runs them", async () => {
    const vitest = recipes.find((r) => /^npx vitest run \S+\.test\.tsx?$/.test(r.line.trim()));
    const spec = recipes.find((r) => /^npm run test:e2e -- tests\/e2e\/\S+\.spec\.ts$/.test(r.line.trim()));
    if (!vitest || !spec) throw new Error("the docs give no one-unit-test or one-spec recipe");
    const specFile = spec.line.trim().split(" ").at(-1) ?? "";
    const options = { cwd: ROOT, env: newcomerEnv(), shell: "/bin/sh", timeout: 60_000 };
    const [unit, listed] = await Promise.all([
      run(`${vitest.line.trim()} --coverage=false --reporter=dot`, options),
      // What `npm run test:e2e -- SPEC` hands Playwright, listed rather than run: no build, browser or server.
      // Its output folder is a temporary one, so a listing never touches an end-to-end run's results.
      run(`npx playwright test ${specFile} --list --reporter=list`, {
        ...options,
        env: { ...options.env, E2E_OUTPUT: path.join(tmpdir(), "usja-docs-recipes-e2e") },
      }),
    ]);
    expect(unit.stdout).toMatch(/Test Files\s+1 passed/);
    expect(listed.stdout).toMatch(/Total: \d+ tests? in 1 file/);
  }, 60_000);
});

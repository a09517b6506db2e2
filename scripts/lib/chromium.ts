// Where the browser for the end-to-end tests and the benchmark is: CHROME_PATH, else Debian's Chromium
// (this project's machines), else Playwright's own browser when one is installed.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const COMMANDS = ["chromium", "chromium-browser", "google-chrome"];

/** The path of a Chromium on this machine, or undefined when there is none. */
export function findChromium(): string | undefined {
  if (process.env["CHROME_PATH"])
    return existsSync(process.env["CHROME_PATH"]) ? process.env["CHROME_PATH"] : undefined;
  for (const cmd of COMMANDS) {
    const found = spawnSync("sh", ["-c", `command -v ${cmd}`], { encoding: "utf8" }).stdout.trim();
    if (found) return found;
  }
  return undefined;
}

/** True when Playwright's own Chromium is installed (used when there is no system Chromium). */
export async function hasPlaywrightChromium(): Promise<boolean> {
  try {
    const { chromium } = await import("@playwright/test");
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

/**
 * Makes sure a Chromium exists. On Debian or Ubuntu, as root or with password-less sudo, it installs the
 * distribution's `chromium` package (Playwright's browser download cannot reach its host from our
 * machines); elsewhere it explains what to install. Returns the path, or exits with that explanation.
 */
export async function ensureChromium(): Promise<string | undefined> {
  const found = findChromium();
  if (found || (await hasPlaywrightChromium())) return found;
  const asRoot = process.getuid?.() === 0;
  const canSudo = !asRoot && spawnSync("sudo", ["-n", "true"]).status === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
  if (hasApt && (asRoot || canSudo)) {
    console.log("No Chromium found: installing Debian's chromium package for the browser tests (one time)…");
    const prefix = asRoot ? [] : ["sudo", "-n"];
    const run = (...args: string[]) => {
      const [file = "", ...rest] = [...prefix, ...args];
      execFileSync(file, rest, {
        stdio: ["ignore", "ignore", "inherit"],
        env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      });
    };
    run("apt-get", "update", "-qq");
    run("apt-get", "install", "-y", "-qq", "chromium");
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    [
      "The end-to-end tests need Chromium and none was found.",
      "Install one of: Debian/Ubuntu `sudo apt-get install chromium`; elsewhere `npx playwright install chromium`;",
      "or point CHROME_PATH at a Chrome or Chromium binary.",
    ].join("\n"),
  );
  process.exit(1);
}

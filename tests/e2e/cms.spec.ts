// The CMS, as an editor uses it locally: /admin against decap-server (the local backend) writing into a copy of
// the site's sources. Create an article, publish it, find the file with its front matter, and build the copy: the
// article is in the built site, with its live figure.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { type AddressInfo, createServer } from "node:net";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { LOCAL_BACKEND_PORT } from "../../src/cms/config.ts";
import { formatPeriod } from "../../src/domain/format.ts";
import { copySite, type SiteCopy } from "../helpers/site-copy.ts";

let PORT = 0;
const metrics = JSON.parse(readFileSync("data/seed/employment-metrics.json", "utf8")).data;
/** The national rate as the article will print it: "4.1% in July 2026". */
const RATE = `${metrics.unemploymentRate.toFixed(1)}% in ${formatPeriod(metrics.periods.unemploymentRate)}`;
const SLUG = "hiring-in-the-cms-test";

let site: SiteCopy;
let server: ChildProcess;

/** A port no one listens on (each worker of a repeated run starts its own decap-server). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

test.beforeAll(async () => {
  PORT = await freePort();
  site = await copySite();
  server = spawn(process.execPath, [path.resolve("node_modules/decap-server/dist/index.js")], {
    env: { ...process.env, PORT: String(PORT), GIT_REPO_DIRECTORY: site.dir, LOG_LEVEL: "warn" },
    stdio: "inherit",
  });
  // decap-server answers its "info" action once it listens.
  await expect
    .poll(
      async () =>
        fetch(`http://127.0.0.1:${PORT}/api/v1`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ action: "info" }),
        })
          .then((r) => r.status)
          .catch(() => 0),
      { timeout: 20_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill();
  await site?.remove();
});

test("an editor creates an article in /admin, it is written with its front matter, and the build publishes it", async ({
  page,
}) => {
  test.setTimeout(150_000);
  // The CMS looks for its local backend on localhost:8081; this run's decap-server listens on its own port.
  await page.route(`http://localhost:${LOCAL_BACKEND_PORT}/api/v1`, async (route) =>
    route.fulfill({ response: await route.fetch({ url: `http://127.0.0.1:${PORT}/api/v1` }) }),
  );
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await page.goto("/admin/#/collections/insights/new");
  await page.getByLabel("Title").fill("Hiring in the CMS test");
  await page.getByLabel("Summary").fill("An article written in the CMS, to check it reaches the built site.");
  await page.getByLabel("Author").fill("Test Editor");
  await page.getByLabel("Publication date").fill("2026-11-20");
  await page.getByLabel("Tags").fill("CMS test, Unemployment");
  await page.locator('[data-slate-editor="true"]').click();
  await page.keyboard.type('The unemployment rate was <Figure series="unemployment-rate" />.');
  // A chart through the editor's "Add Component" menu: a form that writes the tag.
  await page.getByRole("button", { name: "Add Component" }).click();
  await page.getByRole("menuitem", { name: "Chart of a series" }).click();
  await page.getByLabel("Series", { exact: true }).fill("hires");
  await page.keyboard.press("Enter");
  await page.getByLabel(/^Industry \(several/).fill("manufacturing");
  // The preview pane shows the article in the site's styles, with the figure as the page will print it.
  const preview = page.frameLocator("iframe").first();
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Hiring in the CMS test");
  await expect(preview.getByText(`The unemployment rate was ${RATE}.`)).toBeVisible();

  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  const file = path.join(site.dir, "src/content/insights", `${SLUG}.mdx`);
  await expect.poll(() => readFile(file, "utf8").catch(() => ""), { timeout: 15_000 }).toContain("title:");
  const text = await readFile(file, "utf8");
  expect(text).toMatch(/^---\ntitle: Hiring in the CMS test\n/);
  expect(text).toContain("summary: An article written in the CMS, to check it reaches the built site.\n");
  expect(text).toContain("author: Test Editor\n");
  expect(text).toContain("date: 2026-11-20\n");
  expect(text).toContain("tags:\n  - CMS test\n  - Unemployment\n");
  expect(text).toContain("draft: false\n");
  expect(text).toContain('The unemployment rate was <Figure series="unemployment-rate" />.');
  expect(text).toContain('<SeriesChart series="hires" industry="manufacturing" />');

  const { code, output } = await site.build();
  expect(code, output.slice(-2000)).toBe(0);
  const html = await readFile(path.join(site.dir, "dist/insights", SLUG, "index.html"), "utf8");
  expect(html).toContain("Hiring in the CMS test");
  expect(html).toMatch(/The unemployment rate was <span[^>]*data-figure="unemployment-rate"[^>]*><data value="[\d.]+"/);
  expect(html).toMatch(/<figcaption[^>]*><span[^>]*>Hires, seasonally adjusted: Manufacturing, January 2024 to /);
  const list = await readFile(path.join(site.dir, "dist/insights/index.html"), "utf8");
  expect(list).toContain(`href="/insights/${SLUG}"`);
});

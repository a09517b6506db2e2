// @vitest-environment node
// The fake upstreams as an operator runs them: on a fixed port, switched over HTTP while they run.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type FakeUpstreams, startFakeUpstreams } from "../../../helpers/fake-upstreams/index.ts";
import { FIXTURE_DIR } from "../../../helpers/refresh-fixture.ts";

let fake: FakeUpstreams;

/** A port nobody listens on now (taken from the system, then freed). */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, "close");
  return port;
}

beforeAll(async () => {
  fake = await startFakeUpstreams(FIXTURE_DIR, {}, await freePort());
});
afterAll(async () => {
  await fake?.stop();
});

const post = (path: string) => fetch(`${fake.url}${path}`, { method: "POST" });
const blsAnswer = () =>
  fetch(`${fake.url}/bls/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ seriesid: ["LNS14000000"], startyear: "2026", endyear: "2026" }),
  });

describe("the fake upstreams' switches", () => {
  it("break a source and heal it over HTTP", async () => {
    expect((await post("/__fault?source=bls&fault=500")).status).toBe(200);
    expect((await blsAnswer()).status).toBe(500);
    expect((await post("/__fault?source=bls-api&fault=not-processed")).status).toBe(200);
    expect(await (await blsAnswer()).json()).toMatchObject({ status: "REQUEST_NOT_PROCESSED" });
    expect(await (await fetch(`${fake.url}/__state`)).json()).toMatchObject({ faults: { bls: "not-processed" } });
    expect(await (await post("/__fault?source=bls")).json()).toMatchObject({ faults: {} });
    expect(await (await blsAnswer()).json()).toMatchObject({ status: "REQUEST_SUCCEEDED" });
  });

  it("rename a CSV column on demand", async () => {
    await post("/__fault?source=indeed&fault=renamed-column");
    const text = await (await fetch(`${fake.url}/indeed/aggregate_job_postings_US.csv`)).text();
    await post("/__fault?source=indeed");
    expect(text.split("\n")[0]).toContain("postings_index_SA");
    expect(text.split("\n")[0]).not.toContain("indeed_job_postings_index_SA");
  });

  it("hold back and release one source's newest month", async () => {
    const newest = async () => {
      const rows = (await (await fetch(`${fake.url}/indeed/aggregate_job_postings_US.csv`)).text()).trim().split("\n");
      return rows.at(-1)?.slice(0, 7);
    };
    const served = await newest();
    expect(await (await post("/__hold-back?source=indeed")).json()).toMatchObject({ holdBack: ["indeed"] });
    expect(await newest()).not.toBe(served);
    expect(await (await post("/__release?source=indeed")).json()).toMatchObject({ holdBack: [] });
    expect(await newest()).toBe(served);
  });

  it("refuse an unknown source or a fault the source cannot answer, with the allowed values", async () => {
    const unknown = await post("/__fault?source=stooq&fault=500");
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error).toMatch(/unknown source; one of bls, indeed/);
    const wrong = await post("/__fault?source=greenhouse&fault=renamed-column");
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toBe(
      "greenhouse cannot answer renamed-column; one of 500, timeout, malformed, half-empty",
    );
    expect((await post("/__hold-back?source=ashby")).status).toBe(400);
    expect((await fetch(`${fake.url}/__fault?source=bls&fault=500`)).status).toBe(405);
    expect(await (await fetch(`${fake.url}/__state`)).json()).toEqual({ holdBack: [], faults: {} });
  });
});

describe("npm run fake-upstreams", () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    child?.kill();
  });
  const start = (args: string[]) =>
    spawn(process.execPath, ["tests/helpers/fake-upstreams/serve.ts", ...args], {
      env: { ...process.env, RAW_DIR: FIXTURE_DIR },
      stdio: ["ignore", "pipe", "pipe"],
    });

  it("listens on the port it is given and prints the variables to export", async () => {
    const port = await freePort();
    child = start(["--port", String(port), "--hold-back"]);
    const [first] = (await once(child.stdout as NodeJS.ReadableStream, "data")) as [Buffer];
    expect(first.toString()).toContain(`export BLS_API_BASE_URL=http://127.0.0.1:${port}/bls/`);
    expect(await (await fetch(`http://127.0.0.1:${port}/__state`)).json()).toMatchObject({
      holdBack: ["bls", "indeed", "warn"],
    });
  });

  // A process of its own that starts and exits: seconds alone, more on a busy machine.
  it("says which port is taken", { timeout: 60_000 }, async () => {
    child = start(["--port", new URL(fake.url).port]);
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const [code] = await once(child, "close");
    expect(code).toBe(1);
    expect(stderr).toContain(
      `port ${new URL(fake.url).port} is taken; choose another with --port or FAKE_UPSTREAMS_PORT`,
    );
  });
});

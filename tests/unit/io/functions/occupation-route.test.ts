// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { areaRows, OccupationDataSchema } from "~/domain/occupation-data.ts";
import { resetDatasetCache } from "~/server/dataset-reader.ts";
import { resetOccupationCache } from "~/server/occupation-reader.ts";
import { datasetKey, datasetStore } from "~/server/stores.ts";
import occupation, { config } from "../../../../netlify/functions/occupation.mts";
import { get, startSeededBlobs } from "../../../helpers/dataset.ts";
import { SEED_DIR } from "../../../helpers/seed.ts";

const json = async (res: Response) => JSON.parse(await res.text());
const seedFile = (soc: string) => JSON.parse(readFileSync(path.join(SEED_DIR, "occupation", `${soc}.json`), "utf8"));
const ask = (code: string) => get(occupation, `/api/occupations/${encodeURIComponent(code)}`, { code });

describe("GET /api/occupations/{code}", () => {
  let blobs: Awaited<ReturnType<typeof startSeededBlobs>>;
  beforeAll(async () => {
    blobs = await startSeededBlobs({ inStore: true });
    resetOccupationCache();
  });
  afterAll(async () => {
    await blobs.stop();
  });

  it("is routed at /api/occupations/:code for GET", () => {
    expect(config).toMatchObject({ path: "/api/occupations/:code", method: "GET" });
  });

  it("returns the occupation's data as the seed holds it, valid against its schema", async () => {
    const res = await ask("15-1252");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-tag")).toMatch(/^dataset,dataset-[0-9a-f]{16}$/);
    const body = await json(res);
    expect(body).toEqual(seedFile("15-1252"));
    const data = OccupationDataSchema.parse(body);
    expect(areaRows(data).find((a) => a.area === "12420")).toMatchObject({
      employment: 31960,
      locationQuotient: 2.28,
      wages: { median: 134120 },
    });
    expect(data.skills.rated).toBe(false);
  });

  it("answers 404 for a well-formed code it does not have, and 400 for a malformed one", async () => {
    const unknown = await ask("99-9999");
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ error: "not_found", message: "No occupation with SOC code '99-9999'." });
    for (const bad of ["software-developers", "15-1252.00", "15-125", "15-1252 ", "../manifest", "", "15–1252"]) {
      const res = await ask(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(await json(res)).toMatchObject({ error: "invalid_parameter", param: "code" });
    }
  });

  it("refuses other methods with 405", async () => {
    const res = await get(occupation, "/api/occupations/15-1252", { code: "15-1252" }, { method: "POST", body: "x" });
    expect(res.status).toBe(405);
  });

  it("answers 503, not 500 or wrong data, when a stored file does not match the hash in the index", async () => {
    const store = datasetStore();
    const key = datasetKey("occupation/15-1251");
    const original = await store.get(key, { type: "text" });
    expect(original).not.toBeNull();
    const tampered = { ...JSON.parse(original ?? "{}"), title: "Tampered" };
    await store.set(key, `${JSON.stringify(tampered)}\n`);
    resetDatasetCache();
    resetOccupationCache();
    try {
      const res = await ask("15-1251");
      expect(res.status).toBe(503);
      expect(await json(res)).toMatchObject({ error: "dataset_unavailable" });
      await store.delete(key);
      expect((await ask("15-1251")).status).toBe(503);
    } finally {
      await store.set(key, original ?? "");
      resetDatasetCache();
    }
    expect((await ask("15-1251")).status).toBe(200);
  });
});

// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PlaceDataSchema, placeOccupationRows } from "~/domain/place-data.ts";
import { resetDatasetCache } from "~/server/dataset-reader.ts";
import { resetPlaceCache } from "~/server/place-reader.ts";
import { datasetKey, datasetStore } from "~/server/stores.ts";
import place, { config } from "../../../../netlify/functions/place.mts";
import { get, startSeededBlobs } from "../../../helpers/dataset.ts";
import { SEED_DIR } from "../../../helpers/seed.ts";

const json = async (res: Response) => JSON.parse(await res.text());
const seedFile = (code: string) => JSON.parse(readFileSync(path.join(SEED_DIR, "place", `${code}.json`), "utf8"));
const ask = (code: string) => get(place, `/api/places/${encodeURIComponent(code)}`, { code });

describe("GET /api/places/{code}", () => {
  let blobs: Awaited<ReturnType<typeof startSeededBlobs>>;
  beforeAll(async () => {
    blobs = await startSeededBlobs({ inStore: true });
    resetPlaceCache();
  });
  afterAll(async () => {
    await blobs.stop();
  });

  it("is routed at /api/places/:code for GET", () => {
    expect(config).toMatchObject({ path: "/api/places/:code", method: "GET" });
  });

  it("returns a metro area's data as the seed holds it, valid against its schema", async () => {
    const res = await ask("12420");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-tag")).toMatch(/^dataset,dataset-[0-9a-f]{16}$/);
    const body = await json(res);
    expect(body).toEqual(seedFile("12420"));
    const data = PlaceDataSchema.parse(body);
    expect(data.place).toMatchObject({ label: "Austin, TX", kind: "metro", slug: "austin-tx" });
    // PROVENANCE.md §15: Austin (12420), 15-1252: employment 31,960, median $134,120, LQ 2.28.
    expect(placeOccupationRows(data).find((r) => r.soc === "15-1252")).toMatchObject({
      employment: 31960,
      locationQuotient: 2.28,
      jobsPer1000: null,
      wages: { median: 134120 },
    });
    expect(data.counties.map((c) => c.name)).toContain("Travis County");
    expect(data.payroll).toBeNull();
  });

  it("returns a state's data with its payroll series and its areas, and a nonmetro area's without notices", async () => {
    const tx = PlaceDataSchema.parse(await json(await ask("TX")));
    expect(tx.place.label).toBe("Texas");
    expect(tx.payroll?.seriesId).toBe("SMS48000000000000001");
    expect(tx.areas.some((a) => a.code === "12420" && a.kind === "metro")).toBe(true);
    expect(tx.areas.some((a) => a.kind === "nonmetro")).toBe(true);
    const nonmetro = tx.areas.find((a) => a.kind === "nonmetro")?.code ?? "";
    const area = PlaceDataSchema.parse(await json(await ask(nonmetro)));
    expect(area.place.kind).toBe("nonmetro");
    expect(area.warn).toBeNull();
    expect(area.postings).toBeNull();
  });

  it("answers 404 for a well-formed code it does not have, and 400 for a malformed one", async () => {
    const unknown = await ask("99999");
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ error: "not_found", message: "No place with code '99999'." });
    for (const bad of ["texas", "tx", "1242", "12420 ", "../manifest", "", "austin-tx"]) {
      const res = await ask(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(await json(res)).toMatchObject({ error: "invalid_parameter", param: "code" });
    }
  });

  it("refuses other methods with 405", async () => {
    const res = await get(place, "/api/places/TX", { code: "TX" }, { method: "POST", body: "x" });
    expect(res.status).toBe(405);
  });

  it("answers 503, not 500 or wrong data, when a stored file does not fit the places entity", async () => {
    const store = datasetStore();
    const key = datasetKey("place/10180");
    const original = await store.get(key, { type: "text" });
    expect(original).not.toBeNull();
    const parsed = JSON.parse(original ?? "{}");
    const tampered = { ...parsed, place: { ...parsed.place, label: "Tampered, TX" } };
    await store.set(key, `${JSON.stringify(tampered)}\n`);
    resetDatasetCache();
    resetPlaceCache();
    try {
      const res = await ask("10180");
      expect(res.status).toBe(503);
      expect(await json(res)).toMatchObject({ error: "dataset_unavailable" });
      await store.delete(key);
      expect((await ask("10180")).status).toBe(503);
    } finally {
      await store.set(key, original ?? "");
      resetDatasetCache();
    }
    expect((await ask("10180")).status).toBe(200);
  });
});

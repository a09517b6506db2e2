import { expect, test } from "@playwright/test";
import { ENTITY_DATA_SCHEMAS } from "../../src/domain/dataset.ts";
import { StateSchema } from "../../src/domain/entities.ts";
import { API_ROUTES } from "../../src/domain/site-routes.ts";
import { SearchResponseSchema } from "../../src/domain/site-search.ts";

const DATA_ROUTES = [
  ["/api/employment-metrics", "employment-metrics"],
  ["/api/job-categories", "job-categories"],
  ["/api/states", "states"],
  ["/api/companies?limit=5", "companies"],
  ["/api/skills?limit=12", "skills"],
  ["/api/job-roles?limit=20", "job-roles"],
  ["/api/hiring-trends", "hiring-trends"],
  ["/api/layoffs?limit=2", "layoffs"],
  ["/api/layoff-forecasts", "layoff-forecasts"],
  ["/api/external/jobs", "external-jobs"],
  ["/api/news", "news"],
] as const;

test.describe("the API through the local server", () => {
  for (const [path, entity] of DATA_ROUTES) {
    test(`GET ${path} answers JSON valid against the ${entity} schema`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toBe("application/json; charset=utf-8");
      expect(res.headers()["x-content-type-options"]).toBe("nosniff");
      const body = await res.json();
      expect(ENTITY_DATA_SCHEMAS[entity].safeParse(body).success).toBe(true);
    });
  }

  test("GET /api/states/{id}, /api/analytics/states and /api/search answer valid JSON", async ({ request }) => {
    expect(StateSchema.parse(await (await request.get("/api/states/tx")).json()).code).toBe("TX");
    expect((await request.get("/api/states/xx")).status()).toBe(404);
    const rows = await (await request.get("/api/analytics/states?industry=technology&period=12m")).json();
    expect(StateSchema.array().parse(rows).length).toBeGreaterThan(0);
    const found = SearchResponseSchema.parse(await (await request.get("/api/search?q=texas")).json());
    expect(found.results[0]?.title).toBe("Texas");
  });

  test("bad parameters are 400 with a message, never 500", async ({ request }) => {
    for (const path of [
      "/api/companies?limit=abc",
      "/api/layoffs?industry=nope",
      "/api/analytics/states?period=1d",
      "/api/external/jobs?source=x",
    ]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(400);
      expect((await res.json()).message).toBeTruthy();
    }
  });

  test("a revalidation with the ETag is answered 304", async ({ request }) => {
    const first = await request.get("/api/states");
    const again = await request.get("/api/states", { headers: { "If-None-Match": first.headers()["etag"]! } });
    expect(again.status()).toBe(304);
  });

  test("every API route of the route list is its function's: its sample answers each of its methods", async ({
    request,
  }) => {
    // A client of its own, so that no rate limit another test counts toward is touched.
    const headers = { "x-nf-client-connection-ip": "203.0.113.77" };
    for (const route of API_ROUTES)
      for (const method of route.methods) {
        const res =
          method === "GET"
            ? await request.get(route.sample, { headers })
            : await request.post(route.sample, { headers });
        // Not the 404 page (no function at that path), not 405 (the function takes another method), no crash. A
        // refusal of the empty request (400, 401, 415) or a 503 saying what the server lacks is the function's answer.
        expect([404, 405, 500], `${method} ${route.sample}: ${res.status()}`).not.toContain(res.status());
      }
  });

  test("wrong methods are 405 with Allow", async ({ request }) => {
    const res = await request.post("/api/states", { data: {} });
    expect(res.status()).toBe(405);
    expect(res.headers()["allow"]).toContain("GET");
    const get = await request.get("/api/contact");
    expect(get.status()).toBe(405);
    expect(get.headers()["allow"]).toBe("POST");
  });

  test("subscribe and contact answer 201 for valid input and 400 with messages otherwise", async ({ request }) => {
    const client = { "x-nf-client-connection-ip": "203.0.113.10" };
    const ok = await request.post("/api/notifications/subscribe", {
      headers: client,
      data: { fullName: "Test Person", email: "e2e-api@example.com", subscriptionTypes: ["all"] },
    });
    expect(ok.status()).toBe(201);
    const bad = await request.post("/api/contact", { headers: client, data: { name: "", email: "x", comment: "" } });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).fieldErrors.name).toEqual(["Name is required"]);
    const notJson = await request.post("/api/contact", {
      headers: { ...client, "content-type": "text/plain" },
      data: "hello",
    });
    expect(notJson.status()).toBe(415);
  });

  test("more POSTs than the limit from one client get 429 with Retry-After; other clients are unaffected", async ({
    request,
  }) => {
    const send = (ip: string) =>
      request.post("/api/contact", {
        headers: { "x-nf-client-connection-ip": ip },
        data: { name: "", email: "", comment: "" },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await send("198.51.100.7")).status());
    expect(statuses.every((s) => s === 400)).toBe(true);
    const limited = await send("198.51.100.7");
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
    expect((await send("198.51.100.8")).status()).toBe(400);
  });
});

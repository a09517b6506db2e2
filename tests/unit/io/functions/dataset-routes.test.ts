// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ENTITY_DATA_SCHEMAS } from "~/domain/dataset.ts";
import { ExternalJobsSchema, StateSchema } from "~/domain/entities.ts";
import { SearchResponseSchema } from "~/domain/site-search.ts";
import analyticsStates from "../../../../netlify/functions/analytics-states.mts";
import companies from "../../../../netlify/functions/companies.mts";
import employmentMetrics from "../../../../netlify/functions/employment-metrics.mts";
import externalJobs from "../../../../netlify/functions/external-jobs.mts";
import hiringTrends from "../../../../netlify/functions/hiring-trends.mts";
import jobCategories from "../../../../netlify/functions/job-categories.mts";
import jobRoles from "../../../../netlify/functions/job-roles.mts";
import layoffForecasts from "../../../../netlify/functions/layoff-forecasts.mts";
import layoffs from "../../../../netlify/functions/layoffs.mts";
import news from "../../../../netlify/functions/news.mts";
import outlook from "../../../../netlify/functions/outlook.mts";
import search from "../../../../netlify/functions/search.mts";
import skills from "../../../../netlify/functions/skills.mts";
import state from "../../../../netlify/functions/state.mts";
import states from "../../../../netlify/functions/states.mts";
import { get, startSeededBlobs } from "../../../helpers/dataset.ts";
import { readSeed, seedVersion } from "../../../helpers/seed.ts";

const json = async (res: Response) => JSON.parse(await res.text());

describe("GET routes over the seeded dataset", () => {
  let blobs: Awaited<ReturnType<typeof startSeededBlobs>>;
  beforeAll(async () => {
    blobs = await startSeededBlobs();
  });
  afterAll(async () => {
    await blobs.stop();
  });

  const whole = [
    ["/api/employment-metrics", employmentMetrics, "employment-metrics"],
    ["/api/job-categories", jobCategories, "job-categories"],
    ["/api/states", states, "states"],
    ["/api/hiring-trends", hiringTrends, "hiring-trends"],
    ["/api/layoff-forecasts", layoffForecasts, "layoff-forecasts"],
    ["/api/news", news, "news"],
    ["/api/outlook", outlook, "outlook"],
    ["/api/companies", companies, "companies"],
    ["/api/skills", skills, "skills"],
    ["/api/job-roles", jobRoles, "job-roles"],
    ["/api/external/jobs", externalJobs, "external-jobs"],
  ] as const;

  for (const [path, handler, entity] of whole) {
    it(`${path} returns the seed's ${entity} data, valid against its schema`, async () => {
      const res = await get(handler, path);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
      const body = await json(res);
      expect(() => ENTITY_DATA_SCHEMAS[entity].parse(body)).not.toThrow();
      expect(body).toEqual(readSeed(entity).data);
    });
  }

  it("answers the specification's field names and, beside them, names that say what the values are", async () => {
    const metrics = await json(await get(employmentMetrics, "/api/employment-metrics"));
    expect(metrics.jobOpenings).toBe(metrics.totalJobs);
    expect(metrics.vacancyDurationDays).toBe(metrics.timeToFill);
    expect(metrics.periods.jobOpenings).toBe(metrics.periods.totalJobs);
    expect(metrics.periods.vacancyDurationDays).toBe(metrics.periods.timeToFill);
    const list = await json(await get(states, "/api/states"));
    expect(
      list.every((s: { topIndustry: string; topOccupationGroup: string }) => s.topOccupationGroup === s.topIndustry),
    ).toBe(true);
  });

  it("every response carries the security and CDN cache headers and an ETag", async () => {
    const res = await get(states, "/api/states");
    const version = seedVersion();
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(res.headers.get("netlify-cdn-cache-control")).toContain("stale-while-revalidate");
    expect(res.headers.get("cache-tag")).toBe(`dataset,dataset-${version}`);
    expect(res.headers.get("etag")).toMatch(new RegExp(`^"${version}-[0-9a-f]+"$`));
  });

  it("answers 304 to a matching If-None-Match, and 200 when the query differs", async () => {
    const first = await get(companies, "/api/companies?limit=5");
    const etag = first.headers.get("etag")!;
    const again = await get(companies, "/api/companies?limit=5", {}, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const other = await get(companies, "/api/companies?limit=6", {}, { headers: { "If-None-Match": etag } });
    expect(other.status).toBe(200);
  });

  it("refuses other methods with 405 and Allow", async () => {
    const res = await states(new Request("http://localhost/api/states", { method: "DELETE" }));
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
  });

  describe("/api/states/{id}", () => {
    it("returns one state by id, case-insensitively", async () => {
      const ca = readSeed("states").data.find((s) => s.code === "CA")!;
      for (const id of ["ca", "CA"]) {
        const res = await get(state, `/api/states/${id}`, { id });
        expect(res.status).toBe(200);
        const body = await json(res);
        expect(StateSchema.parse(body)).toEqual(ca);
      }
    });

    it("answers 404 JSON for an unknown id", async () => {
      const res = await get(state, "/api/states/zz", { id: "zz" });
      expect(res.status).toBe(404);
      expect(await json(res)).toMatchObject({ error: "not_found" });
    });
  });

  describe("limit", () => {
    it("returns the first N companies and skills", async () => {
      const seedCompanies = readSeed("companies").data;
      expect(await json(await get(companies, "/api/companies?limit=5"))).toEqual(seedCompanies.slice(0, 5));
      expect(await json(await get(skills, "/api/skills?limit=12"))).toEqual(readSeed("skills").data.slice(0, 12));
    });

    it("clamps a huge limit to the route's maximum", async () => {
      const body = await json(await get(skills, "/api/skills?limit=999999"));
      expect(body).toHaveLength(readSeed("skills").data.length);
    });

    for (const bad of ["abc", "0", "-3", "1.5", "1e3"]) {
      it(`answers 400 to limit=${bad}`, async () => {
        const res = await get(companies, `/api/companies?limit=${bad}`);
        expect(res.status).toBe(400);
        expect(await json(res)).toMatchObject({ error: "invalid_parameter", param: "limit" });
      });
    }
  });

  describe("/api/job-roles filters", () => {
    const roles = readSeed("job-roles").data;
    it("filters by category", async () => {
      const category = roles[0]!.category;
      const body = (await json(await get(jobRoles, `/api/job-roles?category=${encodeURIComponent(category)}`))) as {
        category: string;
      }[];
      expect(body.length).toBe(roles.filter((r) => r.category === category).length);
      expect(body.every((r) => r.category === category)).toBe(true);
    });

    it("lists the allowed categories when given an unknown one", async () => {
      const res = await get(jobRoles, "/api/job-roles?category=Underwater%20Basketry");
      expect(res.status).toBe(400);
      const body = await json(res);
      expect(body.allowed).toContain("all");
      expect(body.allowed).toContain(roles[0]!.category);
    });

    it("filters by a top location", async () => {
      const place = roles[0]!.topLocations[0]!;
      const body = (await json(await get(jobRoles, `/api/job-roles?location=${encodeURIComponent(place)}`))) as {
        topLocations: string[];
      }[];
      expect(body.length).toBeGreaterThan(0);
      expect(body.every((r) => r.topLocations.includes(place))).toBe(true);
    });

    it("filters by a metro area named 'City, ST', whole names only", async () => {
      const austin = roles.filter((r) => r.topLocations.includes("Austin, TX"));
      expect(austin.length).toBeGreaterThan(0);
      const body = (await json(await get(jobRoles, "/api/job-roles?location=austin%2C%20tx"))) as { id: string }[];
      expect(body.map((r) => r.id)).toEqual(austin.map((r) => r.id));
      expect(await json(await get(jobRoles, "/api/job-roles?location=Austin"))).toEqual([]);
    });

    it("search finds a role by the titles people use for its occupation (O*NET reported and alternate titles)", async () => {
      const body = (await json(await get(jobRoles, "/api/job-roles?search=truck%20driver"))) as { socCode?: string }[];
      expect(body.map((r) => r.socCode)).toContain("53-3032"); // Heavy and Tractor-Trailer Truck Drivers
      const coders = (await json(await get(jobRoles, "/api/job-roles?search=coder"))) as { socCode?: string }[];
      // Neither title, category nor key skills say "coder"; O*NET's titles for these occupations do.
      expect(coders.map((r) => r.socCode)).toEqual(expect.arrayContaining(["29-2072", "15-1251"]));
    });

    it("search keeps matching a role's title, category and key skills", async () => {
      const skill = roles[0]!.requiredSkills[0]!;
      const body = (await json(await get(jobRoles, `/api/job-roles?search=${encodeURIComponent(skill)}`))) as {
        id: string;
      }[];
      expect(body.map((r) => r.id)).toContain(roles[0]!.id);
      const category = (await json(await get(jobRoles, "/api/job-roles?search=healthcare%20practitioners"))) as {
        category: string;
      }[];
      expect(category.length).toBeGreaterThan(0);
    });

    it("search with no match is an empty list, and an overlong search a 400", async () => {
      expect(await json(await get(jobRoles, "/api/job-roles?search=xyzzyq"))).toEqual([]);
      const res = await get(jobRoles, `/api/job-roles?search=${"a".repeat(101)}`);
      expect(res.status).toBe(400);
    });
  });

  describe("/api/layoffs", () => {
    const all = readSeed("layoffs").data;
    it("returns the newest notices first, limited, with the total in X-Total-Count", async () => {
      const res = await get(layoffs, "/api/layoffs?limit=2");
      expect(await json(res)).toEqual(all.slice(0, 2));
      expect(res.headers.get("x-total-count")).toBe(String(all.length));
    });

    it("treats industry=all as no filter and filters by a real industry", async () => {
      expect(await json(await get(layoffs, "/api/layoffs?limit=3&industry=all"))).toEqual(all.slice(0, 3));
      const industry = all[0]!.industry;
      const res = await get(layoffs, `/api/layoffs?limit=500&industry=${encodeURIComponent(industry)}`);
      const body = (await json(res)) as { industry: string }[];
      expect(body.every((l) => l.industry === industry)).toBe(true);
      expect(Number(res.headers.get("x-total-count"))).toBe(all.filter((l) => l.industry === industry).length);
    });

    it("answers 400 listing the industries for an unknown one", async () => {
      const res = await get(layoffs, "/api/layoffs?industry=Piracy");
      expect(res.status).toBe(400);
      expect((await json(res)).allowed).toContain(all[0]!.industry);
    });

    it("searches company, industry and location with q, and pages with offset", async () => {
      const company = all[0]!.companyName;
      const res = await get(layoffs, `/api/layoffs?q=${encodeURIComponent(company)}&limit=500`);
      const body = (await json(res)) as { companyName: string }[];
      expect(body.length).toBeGreaterThan(0);
      expect(body[0]!.companyName).toBe(company);
      const page2 = await json(await get(layoffs, "/api/layoffs?limit=2&offset=2"));
      expect(page2).toEqual(all.slice(2, 4));
      expect((await get(layoffs, "/api/layoffs?offset=-1")).status).toBe(400);
    });
  });

  describe("/api/external/jobs", () => {
    const external = readSeed("external-jobs").data;
    it("narrows to one source", async () => {
      const name = external.sources[0]!.source;
      const body = ExternalJobsSchema.parse(
        await json(await get(externalJobs, `/api/external/jobs?source=${encodeURIComponent(name)}`)),
      );
      expect(body.sources.map((s) => s.source)).toEqual([name]);
      expect(body.totalJobs).toBe(external.sources[0]!.totalJobs);
    });

    it("answers 400 for an unknown source", async () => {
      expect((await get(externalJobs, "/api/external/jobs?source=Nowhere")).status).toBe(400);
    });
  });

  describe("/api/analytics/states", () => {
    const analytics = readSeed("analytics-states").data;
    it("defaults to all industries over the last 30 days", async () => {
      expect(await json(await get(analyticsStates, "/api/analytics/states"))).toEqual(analytics.rows.all?.["30d"]);
    });

    it("returns the rows of each industry and period", async () => {
      for (const industry of analytics.industries) {
        for (const period of analytics.periods) {
          const body = await json(
            await get(analyticsStates, `/api/analytics/states?industry=${industry}&period=${period}`),
          );
          expect(z.array(StateSchema).parse(body)).toEqual(analytics.rows[industry]?.[period]);
        }
      }
    });

    it("answers 400 for an unknown industry or period", async () => {
      expect((await get(analyticsStates, "/api/analytics/states?industry=mining")).status).toBe(400);
      const res = await get(analyticsStates, "/api/analytics/states?period=7d");
      expect(res.status).toBe(400);
      expect((await json(res)).allowed).toEqual(["30d", "90d", "12m"]);
    });
  });

  describe("/api/search", () => {
    it("returns nothing for an empty or missing q", async () => {
      for (const path of ["/api/search", "/api/search?q=", "/api/search?q=%20%20"]) {
        const body = SearchResponseSchema.parse(await json(await get(search, path)));
        expect(body.results).toEqual([]);
      }
    });

    it("ranks the state named by the query first", async () => {
      const body = SearchResponseSchema.parse(await json(await get(search, "/api/search?q=California")));
      expect(body.results[0]).toMatchObject({ type: "state", title: "California" });
    });

    it("finds job roles and skills and types every result", async () => {
      const role = readSeed("job-roles").data[0]!;
      const body = SearchResponseSchema.parse(
        await json(await get(search, `/api/search?q=${encodeURIComponent(role.title)}`)),
      );
      expect(body.results.some((r) => r.type === "jobRole" && r.title === role.title)).toBe(true);
      const skill = readSeed("skills").data[0]!;
      const skillHits = SearchResponseSchema.parse(
        await json(await get(search, `/api/search?q=${encodeURIComponent(skill.name)}`)),
      );
      expect(skillHits.results.some((r) => r.type === "skill" && r.title === skill.name)).toBe(true);
    });

    it("finds occupations by the words people use and leads to their pages", async () => {
      const cases: [string, string, string][] = [
        ["nurse", "Registered Nurses", "/occupations/registered-nurses"],
        [
          "truck driver",
          "Heavy and Tractor-Trailer Truck Drivers",
          "/occupations/heavy-and-tractor-trailer-truck-drivers",
        ],
        // The everyday meaning first: equal matches by how many workers the word likely names.
        ["warehouse", "Stockers and Order Fillers", "/occupations/stockers-and-order-fillers"],
        ["forklift", "Industrial Truck and Tractor Operators", "/occupations/industrial-truck-and-tractor-operators"],
      ];
      for (const [q, title, href] of cases) {
        const body = SearchResponseSchema.parse(
          await json(await get(search, `/api/search?q=${encodeURIComponent(q)}`)),
        );
        const occupations = body.results.filter((r) => r.type === "occupation");
        expect(occupations[0], q).toMatchObject({ title, href });
      }
    });

    it("answers 400 to an overlong query", async () => {
      expect((await get(search, `/api/search?q=${"x".repeat(101)}`)).status).toBe(400);
    });
  });
});

// @vitest-environment node
// Throws random query strings and bodies at every route: whatever arrives, the answer is never a 5xx.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import analyticsStates from "../../../../netlify/functions/analytics-states.mts";
import companies from "../../../../netlify/functions/companies.mts";
import contact from "../../../../netlify/functions/contact.mts";
import createPaymentIntent from "../../../../netlify/functions/create-payment-intent.mts";
import employmentMetrics from "../../../../netlify/functions/employment-metrics.mts";
import externalJobs from "../../../../netlify/functions/external-jobs.mts";
import health from "../../../../netlify/functions/health.mts";
import hiringTrends from "../../../../netlify/functions/hiring-trends.mts";
import jobCategories from "../../../../netlify/functions/job-categories.mts";
import jobRoles from "../../../../netlify/functions/job-roles.mts";
import layoffForecasts from "../../../../netlify/functions/layoff-forecasts.mts";
import layoffs from "../../../../netlify/functions/layoffs.mts";
import layoffsCsv from "../../../../netlify/functions/layoffs-csv.mts";
import layoffsSummary from "../../../../netlify/functions/layoffs-summary.mts";
import news from "../../../../netlify/functions/news.mts";
import search from "../../../../netlify/functions/search.mts";
import skills from "../../../../netlify/functions/skills.mts";
import state from "../../../../netlify/functions/state.mts";
import states from "../../../../netlify/functions/states.mts";
import stripeWebhook from "../../../../netlify/functions/stripe-webhook.mts";
import subscribe from "../../../../netlify/functions/subscribe.mts";
import updatePaymentIntent from "../../../../netlify/functions/update-payment-intent.mts";
import verifyPayment from "../../../../netlify/functions/verify-payment.mts";
import { makeContext } from "../../../helpers/blobs.ts";
import { startSeededBlobs } from "../../../helpers/dataset.ts";
import { type FakeStripe, startFakeStripe } from "../../../helpers/fake-stripe.ts";

type Handler = (req: Request, context: ReturnType<typeof makeContext>) => Promise<Response>;

const GET_ROUTES: [string, Handler][] = [
  ["/api/employment-metrics", employmentMetrics],
  ["/api/job-categories", jobCategories],
  ["/api/states", states],
  ["/api/companies", companies],
  ["/api/skills", skills],
  ["/api/job-roles", jobRoles],
  ["/api/hiring-trends", hiringTrends],
  ["/api/search", search],
  ["/api/layoffs", layoffs],
  ["/api/layoffs/summary", layoffsSummary],
  ["/api/layoffs/csv", layoffsCsv],
  ["/api/layoff-forecasts", layoffForecasts],
  ["/api/external/jobs", externalJobs],
  ["/api/analytics/states", analyticsStates],
  ["/api/news", news],
  ["/api/health", health as Handler],
];
const POST_ROUTES: [string, Handler][] = [
  ["/api/notifications/subscribe", subscribe as Handler],
  ["/api/contact", contact as Handler],
  ["/api/create-payment-intent", createPaymentIntent as Handler],
  ["/api/update-payment-intent", updatePaymentIntent as Handler],
  ["/api/verify-payment", verifyPayment as Handler],
  ["/api/stripe-webhook", stripeWebhook as Handler],
];
const PARAMS = ["limit", "offset", "industry", "period", "source", "category", "location", "q", "id"];

const anyText = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.constantFrom(
    "all",
    "ALL",
    "0",
    "-1",
    "1e9",
    "9999999999",
    "NaN",
    "",
    " ",
    "technology",
    "12m",
    "%",
    "<script>",
    "../../..",
  ),
  fc.integer().map(String),
);
const query = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...PARAMS), fc.string({ maxLength: 8 })), anyText), {
  maxLength: 5,
});

function toSearch(pairs: [string, string][]): string {
  const params = new URLSearchParams();
  for (const [k, v] of pairs) params.append(k, v);
  return params.toString();
}

const FIELDS = [
  "fullName",
  "email",
  "phoneNumber",
  "comment",
  "subscriptionTypes",
  "name",
  "phone",
  "website",
  "amount",
  "checkoutId",
  "paymentIntentId",
  "customerName",
  "paymentIntent",
  "clientSecret",
];
const fieldValue = fc.oneof(
  anyText,
  fc.constantFrom(199, 19900, "199", "pi_123", "pi_123_secret_abc", "chk_12345678"),
  fc.array(anyText, { maxLength: 6 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant(null),
);
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), fieldValue).map((o) => JSON.stringify(o)),
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
  fc.string({ unit: "binary", maxLength: 200 }),
);
const contentType = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "",
  "APPLICATION/JSON",
  "multipart/form-data",
  "application/x-www-form-urlencoded",
);
/** The routes of the two public forms, which also take the plain HTML form. */
const FORM_ROUTES = ["/api/notifications/subscribe", "/api/contact"];
const method = fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH", "HEAD");

// A fixed number of runs, not a time limit: allow a busy 2-core machine a minute per property.
describe("fuzzing every route", { timeout: 60_000 }, () => {
  let blobs: Awaited<ReturnType<typeof startSeededBlobs>>;
  let fake: FakeStripe;
  beforeAll(async () => {
    blobs = await startSeededBlobs();
    // Payments fully configured (against the fake Stripe API), so valid bodies really reach Stripe.
    fake = await startFakeStripe();
    vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_fuzz123");
    vi.stubEnv("STRIPE_PUBLISHABLE_KEY", "pk_test_fuzz123");
    vi.stubEnv("STRIPE_API_BASE", fake.url);
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", "whsec_fuzz");
    vi.stubEnv("REPORT_TOKEN_SECRET", "f".repeat(40));
    for (const level of ["log", "warn", "error"] as const) vi.spyOn(console, level).mockImplementation(() => {});
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    await fake.stop();
    await blobs.stop();
  });

  it("GET routes answer random query strings without a 5xx (700 runs)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...GET_ROUTES), query, anyText, async ([path, handler], pairs, id) => {
        const url = `http://localhost${path}?${toSearch(pairs)}`;
        const res = await handler(new Request(url), makeContext({ params: { id } }));
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 700 },
    );
  });

  it("/api/states/{id} answers any id with 200 or 404 (200 runs)", async () => {
    await fc.assert(
      fc.asyncProperty(anyText, async (id) => {
        const res = await state(new Request(`http://localhost/api/states/${encodeURIComponent(id)}`), {
          params: { id },
        });
        expect([200, 404]).toContain(res.status);
      }),
      { numRuns: 200 },
    );
  });

  it("POST routes answer random bodies, content types and methods without a 5xx (600 runs)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...POST_ROUTES),
        body,
        contentType,
        method,
        async ([path, handler], text, type, verb) => {
          const hasBody = verb !== "GET" && verb !== "HEAD";
          const req = new Request(`http://localhost${path}`, {
            method: verb,
            headers: type ? { "Content-Type": type } : {},
            body: hasBody ? text : null,
          });
          const res = await handler(req, makeContext());
          expect(res.status).toBeLessThan(500);
          // The subscription and contact forms answer a plain HTML form (urlencoded, sent without JavaScript) with a
          // page; every other error is JSON.
          const formPage =
            FORM_ROUTES.includes(path) && type === "application/x-www-form-urlencoded" && verb === "POST";
          if (res.status >= 400)
            expect(res.headers.get("content-type")).toBe(
              formPage ? "text/html; charset=utf-8" : "application/json; charset=utf-8",
            );
        },
      ),
      { numRuns: 600 },
    );
  });
});

import type { Config } from "@netlify/functions";
import { ANALYTICS_INDUSTRY_IDS, ANALYTICS_PERIOD_IDS } from "../../src/domain/constants.ts";
import type { AnalyticsIndustryId, AnalyticsPeriodId } from "../../src/domain/entities.ts";
import { datasetRoute } from "../../src/server/api.ts";
import { loadData } from "../../src/server/dataset-reader.ts";
import { parseChoice } from "../../src/server/request.ts";

/** State rows for one industry (default all) and period (default 30d, the latest month's change). */
export default datasetRoute({ query: ["industry", "period"] }, async (url) => {
  const analytics = await loadData("analytics-states");
  const industries = ANALYTICS_INDUSTRY_IDS.filter((i) => i !== "all");
  const industry = (parseChoice(url.searchParams, "industry", industries) ?? "all") as AnalyticsIndustryId;
  const period = (parseChoice(url.searchParams, "period", ANALYTICS_PERIOD_IDS.slice(1), "30d") ??
    "30d") as AnalyticsPeriodId;
  return analytics.rows[industry]?.[period] ?? [];
});

export const config: Config = { path: "/api/analytics/states", method: "GET" };

import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { describe, expect, it } from "vitest";
import { REPORT_MIN_PAGES, REPORT_SIZE_TEXT } from "~/domain/constants.ts";
import OrderSummary from "~/features/checkout/OrderSummary.astro";
import ReportBanner from "~/features/dashboard/ReportBanner.astro";

describe("the report's advertised size", () => {
  it("is stated on the dashboard's banner and at checkout from the same figure", async () => {
    const container = await AstroContainer.create();
    const banner = await container.renderToString(ReportBanner);
    const checkout = await container.renderToString(OrderSummary);
    expect(REPORT_SIZE_TEXT).toBe(`${REPORT_MIN_PAGES}+ pages`);
    const text = (html: string) => html.replace(/<[^>]*>/g, "").replace(/\s+/g, " ");
    expect(text(banner)).toContain(`one PDF report of ${REPORT_SIZE_TEXT},`);
    expect(banner).toMatch(new RegExp(`data-testid="report-size"[^>]*>${REPORT_MIN_PAGES}\\+ pages<`));
    expect(text(checkout)).toContain(`(PDF, ${REPORT_SIZE_TEXT})`);
    expect(`${banner}${checkout}`).not.toMatch(/50\+ pages/);
  });
});

import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { describe, expect, it } from "vitest";
import Footer from "~/components/layout/Footer.astro";
import { copyrightYears } from "~/domain/copyright.ts";

describe("the footer's copyright years", () => {
  it("run from first publication (2025) to the year the pages were published, in UTC", () => {
    expect(copyrightYears(new Date("2025-06-01T00:00:00Z"))).toBe("2025");
    expect(copyrightYears(new Date("2026-11-25T12:00:00Z"))).toBe("2025–2026");
    expect(copyrightYears(new Date("2027-01-01T00:00:00Z"))).toBe("2025–2027");
    expect(copyrightYears(new Date("2026-12-31T23:30:00-05:00"))).toBe("2025–2027");
  });
});

describe("the footer", () => {
  const render = async (publishedAt: Date) =>
    (await AstroContainer.create()).renderToString(Footer, { props: { jobsTracked: 159_600_000, publishedAt } });

  it("names the year its pages were built, not a year frozen in the source", async () => {
    expect(await render(new Date("2027-03-04T00:00:00Z"))).toContain("© 2025–2027 US Jobs Analytics");
    expect(await render(new Date("2026-03-04T00:00:00Z"))).toContain("© 2025–2026 US Jobs Analytics");
  });

  it("claims timely official data, not real-time data", async () => {
    const html = await render(new Date("2026-03-04T00:00:00Z"));
    expect(html).toContain("Official data, updated on release day");
    expect(html).not.toMatch(/real-time/i);
  });
});

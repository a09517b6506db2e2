import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { describe, expect, it } from "vitest";
import { type ForecastRecord as Record, withScore } from "~/domain/outlook/record.ts";
import ForecastRecord from "~/features/outlook/ForecastRecord.astro";

const made: Record = {
  key: "v1/2026-08",
  madeAt: "2026-08-07T14:00:00.000Z",
  methodVersion: "1",
  method: "initial-claims",
  month: "2026-08",
  inputs: { rateThrough: "2026-07", initialClaimsThrough: "2026-08-01", continuedClaimsThrough: "2026-07-18" },
  value: 3.9,
  baseline: 4.1,
  intervals: [{ probability: 0.68, low: 3.7, high: 4 }],
  scores: [],
};
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
const render = async (records: Record[]) =>
  text(await (await AstroContainer.create()).renderToString(ForecastRecord, { props: { records } }));

describe("the record of live forecasts on /outlook", () => {
  it("says plainly that none has been made before the first", async () => {
    expect(await render([])).toContain(
      "The record of live forecasts starts with the first one this site publishes; none has been made yet.",
    );
  });

  it("shows a forecast not yet scored as such", async () => {
    const html = await render([made]);
    expect(html).toContain("1 month forecast, none scored yet");
    expect(html).toContain("August 2026 (method v1) Aug 07, 2026 3.9% 68% range 3.7–4.0% the same not out yet");
  });

  it("shows first print, latest figure, both errors and the running error against no change", async () => {
    const scored = withScore(
      withScore(made, 4.2, "2026-09-04T13:00:00.000Z") as Record,
      4.1,
      "2026-10-02T13:00:00.000Z",
    ) as Record;
    const html = await render([scored]);
    expect(html).toContain('Over 1 scored forecast, we missed by 0.20 point on average; "no change" missed by 0.00.');
    expect(html).toContain("3.9% 68% range 3.7–4.0% the same 4.2% 4.1% +0.2 0.0");
  });

  it("shows a month's last forecast before the release, scored, with its first beside it", async () => {
    const later: Record = {
      ...made,
      key: "v1/2026-08/2026-08-29+2026-08-22",
      madeAt: "2026-09-02T14:00:00.000Z",
      value: 4.1,
      intervals: [{ probability: 0.68, low: 3.9, high: 4.3 }],
    };
    const html = await render([
      withScore(made, 4.2, "2026-09-04T13:00:00.000Z") as Record,
      withScore(later, 4.2, "2026-09-04T13:00:00.000Z") as Record,
    ]);
    expect(html).toContain(
      "August 2026 (method v1) Sep 02, 2026 4.1% 68% range 3.9–4.3% 3.9% on Aug 07, 2026 (2 made) 4.2% 4.2% +0.1 +0.1",
    );
    expect(html).toContain("Over 1 scored forecast, we missed by 0.10 point on average");
  });
});

// @vitest-environment node
// The report's layoffs chart marks the months still arriving as the site's chart does: light bars, and a note that
// names them, by the same complete-month rule (lastCompleteMonth).

import PDFDocument from "pdfkit";
import { describe, expect, it, vi } from "vitest";
import { arrivingSpan, lastCompleteMonth, stillArriving, summarizeLayoffs } from "~/domain/layoffs.ts";
import { periodEnd, periodEndMonth } from "~/domain/periods.ts";
import { COLOR, ReportWriter } from "~/server/report/pdf-writer.ts";
import { drawLayoffs } from "~/server/report/section-layoffs.ts";
import { normalise, seedReportInput } from "./seed-input.ts";

describe("the report's layoffs chart", () => {
  const input = seedReportInput();
  const file = input.entities.layoffs;
  const completeThrough = lastCompleteMonth(periodEnd(file.referencePeriod));
  const months = summarizeLayoffs(file.data, periodEndMonth(file.referencePeriod)).byMonth;
  const arriving = months.filter((m) => stillArriving(m.month, completeThrough));

  /** Draws the layoffs section alone, recording the light fills and the text written. */
  function draw() {
    const doc = new PDFDocument({ autoFirstPage: false, bufferPages: true });
    const w = new ReportWriter(doc);
    const fills = vi.spyOn(doc, "fillAndStroke");
    const written: string[] = [];
    const write = w.write.bind(w);
    vi.spyOn(w, "write").mockImplementation((text, ...rest) => {
      written.push(text);
      return write(text, ...rest);
    });
    drawLayoffs({ w, input, period: periodEndMonth(file.referencePeriod) });
    // PDFKit's typings give fillAndStroke one argument; it takes the fill and the stroke colour.
    const light = (fills.mock.calls as unknown as [unknown, unknown][]).filter(
      ([fill, stroke]) => fill === COLOR.negativeLight && stroke === COLOR.negative,
    );
    doc.end();
    return { light: light.length, text: normalise(written.join(" ")) };
  }

  it("draws each month still arriving as a light, outlined bar, plus one key beside the note", () => {
    // The seed's register snapshot ends in August 2026: its newest months are still arriving.
    expect(arriving.length).toBeGreaterThan(0);
    expect(arriving.length).toBeLessThan(months.length);
    const withNotices = arriving.filter((m) => m.employees > 0).length;
    expect(withNotices).toBeGreaterThan(0);
    expect(draw().light).toBe(withNotices + 1);
  });

  it("names the months still arriving under the chart, in the site's words, and never calls them complete", () => {
    const span = arrivingSpan(
      months.map((m) => m.month),
      completeThrough,
    );
    const { text } = draw();
    expect(text).toContain(
      `Light bars: ${span}, notices still arriving. States publish notices days to weeks after they are filed, so these totals will grow.`,
    );
    expect(text).toMatch(new RegExp(`${span} (is|are) still filling in as states publish notices\\.`));
  });
});

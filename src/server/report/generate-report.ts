// Generates the paid market report, a PDF of at least REPORT_MIN_PAGES pages (domain/constants), from one dataset version.
//
// Library: PDFKit (npm `pdfkit`). Chosen over the other candidates in the npm registry because it is
// actively maintained (0.20.x, ~8M downloads a month) and gives exactly what a data report needs on a
// server: vector paths for the charts, real selectable text in the 14 standard PDF fonts (no font files
// to ship), text measurement and wrapping for tables, buffered pages so that "Page N of M" and the
// contents page can be written once the page count is known, named destinations and bookmarks, and a
// settable CreationDate so the output is deterministic. jsPDF targets the browser and draws text
// without layout; pdf-lib (last release 2021) has no text wrapping or measurement beyond the basics;
// pdfmake builds on PDFKit but hides the drawing API the charts need.
//
// Pure with respect to I/O: everything printed comes from `input` (no clock, no store, no randomness),
// so the same input gives the same bytes.
import PDFDocument from "pdfkit";
import { formatDate, formatPeriod } from "../../domain/format.ts";
import { drawContents } from "./contents.ts";
import type { ReportContext } from "./context.ts";
import { PAGE, pdfSafe, ReportWriter } from "./pdf-writer.ts";
import { newestReferenceMonth } from "./report-figures.ts";
import type { ReportInput } from "./report-types.ts";
import { drawCover, drawKeyFindings, reserveContents } from "./section-front.ts";
import { drawForecasts, drawLayoffs, drawReleases } from "./section-layoffs.ts";
import { drawCompanies, drawJobCategories, drawJobRoles, drawSkills } from "./section-market.ts";
import { drawAttributions, drawMethodology } from "./section-methodology.ts";
import { drawHiringTrends, drawNationalOverview, drawStateComparisons } from "./section-national.ts";
import { drawStateProfiles } from "./section-states.ts";

/** The report of `input`'s dataset as PDF bytes. */
export async function generateReport(input: ReportInput): Promise<Uint8Array<ArrayBuffer>> {
  const { manifest } = input;
  const period = newestReferenceMonth(manifest);
  const builtAt = new Date(manifest.builtAt);
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margins: { top: PAGE.top, bottom: PAGE.height - PAGE.bottom, left: PAGE.left, right: PAGE.width - PAGE.right },
    bufferPages: true,
    autoFirstPage: false,
    compress: true,
    lang: "en-US",
    displayTitle: true,
    info: {
      Title: pdfSafe(`US Employment Market Report, ${formatPeriod(period)}`),
      Author: "US Jobs Analytics",
      Subject: pdfSafe(
        `US labor market report generated for dataset version ${manifest.version}, data as of ${formatDate(manifest.builtAt)}`,
      ),
      Keywords: "US employment, labor market, unemployment, job openings, states, layoffs, skills",
      Creator: "US Jobs Analytics",
      // From the dataset, not the clock: the same dataset gives byte-identical reports.
      CreationDate: builtAt,
      ModDate: builtAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<void>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve());
    doc.on("error", reject);
  });

  const w = new ReportWriter(doc);
  const ctx: ReportContext = { w, input, period };
  drawCover(ctx);
  const contentsPage = reserveContents(ctx);
  drawKeyFindings(ctx);
  drawNationalOverview(ctx);
  drawHiringTrends(ctx);
  drawStateComparisons(ctx);
  drawStateProfiles(ctx);
  drawJobCategories(ctx);
  drawJobRoles(ctx);
  drawSkills(ctx);
  drawCompanies(ctx);
  drawLayoffs(ctx);
  drawForecasts(ctx);
  drawReleases(ctx);
  drawMethodology(ctx);
  drawAttributions(ctx);

  drawContents(w, contentsPage);
  w.finish(`Dataset version ${manifest.version} | Data as of ${formatDate(manifest.builtAt)}`);
  doc.end();
  await done;
  // A copy on its own ArrayBuffer (Buffer.concat may return a view of a shared pool).
  return new Uint8Array(Buffer.concat(chunks));
}

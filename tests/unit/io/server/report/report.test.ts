// @vitest-environment node
import { beforeAll, describe, expect, it } from "vitest";
import { REPORT_MIN_PAGES } from "~/domain/constants.ts";
import { formatCount, formatPercent } from "~/domain/format.ts";
import { newerReleases } from "~/domain/report-coverage.ts";
import { BLS_DISCLAIMER, generateReport, type ReportInput } from "~/server/report/index.ts";
import { normalise, readPdf, seedReportInput } from "./seed-input.ts";

describe("the market report generated from the committed seed", () => {
  let input: ReportInput;
  let pdf: Uint8Array;
  let pages: number;
  let text: string[];
  let all: string;

  beforeAll(async () => {
    input = seedReportInput();
    const started = performance.now();
    const cpu = process.cpuUsage();
    pdf = await generateReport(input);
    const ms = performance.now() - started;
    const { user, system } = process.cpuUsage(cpu);
    // A report line, not an assertion: the benchmark measures and budgets generation time.
    console.log(
      `[report] generated ${pdf.byteLength.toLocaleString("en-US")} bytes in ${ms.toFixed(0)} ms (CPU ${((user + system) / 1000).toFixed(0)} ms)`,
    );
    ({ pages, text } = await readPdf(pdf));
    all = text.join(" ");
  }, 60_000);

  it("is a PDF of at least REPORT_MIN_PAGES pages, as the checkout page says, each numbered 'Page N of M'", () => {
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe("%PDF-");
    expect(pages).toBeGreaterThanOrEqual(REPORT_MIN_PAGES);
    // The advertised size stays close to the real one (92 pages from today's seed), not a stale lower figure.
    expect(pages - REPORT_MIN_PAGES).toBeLessThan(10);
    text.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages}`);
    });
  });

  it("calls WARN notices planned layoffs, not forecasts with a confidence", () => {
    expect(all).toContain("Planned layoffs and recent layoff rates");
    expect(all).toContain("Filed WARN notices");
    for (const wrong of ["Layoff forecasts", "Confidence: High", "already scheduled"])
      expect(all.match(new RegExp(`.{0,80}${wrong}.{0,40}`))?.[0]).toBeUndefined();
  });

  it("says which dataset version and date it was generated for", () => {
    expect(text[0]).toContain(`Generated for dataset version ${input.manifest.version}`);
    expect(text[0]).toContain("Data as of Aug 22, 2026");
    // No single "data through" month: each source's newest month, from the manifest.
    expect(text[0]).not.toContain("Data through");
    expect(text[0]).toContain(
      "How recent the figures are National unemployment rate and payroll jobs (BLS Employment Situation) through July 2026; payroll jobs by industry (BLS CES) through February 2026; job openings (BLS JOLTS) through June 2026;",
    );
    expect(text[0]).toContain(
      "state unemployment rates (BLS LAUS) through July 2026; state payroll jobs (BLS CES State and Area) through April 2026;",
    );
    expect(text[0]).toContain("WARN layoff notices through August 8, 2026;");
    expect(text[0]).not.toContain("BLS has released newer figures");
  });

  it("names on the cover the BLS releases newer than its figures that were out when it was generated", async () => {
    const calendar = [
      { release: "employment-situation" as const, period: "2026-07", date: "2026-08-07", time: "08:30" },
      { release: "employment-situation" as const, period: "2026-08", date: "2026-09-04", time: "08:30" },
      { release: "employment-situation" as const, period: "2026-09", date: "2026-10-02", time: "08:30" },
      { release: "jolts" as const, period: "2026-07", date: "2026-09-01", time: "10:00" },
    ];
    const sources = Object.values(input.manifest.entities).flatMap((e) => e.sources);
    const newer = newerReleases(sources, input.manifest.builtAt, calendar, new Date("2026-09-10T12:00:00Z"));
    const { text: withNewer } = await readPdf(await generateReport({ ...input, newer }));
    expect(withNewer[0]).toContain(
      "BLS has released newer figures since this data was compiled: Employment Situation for August 2026, released September 4, 2026; Job Openings and Labor Turnover Survey for July 2026, released September 1, 2026.",
    );
    // The September figures were not out yet on September 10.
    expect(withNewer[0]).not.toContain("for September 2026");
  }, 60_000);

  it("has a contents page listing the sections with their page numbers", () => {
    const contents = text[1]!;
    expect(contents).toContain("Contents");
    const overview = text.findIndex((t) => t.includes("National overview The national labor market"));
    expect(overview).toBeGreaterThan(1);
    expect(contents).toContain(`National overview ${overview + 1}`);
    const methodology = text.findIndex((t) => t.includes("Methodology and sources How every dataset"));
    expect(contents).toContain(`Methodology and sources ${methodology + 1}`);
  });

  it("has a page for every state and DC, with its figures and rankings", () => {
    for (const state of input.entities.states.data) {
      const page = text.find((t) => t.includes(`${state.name} ${state.code} | State profile`));
      expect(page, state.name).toBeDefined();
      expect(page).toContain(formatCount(state.totalJobs));
      expect(page).toContain(formatPercent(state.unemploymentRate));
      expect(page).toContain(`Most specialised occupation group: ${state.topIndustry}`);
      expect(page).toContain("of 51");
    }
  });

  it("shows figures equal to the seed's", () => {
    const metrics = input.entities["employment-metrics"].data;
    const overview = text.find((t) => t.includes("National overview The national labor market"))!;
    expect(overview).toContain(`UNEMPLOYMENT RATE ${formatPercent(metrics.unemploymentRate)}`);

    const california = input.entities.states.data.find((s) => s.code === "CA")!;
    const caPage = text.find((t) => t.includes("California CA | State profile"))!;
    expect(caPage).toContain(`UNEMPLOYMENT RATE ${formatPercent(california.unemploymentRate)}`);

    const top = [...input.entities.companies.data].sort((a, b) => b.openings - a.openings)[0]!;
    const companies = text.find((t) => t.includes("Companies hiring The 25 employers"))!;
    expect(companies).toContain(`1 ${top.name}`);
    expect(companies).toContain(formatCount(top.openings));
  });

  it("contains the required attributions verbatim and the BLS disclaimer", () => {
    expect(input.manifest.attributions.length).toBeGreaterThanOrEqual(3);
    for (const attribution of input.manifest.attributions) expect(all).toContain(normalise(attribution));
    expect(all).toContain("Indeed Hiring Lab, Job Postings Index");
    expect(all).toContain("Used under the CC BY 4.0 license");
    expect(all).toContain("Dingel, J. & Neiman, B. (2020)");
    expect(all).toContain(BLS_DISCLAIMER);
  });

  it("documents every dataset's sources and methodology from the manifest", () => {
    for (const entry of Object.values(input.manifest.entities)) {
      for (const source of entry.sources) expect(all).toContain(normalise(`${source.publisher}, ${source.title}`));
      for (const [field, method] of Object.entries(entry.methodology)) {
        // Characters outside the standard fonts' encoding are written as ASCII look-alikes.
        const head = normalise(method).slice(0, 40);
        if (/^[\x20-\x7e]+$/.test(head)) expect(all).toContain(`${field}: ${head}`);
      }
    }
  });

  it("is deterministic: the same input gives the same bytes", async () => {
    const again = await generateReport(input);
    expect(Buffer.from(again).equals(Buffer.from(pdf))).toBe(true);
  }, 60_000);

  it("prints what the input says, not fixed figures", async () => {
    const changed: ReportInput = structuredClone(input);
    (changed.manifest as { version: string }).version = "0123456789abcdef";
    const ca = changed.entities.states.data.find((s) => s.code === "CA")!;
    ca.unemploymentRate = "9.7";
    const changedPdf = await generateReport(changed);
    const { text: changedText } = await readPdf(changedPdf);
    expect(changedText[0]).toContain("Generated for dataset version 0123456789abcdef");
    expect(changedText.find((t) => t.includes("California CA | State profile"))).toContain("UNEMPLOYMENT RATE 9.7%");
    expect(changedText.find((t) => t.includes("Unemployment rate by state State unemployment"))).toContain(
      "California 9.7%",
    );
  }, 60_000);
});

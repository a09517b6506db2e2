/**
 * Hiring trends of the five dashboard industries, last 24 months, in two measures: JOLTS hires (people added to
 * payrolls during the month) where BLS publishes them for the industry and the input holds them, and CES employment
 * (people on payrolls) for all five. Each line says which published industry and series it plots.
 */

import { HIRING_TREND_INDUSTRY_IDS } from "../../domain/constants.ts";
import type { HiringTrendIndustryId, HiringTrendMeasure, HiringTrends } from "../../domain/entities.ts";
import { formatPeriod, formatReferencePeriod } from "../../domain/format.ts";
import { addMonths } from "../../domain/periods.ts";
import type { Source } from "../../domain/provenance.ts";
import type { Inputs } from "../load-inputs.ts";
import { compareText, fromThousands } from "../numbers.ts";
import { InputError } from "../pipeline-errors.ts";
import { BLS_FILES } from "../readers/bls.ts";
import { CES_EXTRA_SECTORS } from "../readers/ces-sectors.ts";
import { latest, type MonthlySeries, valueAt } from "../series.ts";
import { sourceFor } from "../source-catalogue.ts";
import type { EntityBuild } from "./builder-types.ts";

export const TREND_MONTHS = 24;

const NAMES: Readonly<Record<HiringTrendIndustryId, string>> = {
  technology: "Technology",
  healthcare: "Healthcare",
  finance: "Finance",
  manufacturing: "Manufacturing",
  education: "Education",
};

const INFORMATION_NOTE =
  "'Information' (publishing incl. software, telecommunications, data processing and hosting, broadcasting, film) is the published industry closest to 'technology'; computer systems design is counted in professional and business services and is not included.";

/** The JOLTS industry whose hires stand for each dashboard industry. */
export const HIRES_INDUSTRIES: Readonly<Record<HiringTrendIndustryId, { industry: string; note?: string }>> = {
  technology: { industry: "Information", note: INFORMATION_NOTE },
  healthcare: { industry: "Health care and social assistance" },
  finance: { industry: "Finance and insurance" },
  manufacturing: { industry: "Manufacturing" },
  education: {
    industry: "Educational services",
    note: "Private educational services; public schools and universities are counted in government.",
  },
};

/**
 * The CES sector each dashboard industry plots. A line plots only the sector its name says: the private education
 * and health services supersector (CES6500000001) is neither "Healthcare" nor "Education", so when the separate
 * sector is missing the industry is listed as not shown, never drawn from the supersector.
 */
export const EMPLOYMENT_INDUSTRIES: Readonly<Record<HiringTrendIndustryId, { sector: string; note?: string }>> = {
  technology: { sector: "Information", note: INFORMATION_NOTE },
  healthcare: {
    sector: "Health care and social assistance",
    note: "Health care and social assistance (CES6562000001): hospitals, ambulatory care, nursing and residential care, and social assistance such as child care.",
  },
  finance: {
    sector: "Financial activities",
    note: "The 'Financial activities' supersector: finance and insurance plus real estate, rental and leasing.",
  },
  manufacturing: { sector: "Manufacturing" },
  education: {
    sector: "Educational services",
    note: "Private educational services; public schools are counted in government.",
  },
};

interface Line {
  id: HiringTrendIndustryId;
  plotted: string;
  series: MonthlySeries;
  note?: string;
}

/** The last TREND_MONTHS months every line has, as counts (thousands × 1,000). */
function window(
  lines: readonly Line[],
  file: string,
): { start: string; end: string; points: HiringTrendMeasure["points"] } {
  const end = lines.map((l) => latest(l.series).month).sort(compareText)[0] ?? "";
  const start = addMonths(end, -(TREND_MONTHS - 1));
  const points: HiringTrendMeasure["points"] = [];
  for (let i = 0; i < TREND_MONTHS; i += 1) {
    const month = addMonths(start, i);
    const values: Partial<Record<HiringTrendIndustryId, number>> = {};
    for (const line of lines) {
      const value = valueAt(line.series, month);
      if (value === undefined) throw new InputError(file, `${line.series.id} has no value for ${month}`);
      values[line.id] = fromThousands(value);
    }
    points.push({ month, values });
  }
  return { start, end, points };
}

function measure(
  head: Pick<HiringTrendMeasure, "id" | "name" | "unit">,
  lines: readonly Line[],
  unavailable: HiringTrendMeasure["unavailable"],
  file: string,
  sentence: (period: string) => string,
): HiringTrendMeasure {
  const { start, end, points } = window(lines, file);
  const referencePeriod = `${start}/${end}`;
  return {
    ...head,
    description: sentence(referencePeriod),
    referencePeriod,
    industries: lines.map((l) => ({
      id: l.id,
      name: NAMES[l.id],
      series: l.series.id,
      plotted: l.plotted,
      ...(l.note ? { note: l.note } : {}),
    })),
    unavailable,
    points,
  };
}

export function buildHiringTrends(
  inputs: Pick<Inputs, "industryEmployment" | "industryHires">,
): EntityBuild<"hiring-trends"> {
  const hireLines: Line[] = [];
  const noHires: HiringTrendMeasure["unavailable"] = [];
  for (const id of HIRING_TREND_INDUSTRY_IDS) {
    const { industry, note } = HIRES_INDUSTRIES[id];
    const series = inputs.industryHires.series.get(industry);
    if (series) hireLines.push({ id, plotted: industry, series, ...(note ? { note } : {}) });
    else
      noHires.push({
        id,
        name: NAMES[id],
        reason: `BLS publishes monthly hires for ${industry}, but this dataset does not hold them yet${
          inputs.industryEmployment.has(EMPLOYMENT_INDUSTRIES[id].sector)
            ? "; the Employment view shows this industry"
            : ""
        }.`,
      });
  }

  // The sector each line's name says, even when it ends earlier than the others: the window ends with the newest
  // month every line has. A sector the input lacks is named as not shown.
  const employmentLines: Line[] = [];
  const noEmployment: HiringTrendMeasure["unavailable"] = [];
  for (const id of HIRING_TREND_INDUSTRY_IDS) {
    const { sector, note } = EMPLOYMENT_INDUSTRIES[id];
    const series = inputs.industryEmployment.get(sector);
    if (series) employmentLines.push({ id, plotted: sector, series, ...(note ? { note } : {}) });
    else
      noEmployment.push({
        id,
        name: NAMES[id],
        reason: `BLS publishes monthly employment for ${sector} on its own, but this dataset holds it only inside a wider supersector, which would not be ${NAMES[id]} alone.`,
      });
  }
  if (employmentLines.length === 0)
    throw new InputError(BLS_FILES.cesIndustries, "no CES sector of the dashboard's industries");

  const measures: HiringTrends["measures"] = [];
  const sources: Source[] = [];
  if (hireLines.length > 0) {
    const vintage = inputs.industryHires.vintage;
    const hires = measure(
      { id: "hires", name: "Hires", unit: "hires" },
      hireLines,
      noHires,
      BLS_FILES.joltsIndustryHires,
      (period) =>
        `JOLTS hires by industry: the number of people added to payrolls during each month, seasonally adjusted, ${formatReferencePeriod(period)}, ${vintage}.`,
    );
    measures.push(hires);
    sources.push(sourceFor("bls-jolts-industry-hires", hires.referencePeriod));
  }
  const employment = measure(
    { id: "employment", name: "Employment", unit: "jobs" },
    employmentLines,
    noEmployment,
    BLS_FILES.cesIndustries,
    (period) =>
      `CES employment by industry: the number of jobs on payrolls (all employees), seasonally adjusted, ${formatReferencePeriod(period)}. Employment levels, not hires.`,
  );
  measures.push(employment);
  sources.push(sourceFor("bls-ces-industries", employment.referencePeriod));
  if (employmentLines.some((l) => l.series.id === CES_EXTRA_SECTORS["Health care and social assistance"]))
    sources.push(sourceFor("bls-ces-health-care", employment.referencePeriod));

  const newest =
    measures
      .map((m) => m.referencePeriod)
      .sort(compareText)
      .at(-1) ?? employment.referencePeriod;
  const hiresMeasure = measures.find((m) => m.id === "hires");
  return {
    entity: "hiring-trends",
    data: { measures },
    referencePeriod: newest,
    asOf: measures.map((m) => `${m.name}: ${formatReferencePeriod(m.referencePeriod)}`).join("; "),
    sources,
    methodology: {
      measures: `Two measures, switched by the chart's buttons. Hires (JOLTS, the Job Openings and Labor Turnover Survey) count the people added to payrolls during the month: the measure of hiring. ${
        hiresMeasure
          ? `The dataset holds monthly hires for ${hiresMeasure.industries.map((i) => i.plotted).join(", ")}${noHires.length > 0 ? `; not for ${noHires.map((u) => HIRES_INDUSTRIES[u.id].industry).join(" or ")}, so those lines appear only under Employment where it has them` : ""}.`
          : "The dataset holds no monthly hires by industry, so only Employment is shown."
      } Employment (CES, the Current Employment Statistics survey) counts the jobs on payrolls in the month, through ${formatPeriod(employment.referencePeriod.split("/")[1] ?? "")}: a level, not a flow of hires. Both are seasonally adjusted and shown as counts (thousands × 1,000) for the last ${TREND_MONTHS} months every line of the measure has.`,
      industries:
        "Each dashboard industry is the published industry named in its 'plotted' field and series id. An industry whose own sector the dataset lacks is listed as not shown, never drawn from a wider supersector (education and health services is neither Healthcare nor Education alone).",
      index:
        "'Index' shows each line relative to the first month of the chosen range (= 100), so industries of different size can be compared by their movement.",
    },
    count: measures.reduce((n, m) => n + m.points.length, 0),
  };
}

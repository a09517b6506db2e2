/** Hiring trends: national CES employment of the five dashboard industries, last 24 months. */

import { HIRING_TREND_INDUSTRY_IDS } from "../../domain/constants.ts";
import type { HiringTrendIndustryId, HiringTrends } from "../../domain/entities.ts";
import { formatReferencePeriod } from "../../domain/format.ts";
import { addMonths } from "../../domain/periods.ts";
import { InputError } from "../errors.ts";
import type { Inputs } from "../load-inputs.ts";
import { compareText, fromThousands } from "../numbers.ts";
import { BLS_FILES } from "../readers/bls.ts";
import { latest, valueAt } from "../series.ts";
import { sourceFor } from "../sources.ts";
import type { EntityBuild } from "./types.ts";

export const TREND_MONTHS = 24;

/** Each dashboard industry and the CES sector that stands for it. */
export const TREND_INDUSTRIES: Readonly<
  Record<HiringTrendIndustryId, { name: string; sector: string; note?: string }>
> = {
  technology: {
    name: "Technology",
    sector: "Information",
    note: "CES 'Information' supersector (publishing incl. software, telecommunications, data processing and hosting, broadcasting, film): the published monthly series closest to 'technology'. Computer systems design is counted in professional and business services and is not included.",
  },
  healthcare: {
    name: "Healthcare",
    sector: "Education and health services",
    note: "BLS publishes private education and health services as one supersector (CES6500000001); the Healthcare and Education lines plot the same series.",
  },
  finance: {
    name: "Finance",
    sector: "Financial activities",
    note: "CES 'Financial activities' supersector: finance and insurance plus real estate, rental and leasing.",
  },
  manufacturing: { name: "Manufacturing", sector: "Manufacturing" },
  education: {
    name: "Education",
    sector: "Education and health services",
    note: "BLS publishes private education and health services as one supersector (CES6500000001); the Healthcare and Education lines plot the same series. Public schools are counted in government and are not included.",
  },
};

export function buildHiringTrends(inputs: Pick<Inputs, "industryEmployment">): EntityBuild<"hiring-trends"> {
  const file = BLS_FILES.cesIndustries;
  const seriesOf = (sector: string) => {
    const series = inputs.industryEmployment.get(sector);
    if (!series) throw new InputError(file, `CES sector ${JSON.stringify(sector)} is missing`);
    return series;
  };
  const used = HIRING_TREND_INDUSTRY_IDS.map((id) => seriesOf(TREND_INDUSTRIES[id].sector));
  const end = used.map((s) => latest(s).month).sort(compareText)[0] ?? "";
  const start = addMonths(end, -(TREND_MONTHS - 1));

  const points: HiringTrends["points"] = [];
  for (let i = 0; i < TREND_MONTHS; i += 1) {
    const month = addMonths(start, i);
    const values = {} as Record<HiringTrendIndustryId, number>;
    for (const id of HIRING_TREND_INDUSTRY_IDS) {
      const value = valueAt(seriesOf(TREND_INDUSTRIES[id].sector), month);
      if (value === undefined) throw new InputError(file, `${TREND_INDUSTRIES[id].sector} has no value for ${month}`);
      values[id] = fromThousands(value);
    }
    points.push({ month, values });
  }

  const industries = HIRING_TREND_INDUSTRY_IDS.map((id) => {
    const def = TREND_INDUSTRIES[id];
    return { id, name: def.name, series: seriesOf(def.sector).id, ...(def.note ? { note: def.note } : {}) };
  });
  const referencePeriod = `${start}/${end}`;
  return {
    entity: "hiring-trends",
    data: { industries, points },
    referencePeriod,
    asOf: formatReferencePeriod(referencePeriod),
    sources: [sourceFor("bls-ces-industries", referencePeriod)],
    methodology: {
      points: `CES national employment, all employees, seasonally adjusted, monthly from ${start} to ${end} (the last ${TREND_MONTHS} months every series has), as job counts (thousands × 1,000). These are employment levels, not hires: the chart shows how many people each industry employs.`,
      industries:
        "Each dashboard industry is the CES supersector named in its 'series' and 'note'; where BLS merges two industries the note says so.",
    },
    count: points.length,
  };
}

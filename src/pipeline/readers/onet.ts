/** O*NET database text files: tab-delimited, no quoting, a header row. */
import { MONTH_NAMES } from "../../domain/format.ts";
import { InputError, requireNumber, requireText } from "../pipeline-errors.ts";
import { readDelimited } from "./csv.ts";
import { readText } from "./files.ts";

export const ONET_DIR = "onet";
export const ONET_FILES = {
  technologySkills: `${ONET_DIR}/Technology Skills.txt`,
  jobZones: `${ONET_DIR}/Job Zones.txt`,
  readMe: `${ONET_DIR}/Read Me.txt`,
} as const;

export interface TechnologySkill {
  /** O*NET-SOC code "15-1252.00". */
  readonly onetCode: string;
  /** The 6-digit SOC code it belongs to, "15-1252". */
  readonly soc: string;
  /** The technology, e.g. "Python". */
  readonly example: string;
  readonly commodityTitle: string;
  readonly hot: boolean;
  readonly inDemand: boolean;
}

const ONET_CODE = /^(\d{2}-\d{4})\.\d{2}$/;

function flag(raw: string | undefined, file: string, line: number, column: string): boolean {
  if (raw === "Y") return true;
  if (raw === "N") return false;
  throw new InputError(file, `column "${column}" must be Y or N, got ${JSON.stringify(raw)}`, line);
}

function socOf(onetCode: string, file: string, line: number): string {
  const match = ONET_CODE.exec(onetCode);
  if (!match?.[1]) throw new InputError(file, `bad O*NET-SOC code ${JSON.stringify(onetCode)}`, line);
  return match[1];
}

/** Technology Skills.txt: one row per occupation × technology example. */
export function readTechnologySkills(root: string, file: string = ONET_FILES.technologySkills): TechnologySkill[] {
  const table = readDelimited(root, file, {
    delimiter: "\t",
    quoted: false,
    required: ["O*NET-SOC Code", "Example", "Commodity Title", "Hot Technology", "In Demand"],
  });
  return table.rows.map(({ line, values }) => {
    const onetCode = requireText(values["O*NET-SOC Code"], { file, line, column: "O*NET-SOC Code" });
    return {
      onetCode,
      soc: socOf(onetCode, file, line),
      example: requireText(values["Example"], { file, line, column: "Example" }),
      commodityTitle: requireText(values["Commodity Title"], { file, line, column: "Commodity Title" }),
      hot: flag(values["Hot Technology"], file, line, "Hot Technology"),
      inDemand: flag(values["In Demand"], file, line, "In Demand"),
    };
  });
}

export interface JobZone {
  readonly onetCode: string;
  readonly soc: string;
  /** 1 (little or no preparation) … 5 (extensive preparation). */
  readonly zone: number;
}

/** Job Zones.txt. */
export function readJobZones(root: string, file: string = ONET_FILES.jobZones): JobZone[] {
  const table = readDelimited(root, file, { delimiter: "\t", quoted: false, required: ["O*NET-SOC Code", "Job Zone"] });
  return table.rows.map(({ line, values }) => {
    const onetCode = requireText(values["O*NET-SOC Code"], { file, line, column: "O*NET-SOC Code" });
    const zone = requireNumber(values["Job Zone"], { file, line, column: "Job Zone" });
    if (!Number.isInteger(zone) || zone < 1 || zone > 5) {
      throw new InputError(file, `Job Zone must be 1–5, got ${zone}`, line);
    }
    return { onetCode, soc: socOf(onetCode, file, line), zone };
  });
}

/** The version and release lines of Read Me.txt, e.g. "O*NET 29.3 Database", "May 2025 Release" (month "2025-05"). */
export function readOnetVersion(
  root: string,
  file: string = ONET_FILES.readMe,
): { version: string; release: string; month: string } {
  const lines = readText(root, file)
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  const version = lines[0];
  if (!version || !/^O\*NET \d+\.\d+ Database$/.test(version)) {
    throw new InputError(file, `first line should read "O*NET <n.n> Database", got ${JSON.stringify(version)}`, 1);
  }
  const release = lines[1] ?? "";
  const match = /^(\w+) (\d{4}) Release$/.exec(release);
  const monthIndex = match?.[1] ? MONTH_NAMES.indexOf(match[1]) : -1;
  if (!match?.[2] || monthIndex < 0) {
    throw new InputError(file, `second line should read "<Month> <year> Release", got ${JSON.stringify(release)}`, 2);
  }
  return { version, release, month: `${match[2]}-${String(monthIndex + 1).padStart(2, "0")}` };
}

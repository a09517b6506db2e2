/** Dingel & Neiman (2020) teleworkability by BLS 6-digit SOC code (CSV). */
import { InputError, requireNumber, requireText } from "../pipeline-errors.ts";
import { readDelimited } from "./csv.ts";

export const TELEWORK_FILE = "dingel_neiman_telework/onet_teleworkable_blscodes.csv";

export interface Teleworkability {
  readonly title: string;
  /** Share of the occupation's work that can be done at home, 0–1. */
  readonly share: number;
}

/** SOC code (the file's OES May 2018 codes) → title and teleworkability share. */
export function readTeleworkability(root: string, file: string = TELEWORK_FILE): ReadonlyMap<string, Teleworkability> {
  const table = readDelimited(root, file, { required: ["OCC_CODE", "OES_TITLE", "teleworkable"] });
  const out = new Map<string, Teleworkability>();
  for (const { line, values } of table.rows) {
    const code = requireText(values["OCC_CODE"], { file, line, column: "OCC_CODE" });
    if (!/^\d{2}-\d{4}$/.test(code)) throw new InputError(file, `bad OCC_CODE ${JSON.stringify(code)}`, line);
    const share = requireNumber(values["teleworkable"], { file, line, column: "teleworkable" });
    if (share < 0 || share > 1) throw new InputError(file, `teleworkable must be within 0–1, got ${share}`, line);
    out.set(code, { title: requireText(values["OES_TITLE"], { file, line, column: "OES_TITLE" }), share });
  }
  return out;
}

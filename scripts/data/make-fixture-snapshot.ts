/**
 * Cuts the public raw-data snapshot into the small fixture snapshot committed in tests/fixtures/raw-snapshot/: every
 * file the pipeline's loadInputs reads (and the extra files the fake upstreams serve), in the same layout and format,
 * with the row-level files cut to a few occupations, metro areas, boards and WARN states. State-level files keep all
 * 50 states and DC; the monthly series are kept whole, newest months included. Deterministic: the same snapshot gives the same bytes.
 *
 *   npm run data:fixture [-- --from DIR] [--out DIR]
 *
 * --from  the full snapshot (default DATA_RAW_DIR, else ../shared/data/raw, relative to the repository root)
 * --out   the fixture folder (default tests/fixtures/raw-snapshot); its data folders are replaced, PROVENANCE.md is kept
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { fullRawSnapshotPath } from "../lib/raw-snapshot.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Detailed SOC occupations the fixture keeps, across OEWS, projections, O*NET and the metro areas. */
export const FIXTURE_OCCUPATIONS = [
  "11-1021", // General and operations managers
  "13-1111", // Management analysts
  "13-2011", // Accountants and auditors
  "15-1211", // Computer systems analysts
  "15-1251", // Computer programmers
  "15-1252", // Software developers (not rated by O*NET 29.3)
  "15-1253", // Software quality assurance analysts and testers
  "15-1254", // Web developers
  "15-1299", // Computer occupations, all other (O*NET specialties 15-1299.xx)
  "15-2051", // Data scientists
  "25-2021", // Elementary school teachers
  "27-2011", // Actors (hourly wages only)
  "29-1141", // Registered nurses
  "29-2061", // Licensed practical and licensed vocational nurses
  "31-1131", // Nursing assistants
  "31-9092", // Medical assistants
  "35-2014", // Cooks, restaurant
  "35-3023", // Fast food and counter workers
  "41-2011", // Cashiers
  "41-2031", // Retail salespersons
  "43-4051", // Customer service representatives
  "43-6014", // Secretaries and administrative assistants
  "47-2111", // Electricians
  "49-9071", // Maintenance and repair workers, general
  "51-4121", // Welders, cutters, solderers, and brazers
  "53-3032", // Heavy and tractor-trailer truck drivers
  "53-7062", // Laborers and freight, stock, and material movers, hand
] as const;

/** OEWS areas kept: five metro areas in five states, and one nonmetropolitan area. */
export const FIXTURE_AREAS = ["10900", "12420", "35620", "41940", "42660", "4800005"] as const;
/** Greenhouse and Ashby boards kept (whole files). */
export const FIXTURE_GREENHOUSE = ["airbnb", "twilio", "webflow", "welbehealth", "yext", "zocdoc", "zuora"] as const;
export const FIXTURE_ASHBY = ["camber", "clipboard", "double", "kindred", "phil", "sola"] as const;
/** WARN states kept: California (the earlier 16-column schema), Pennsylvania (effective dates only), and four more. */
export const FIXTURE_WARN_STATES = ["ca", "de", "ny", "pa", "tx", "wa"] as const;
/** WARN notices kept: notice date (or effective date where there is none) on or after this day. */
export const WARN_FROM = "2026-01-01";
/** Indeed state rows kept from this day on (the national file is kept whole). */
export const INDEED_STATES_FROM = "2026-01-01";
/** The Muse postings kept: the first ones of the feed. */
export const MUSE_POSTINGS = 40;
/** A fixed timestamp for the rewritten workbooks (their properties and zip entries). */
const WORKBOOK_DATE = new Date("2026-01-01T00:00:00Z");

const socs: ReadonlySet<string> = new Set(FIXTURE_OCCUPATIONS);
const onetKept = (code: string | undefined) => !!code && socs.has(code.slice(0, 7));

// ---------------------------------------------------------------- text helpers

function readRaw(from: string, file: string): string {
  return readFileSync(path.join(from, file), "utf8");
}

function write(out: string, file: string, content: string | Buffer): void {
  const full = path.join(out, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
}

function copy(from: string, out: string, file: string): void {
  mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
  copyFileSync(path.join(from, file), path.join(out, file));
}

/** Delimited text with only the records `keep` accepts, each record written exactly as it was (quoting, line end). */
function filterRecords(
  text: string,
  keep: (row: Record<string, string>) => boolean,
  options: { delimiter?: string; quoted?: boolean } = {},
): string {
  const records = parse(text, {
    bom: false,
    delimiter: options.delimiter ?? ",",
    quote: options.quoted === false ? false : '"',
    raw: true,
    skip_empty_lines: true,
    relax_column_count: true,
  }) as unknown as { record: string[]; raw: string }[];
  const [head, ...rows] = records;
  if (!head) throw new Error("empty delimited file");
  const header = head.record.map((h) => h.replace(/^\uFEFF/, "").trim());
  const ending = /\r?\n$/.exec(head.raw)?.[0] ?? "\n";
  const kept = rows.filter((r) => keep(Object.fromEntries(header.map((h, i) => [h, r.record[i] ?? ""]))));
  const lines = [head, ...kept].map((r) => (/\r?\n$/.test(r.raw) ? r.raw : `${r.raw}${ending}`));
  return lines.join("");
}

/** JSON written back the way the original file was: compact, or indented by the original's step. */
function writeJsonLike(original: string, value: unknown): string {
  const indent = /^[[{]\r?\n( +)/.exec(original)?.[1]?.length ?? 0;
  const text = JSON.stringify(value, null, indent || undefined);
  return original.endsWith("\n") ? `${text}\n` : text;
}

// ---------------------------------------------------------------- workbooks

/** Sets every DOS date and time of a zip's local and central headers to `date`, so the bytes do not depend on the clock. */
function fixZipTimes(buffer: Buffer, date: Date): Buffer {
  const dosTime = (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2);
  const dosDate = ((date.getUTCFullYear() - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate();
  let end = buffer.length - 22;
  while (end >= 0 && buffer.readUInt32LE(end) !== 0x06054b50) end -= 1;
  if (end < 0) throw new Error("not a zip file: no end of central directory");
  const entries = buffer.readUInt16LE(end + 10);
  let at = buffer.readUInt32LE(end + 16);
  for (let i = 0; i < entries; i += 1) {
    if (buffer.readUInt32LE(at) !== 0x02014b50) throw new Error("bad central directory entry");
    buffer.writeUInt16LE(dosTime, at + 12);
    buffer.writeUInt16LE(dosDate, at + 14);
    const local = buffer.readUInt32LE(at + 42);
    if (buffer.readUInt32LE(local) !== 0x04034b50) throw new Error("bad local file header");
    buffer.writeUInt16LE(dosTime, local + 10);
    buffer.writeUInt16LE(dosDate, local + 12);
    at += 46 + buffer.readUInt16LE(at + 28) + buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32);
  }
  return buffer;
}

type CellText = string | number | null;

function cellText(value: ExcelJS.CellValue): CellText {
  if (value === null || value === undefined) return null;
  if (typeof value === "number" || typeof value === "string") return value;
  if (typeof value === "object" && "richText" in value) return value.richText.map((p) => p.text).join("");
  if (typeof value === "object" && "result" in value) return cellText(value.result as ExcelJS.CellValue);
  return String(value);
}

interface SheetCut {
  /** Worksheet name; the first worksheet when omitted (the name is written as the source has it). */
  readonly name?: string;
  /** Keeps a worksheet row (1-based number, its cells as text by column number). */
  readonly keep: (row: number, cells: readonly CellText[]) => boolean;
}

/**
 * A workbook with the named worksheets only, each with the rows `keep` accepts, in order and without gaps; cell
 * values are copied as they are (styles and merges are not).
 */
async function cutWorkbook(from: string, out: string, file: string, sheets: readonly SheetCut[]): Promise<void> {
  const source = new ExcelJS.Workbook();
  await source.xlsx.readFile(path.join(from, file));
  const target = new ExcelJS.Workbook();
  target.creator = "make-fixture-snapshot";
  target.created = WORKBOOK_DATE;
  target.modified = WORKBOOK_DATE;
  for (const cut of sheets) {
    const sheet = cut.name === undefined ? source.worksheets[0] : source.getWorksheet(cut.name);
    if (!sheet) throw new Error(`${file}: no worksheet ${cut.name ?? "(first)"}`);
    const copy = target.addWorksheet(sheet.name);
    let next = 1;
    for (let r = 1; r <= sheet.rowCount; r += 1) {
      const row = sheet.getRow(r);
      const cells: CellText[] = [];
      row.eachCell({ includeEmpty: false }, (cell, column) => {
        cells[column] = cellText(cell.value);
      });
      if (!cut.keep(r, cells)) continue;
      const written = copy.getRow(next);
      row.eachCell({ includeEmpty: false }, (cell, column) => {
        written.getCell(column).value = cell.value;
      });
      written.commit();
      next += 1;
    }
  }
  const buffer = Buffer.from(await target.xlsx.writeBuffer());
  write(out, file, fixZipTimes(buffer, WORKBOOK_DATE));
}

// ---------------------------------------------------------------- the cuts

async function annualWorkbooks(from: string, out: string, cbsas: ReadonlySet<string>): Promise<void> {
  // OEWS national: the total, every major group, and the minor/broad groups and detailed rows of the kept occupations.
  const parents = new Set([...socs].flatMap((soc) => [`${soc.slice(0, 4)}000`, `${soc.slice(0, 6)}0`]));
  await cutWorkbook(from, out, "bls_oews/national_M2025_dl.xlsx", [
    {
      name: "national_M2025_dl",
      keep: (r, cells) => {
        const code = String(cells[9] ?? "");
        const group = cells[11];
        return r === 1 || group === "total" || group === "major" || socs.has(code) || parents.has(code);
      },
    },
    { name: "Field Descriptions", keep: () => true },
    { name: "UpdateTime", keep: () => true },
  ]);
  // Projections: Table 1.2's title and header rows, the total and major-group summaries, the kept occupations, notes.
  await cutWorkbook(from, out, "bls_ep/occupation.xlsx", [
    {
      name: "Table 1.2",
      keep: (_r, cells) => {
        const code = cells[2];
        if (typeof code !== "string" || !/^\d{2}-\d{4}$/.test(code)) return true; // titles, header, footnotes
        return code.endsWith("-0000") || socs.has(code);
      },
    },
  ]);
  // Census delineation: the kept metro areas' counties and principal cities (and one micropolitan area), with the
  // title rows and the notes under the table.
  for (const file of ["census_cbsa/list1_2023.xlsx", "census_cbsa/list2_2023.xlsx"]) {
    await cutWorkbook(from, out, file, [
      {
        name: file.includes("list1") ? "List 1" : "List 2",
        keep: (_r, cells) => {
          const code = cells[1];
          return typeof code !== "string" || !/^\d{5}$/.test(code) || cbsas.has(code);
        },
      },
    ]);
  }
  // O*NET ratings and titles: the kept occupations' rows.
  for (const file of [
    "onet/Skills.xlsx",
    "onet/Knowledge.xlsx",
    "onet/Education, Training, and Experience.xlsx",
    "onet/Alternate Titles.xlsx",
  ]) {
    await cutWorkbook(from, out, file, [{ keep: (r, cells) => r === 1 || onetKept(String(cells[1] ?? "")) }]);
  }
}

function onetText(from: string, out: string): void {
  for (const file of [
    "onet/Occupation Data.txt",
    "onet/Technology Skills.txt",
    "onet/Job Zones.txt",
    "onet/Task Statements.txt",
    "onet/Sample of Reported Titles.txt",
  ]) {
    const text = filterRecords(readRaw(from, file), (row) => onetKept(row["O*NET-SOC Code"]), {
      delimiter: "\t",
      quoted: false,
    });
    write(out, file, text);
  }
  const related = filterRecords(
    readRaw(from, "onet/Related Occupations.txt"),
    (row) => onetKept(row["O*NET-SOC Code"]) && onetKept(row["Related O*NET-SOC Code"]),
    { delimiter: "\t", quoted: false },
  );
  write(out, "onet/Related Occupations.txt", related);
  copy(from, out, "onet/Read Me.txt");
  copy(from, out, "onet/Education, Training, and Experience Categories.txt");
}

/** The OEWS state files (all 51) and the kept metro areas, cut to the kept occupations; returns the CBSAs to keep. */
function oews(from: string, out: string): Set<string> {
  const statesDir = "bls_oews/laborcompare_oews_2025_states";
  for (const name of readdirSync(path.join(from, statesDir)).sort()) {
    if (!name.endsWith(".json")) continue;
    const file = `${statesDir}/${name}`;
    const text = readRaw(from, file);
    const json = JSON.parse(text) as { occupations: Record<string, unknown>; count?: number };
    const occupations = Object.fromEntries(Object.entries(json.occupations).filter(([code]) => socs.has(code)));
    const cut = {
      ...json,
      occupations,
      ...(json.count === undefined ? {} : { count: Object.keys(occupations).length }),
    };
    write(out, file, writeJsonLike(text, cut));
  }
  const areasDir = "bls_oews/metros_may2025";
  const indexText = readRaw(from, `${areasDir}/index.json`);
  const index = JSON.parse(indexText) as { metros: { cbsa: string; kind: string; states: string[] }[] };
  const kept: ReadonlySet<string> = new Set(FIXTURE_AREAS);
  const metros = index.metros.filter((m) => kept.has(m.cbsa));
  if (metros.length !== kept.size) throw new Error(`${areasDir}/index.json lacks a kept area`);
  write(out, `${areasDir}/index.json`, writeJsonLike(indexText, { ...index, metros }));
  for (const code of FIXTURE_AREAS) {
    const file = `${areasDir}/${code}.json`;
    const text = readRaw(from, file);
    const json = JSON.parse(text) as { wages: Record<string, unknown> };
    const wages = Object.fromEntries(Object.entries(json.wages).filter(([id]) => onetKept(id)));
    write(out, file, writeJsonLike(text, { ...json, wages }));
  }
  const cbsas = new Set(metros.filter((m) => m.kind === "metro").map((m) => m.cbsa));
  // One micropolitan area in a kept metro's state keeps that kind of CBSA in the delineation lists.
  cbsas.add(MICROPOLITAN);
  return cbsas;
}

/** Kerrville, TX: a micropolitan CBSA in Texas. */
const MICROPOLITAN = "28500";

function bls(from: string, out: string): void {
  for (const file of [
    "bls_jolts/ntna_jolts.json",
    "bls_jolts/laborcompare_bls-jolts.json",
    "bls_jolts/futuregrid_jolts.json",
    "bls_jolts_industry/joshuarf_jolts.csv",
    "bls_laus/konczal_us_unemployment_rate_UNRATE.csv",
    "bls_laus/konczal_state_unemployment_rate_SA.csv",
    "bls_laus/simonsen_cps_unemployment.csv",
    "bls_laus/ntna_laus.json",
    "bls_ces/state_employment.csv",
    "bls_ces/industry_employment.csv",
    "dol_ui_claims/ICSA_macro-observer.csv",
    "dol_ui_claims/CCSA_macro-observer.csv",
    "news/bls_release_dates/release_dates.csv",
    "indeed_hiring_lab/aggregate_job_postings_US.csv",
    "dingel_neiman_telework/onet_teleworkable_blscodes.csv",
    "job_listings/usajobs_haddad/job_listings_stats.json",
  ]) {
    copy(from, out, file);
  }
  // CES sectors: the rankings and the health-care time series (the only one read); the other series are left out.
  const sectorsFile = "bls_ces/stefficurran_sectors.json";
  const sectorsText = readRaw(from, sectorsFile);
  const sectors = JSON.parse(sectorsText) as {
    rankings: { series_id: string; sector: string }[];
    timeseries: Record<string, unknown>;
  };
  const health = sectors.rankings.find((r) => r.series_id === "CES6562000001")?.sector ?? "";
  write(
    out,
    sectorsFile,
    writeJsonLike(sectorsText, {
      rankings: sectors.rankings,
      timeseries: { [health]: sectors.timeseries[health] },
    }),
  );
  // FRED national: PAYEMS and UNRATE (the series read), with the file's other fields.
  const fredFile = "fred_bls_national/doublej0n_dashboard-data.fred-only.json";
  const fredText = readRaw(from, fredFile);
  const fred = JSON.parse(fredText) as { fred: { series: Record<string, unknown> } };
  const series = Object.fromEntries(["PAYEMS", "UNRATE"].map((id) => [id, fred.fred.series[id]]));
  write(out, fredFile, writeJsonLike(fredText, { ...fred, fred: { ...fred.fred, series } }));
}

function liveRows(from: string, out: string): void {
  const statesFile = "indeed_hiring_lab/state_job_postings_us.csv";
  write(
    out,
    statesFile,
    filterRecords(readRaw(from, statesFile), (row) => (row["date"] ?? "") >= INDEED_STATES_FROM),
  );
  for (const state of FIXTURE_WARN_STATES) {
    const file = `warn_notices/states/${state}.csv`;
    write(
      out,
      file,
      filterRecords(readRaw(from, file), (row) => (row["notice_date"] || row["effective_date"] || "") >= WARN_FROM),
    );
  }
  for (const [dir, boards] of [
    ["job_listings/greenhouse_tech-jobs-hub/boards", FIXTURE_GREENHOUSE],
    ["job_listings/ashby_stapply/boards", FIXTURE_ASHBY],
  ] as const) {
    for (const board of boards) copy(from, out, `${dir}/${board}.json`);
  }
  const companiesFile = "job_listings/greenhouse_tech-jobs-hub/companies_info.csv";
  const tokens: ReadonlySet<string> = new Set(FIXTURE_GREENHOUSE);
  write(
    out,
    companiesFile,
    filterRecords(readRaw(from, companiesFile), (row) => {
      const token = /greenhouse\.io\/([^/?#]+)/.exec(row["Greenhouse Website"] ?? "")?.[1]?.toLowerCase();
      return token !== undefined && tokens.has(token);
    }),
  );
  const museFile = "job_listings/themuse_nouramel/muse_jobs.json";
  const museText = readRaw(from, museFile);
  write(out, museFile, writeJsonLike(museText, (JSON.parse(museText) as unknown[]).slice(0, MUSE_POSTINGS)));
}

/** Makes the fixture: replaces every data folder of `out` (PROVENANCE.md stays). */
export async function makeFixtureSnapshot(from: string, out: string): Promise<void> {
  if (!existsSync(path.join(from, "PROVENANCE.md"))) throw new Error(`no raw snapshot at ${from} (no PROVENANCE.md)`);
  mkdirSync(out, { recursive: true });
  for (const entry of readdirSync(out, { withFileTypes: true })) {
    if (entry.isDirectory()) rmSync(path.join(out, entry.name), { recursive: true, force: true });
  }
  bls(from, out);
  liveRows(from, out);
  onetText(from, out);
  const cbsas = oews(from, out);
  await annualWorkbooks(from, out, cbsas);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { from: { type: "string" }, out: { type: "string" } }, strict: true });
  const from = values.from ? path.resolve(repoRoot, values.from) : fullRawSnapshotPath(repoRoot);
  const out = path.resolve(repoRoot, values.out ?? "tests/fixtures/raw-snapshot");
  const started = performance.now();
  try {
    await makeFixtureSnapshot(from, out);
  } catch (error) {
    process.stderr.write(`make-fixture-snapshot failed: ${(error as Error).message}\n`);
    process.exit(1);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(`fixture snapshot written to ${path.relative(process.cwd(), out) || out} in ${seconds} s\n`);
}

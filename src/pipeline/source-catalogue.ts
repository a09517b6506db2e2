/**
 * Catalogue of the public sources the pipeline reads: who publishes them, under what licence, where they were
 * read from. These are descriptive labels (from the snapshot's PROVENANCE.md); reference periods are never typed
 * here: builders compute them from the values they read.
 */
import type { Source } from "../domain/provenance.ts";
import { BLS_FILES } from "./readers/bls.ts";
import { RELEASE_CALENDAR_FILE } from "./readers/bls-release-dates.ts";
import { CBSA_FILES } from "./readers/cbsa.ts";
import { CLAIMS_FILES, UNEMPLOYMENT_HISTORY_FILE } from "./readers/claims.ts";
import { INDEED_FILES } from "./readers/indeed.ts";
import { JOB_BOARD_FILES } from "./readers/job-boards.ts";
import { OEWS_NATIONAL_FILE, OEWS_STATES_DIR } from "./readers/oews.ts";
import { OEWS_AREAS_DIR } from "./readers/oews-areas.ts";
import { ONET_FILES } from "./readers/onet.ts";
import { ONET_RATING_FILES } from "./readers/onet-ratings.ts";
import { ONET_TEXT_FILES } from "./readers/onet-text.ts";
import { EP_FILE } from "./readers/projections.ts";
import { TELEWORK_FILE } from "./readers/telework.ts";
import { WARN_DIR } from "./readers/warn.ts";

const BLS = "U.S. Bureau of Labor Statistics";
const PUBLIC_DOMAIN = "Public domain (U.S. Government work)";

export const USAJOBS_STATS_FILE = "job_listings/usajobs_haddad/job_listings_stats.json";

type SourceTemplate = Omit<Source, "referencePeriod" | "attribution">;

export const SOURCE_CATALOGUE = {
  "bls-jolts-national": {
    id: "bls-jolts-national",
    publisher: BLS,
    title: "Job Openings and Labor Turnover Survey (JOLTS), total nonfarm, seasonally adjusted",
    files: [BLS_FILES.joltsNtna],
    series: ["JTS000000000000000JOL", "JTS000000000000000HIR", "JTS000000000000000QUR", "JTS000000000000000LDR"],
    licence: PUBLIC_DOMAIN,
    url: "https://www.bls.gov/jlt/",
    repository: "altavise/ntna-data",
  },
  "bls-jolts-levels": {
    id: "bls-jolts-levels",
    publisher: BLS,
    title: "JOLTS openings and hires levels, total nonfarm, seasonally adjusted (BLS API v2 response)",
    files: [BLS_FILES.joltsLaborcompare],
    series: ["JTS000000000000000JOL", "JTS000000000000000HIL"],
    licence: PUBLIC_DOMAIN,
    url: "https://www.bls.gov/jlt/",
    repository: "cdailystyles/laborcompare",
  },
  "bls-jolts-industries": {
    id: "bls-jolts-industries",
    publisher: BLS,
    title: "JOLTS layoffs and discharges by industry, seasonally adjusted",
    files: [BLS_FILES.joltsFuturegrid],
    series: ["JTS{industry}000000000LDL", "JTS{industry}000000000LDR"],
    licence: PUBLIC_DOMAIN,
    url: "https://www.bls.gov/jlt/",
    repository: "huangyingting/FutureGrid",
  },
  "bls-jolts-industry-hires": {
    id: "bls-jolts-industry-hires",
    publisher: BLS,
    title: "JOLTS hires by industry, levels, seasonally adjusted",
    files: [BLS_FILES.joltsIndustryHires],
    series: ["JTS510000000000000HIL", "JTS620000000000000HIL", "JTS300000000000000HIL"],
    licence: PUBLIC_DOMAIN,
    url: "https://www.bls.gov/jlt/",
    repository: "Joshuarf/Workforce-Resilience-Analysis",
  },
  "bls-cps-unemployment": {
    id: "bls-cps-unemployment",
    publisher: BLS,
    title: "Current Population Survey: unemployment rate, seasonally adjusted (FRED UNRATE)",
    files: [BLS_FILES.unrate],
    series: ["LNS14000000"],
    licence: PUBLIC_DOMAIN,
    url: "https://www.bls.gov/cps/",
    repository: "mtkonczal/affordability_dashboard",
  },
  "bls-cps-unemployment-history": {
    id: "bls-cps-unemployment-history",
    publisher: `${BLS}, as published on FRED (Federal Reserve Bank of St. Louis)`,
    title: "Current Population Survey: unemployment rate since January 1948, seasonally adjusted (FRED UNRATE)",
    files: [UNEMPLOYMENT_HISTORY_FILE],
    series: ["LNS14000000"],
    licence: PUBLIC_DOMAIN,
    url: "https://fred.stlouisfed.org/series/UNRATE",
    repository: "mikesimonsen/econ-data",
  },
  "dol-ui-claims": {
    id: "dol-ui-claims",
    publisher: "U.S. Department of Labor, Employment and Training Administration, as published on FRED",
    title: "Unemployment insurance weekly claims: initial and continued claims, seasonally adjusted (FRED ICSA, CCSA)",
    files: [CLAIMS_FILES.initial, CLAIMS_FILES.continued],
    series: ["ICSA", "CCSA"],
    licence: PUBLIC_DOMAIN,
    url: "https://oui.doleta.gov/unemploy/claims.asp",
    repository: "nickchen494949/macro-observer",
  },
  "bls-laus-states": {
    id: "bls-laus-states",
    publisher: BLS,
    title: "Local Area Unemployment Statistics: state unemployment rates, seasonally adjusted",
    files: [BLS_FILES.lausStatesNtna],
    series: ["LASST{fips}0000000000003"],
    licence: PUBLIC_DOMAIN,
    url: "https://www.bls.gov/lau/",
    repository: "altavise/ntna-data",
  },
  "bls-ces-states": {
    id: "bls-ces-states",
    publisher: BLS,
    title: "Current Employment Statistics, State and Area: total nonfarm employment, seasonally adjusted",
    files: [BLS_FILES.cesStates],
    series: ["SMS{fips}000000000000001"],
    licence: PUBLIC_DOMAIN,
    url: "https://www.bls.gov/sae/",
    repository: "JohnsonOliyide/employment_dynamics_dashboard",
  },
  "bls-ces-industries": {
    id: "bls-ces-industries",
    publisher: BLS,
    title: "Current Employment Statistics: national employment by industry, seasonally adjusted",
    files: [BLS_FILES.cesIndustries],
    series: ["CES0000000001", "CES3000000001", "CES5000000001", "CES5500000001", "CES6500000001"],
    licence: PUBLIC_DOMAIN,
    url: "https://www.bls.gov/ces/",
    repository: "JohnsonOliyide/employment_dynamics_dashboard",
  },
  "bls-ces-health-care": {
    id: "bls-ces-health-care",
    publisher: `${BLS}, as published on FRED (Federal Reserve Bank of St. Louis)`,
    title: "Current Employment Statistics: health care and social assistance, seasonally adjusted",
    files: [BLS_FILES.cesSectors],
    series: ["CES6562000001"],
    licence: PUBLIC_DOMAIN,
    url: "https://www.bls.gov/ces/",
    repository: "stefficurran/labor-dashboard",
  },
  "bls-national-fred": {
    id: "bls-national-fred",
    publisher: `${BLS}, as published on FRED (Federal Reserve Bank of St. Louis)`,
    title: "National payroll employment and unemployment rate (FRED PAYEMS, UNRATE)",
    files: [BLS_FILES.fredNational],
    series: ["PAYEMS", "UNRATE"],
    licence: PUBLIC_DOMAIN,
    url: "https://fred.stlouisfed.org/",
    repository: "DoubleJ0n/ai-labor-dashboard-data",
  },
  "bls-oews-national": {
    id: "bls-oews-national",
    publisher: BLS,
    title: "Occupational Employment and Wage Statistics, national cross-industry estimates (official workbook)",
    files: [OEWS_NATIONAL_FILE],
    series: ["TOT_EMP", "A_MEAN", "A_MEDIAN"],
    licence: PUBLIC_DOMAIN,
    url: "https://www.bls.gov/oes/",
    repository: "tobyam-netizen/employment-group-1-project",
  },
  "bls-oews-states": {
    id: "bls-oews-states",
    publisher: BLS,
    title: "Occupational Employment and Wage Statistics, state estimates (parsed from the official state workbook)",
    files: [`${OEWS_STATES_DIR}/*.json`],
    series: ["TOT_EMP"],
    licence: PUBLIC_DOMAIN,
    url: "https://www.bls.gov/oes/",
    repository: "cdailystyles/laborcompare",
  },
  "bls-oews-areas": {
    id: "bls-oews-areas",
    publisher: BLS,
    title:
      "Occupational Employment and Wage Statistics, metropolitan and nonmetropolitan area estimates, with the BEA Regional Price Parity of each metro area (parsed from the official area workbook)",
    files: [`${OEWS_AREAS_DIR}/*.json`],
    series: ["TOT_EMP", "LOC_QUOTIENT", "A_PCT10", "A_PCT25", "A_MEDIAN", "A_PCT75", "A_PCT90", "BEA RPP all items"],
    licence: PUBLIC_DOMAIN,
    url: "https://www.bls.gov/oes/",
    repository: "Yoo-yipeee/careergraph-live",
  },
  "census-cbsa": {
    id: "census-cbsa",
    publisher: "U.S. Census Bureau",
    title:
      "Core based statistical areas: counties (List 1) and principal cities (List 2), OMB Bulletin 23-01, July 2023",
    files: [CBSA_FILES.counties, CBSA_FILES.principalCities],
    licence: PUBLIC_DOMAIN,
    url: "https://www.census.gov/geographies/reference-files/time-series/demo/metro-micro/delineation-files.html",
    repository: "narslab/mobile-emissions-typology",
  },
  "onet-occupations": {
    id: "onet-occupations",
    publisher: "National Center for O*NET Development, for USDOL/ETA",
    title:
      "O*NET Database: occupation descriptions, Skills, Knowledge, Education, Training, and Experience, Task Statements, Related Occupations, reported and alternate titles, Technology Skills, Job Zones",
    files: [
      ONET_TEXT_FILES.occupationData,
      ONET_RATING_FILES.skills,
      ONET_RATING_FILES.knowledge,
      ONET_RATING_FILES.educationTrainingExperience,
      ONET_RATING_FILES.eteCategories,
      ONET_TEXT_FILES.tasks,
      ONET_TEXT_FILES.related,
      ONET_TEXT_FILES.reportedTitles,
      ONET_RATING_FILES.alternateTitles,
      ONET_FILES.technologySkills,
      ONET_FILES.jobZones,
      ONET_FILES.readMe,
    ],
    licence: "CC BY 4.0",
    url: "https://www.onetcenter.org/database.html",
    repository: "eugene-maina72/Phase_5_Capstone_Project-SmartPath",
  },
  "bls-employment-projections": {
    id: "bls-employment-projections",
    publisher: BLS,
    title: "Employment Projections 2024–34: occupational projections and worker characteristics (Table 1.2)",
    files: [EP_FILE],
    series: ["Table 1.2"],
    licence: PUBLIC_DOMAIN,
    url: "https://www.bls.gov/emp/",
    repository: "lkomenski/career-viability-dashboard",
  },
  onet: {
    id: "onet",
    publisher: "National Center for O*NET Development, for USDOL/ETA",
    title: "O*NET Database: Technology Skills and Job Zones",
    files: [ONET_FILES.technologySkills, ONET_FILES.jobZones, ONET_FILES.readMe],
    series: ["Technology Skills", "Job Zones"],
    licence: "CC BY 4.0",
    url: "https://www.onetcenter.org/database.html",
    repository: "eugene-maina72/Phase_5_Capstone_Project-SmartPath",
  },
  "dingel-neiman": {
    id: "dingel-neiman",
    publisher: "Jonathan I. Dingel and Brent Neiman",
    title: "Teleworkable occupations by BLS SOC code (How Many Jobs Can be Done at Home?)",
    files: [TELEWORK_FILE],
    licence: "GPL-3.0 (repository licence)",
    url: "https://github.com/jdingel/DingelNeiman-workathome",
    repository: "jdingel/DingelNeiman-workathome",
  },
  warn: {
    id: "warn",
    publisher: "State workforce agencies (WARN Act notices), compiled by the WARN Notice Register",
    title: "WARN Act layoff and closure notices, by state",
    files: [`${WARN_DIR}/*.csv`],
    licence: "Public records; compilation under Apache-2.0",
    url: "https://github.com/bchaps1999/warn-notice-register",
    repository: "bchaps1999/warn-notice-register",
  },
  greenhouse: {
    id: "greenhouse",
    publisher: "Employers' public Greenhouse job boards (Greenhouse Job Board API)",
    title: "Open job postings per employer, filtered to US locations",
    files: [`${JOB_BOARD_FILES.greenhouseDir}/*.json`],
    licence: "Employers' public job ads (counted, not republished)",
    url: "https://developers.greenhouse.io/job-board.html",
    repository: "jiayuliang1314/tech-jobs-hub",
  },
  "greenhouse-companies": {
    id: "greenhouse-companies",
    publisher: "tech-jobs-hub compilation of Greenhouse employers (Glassdoor-derived attributes)",
    title: "Company names and industries of Greenhouse employers",
    files: [JOB_BOARD_FILES.greenhouseCompanies],
    licence: "No licence stated; used for labels only",
    repository: "jiayuliang1314/tech-jobs-hub",
  },
  ashby: {
    id: "ashby",
    publisher: "Employers' public Ashby job boards (Ashby Posting API)",
    title: "Open job postings per employer, filtered to US locations",
    files: [`${JOB_BOARD_FILES.ashbyDir}/*.json`],
    licence: "MIT (collection, © 2025 stapply-ai); employers' public job ads",
    url: "https://developers.ashbyhq.com/docs/public-job-posting-api",
    repository: "stapply-ai/ats-scrapers",
  },
  themuse: {
    id: "themuse",
    publisher: "The Muse public jobs API",
    title: "Sample of the public job feed (first pages), filtered to US locations",
    files: [JOB_BOARD_FILES.muse],
    licence: "Employers' public job ads (counted, not republished)",
    url: "https://www.themuse.com/developers/api/v2",
    repository: "nouramel/job-market",
  },
  usajobs: {
    id: "usajobs",
    publisher: "USAJOBS, U.S. Office of Personnel Management (aggregated by usajobs_historical)",
    title: "Federal job announcements opened 1 February – 31 December, 2024 and 2025",
    files: [USAJOBS_STATS_FILE],
    licence: "Public domain (USAJOBS); aggregation under MIT",
    url: "https://www.usajobs.gov/",
    repository: "abigailhaddad/usajobs_historical",
  },
  indeed: {
    id: "indeed",
    publisher: "Indeed Hiring Lab",
    title: "Job Postings Index, United States and states (1 February 2020 = 100)",
    files: [INDEED_FILES.aggregate, INDEED_FILES.states],
    licence: "CC BY 4.0",
    url: "https://github.com/hiring-lab/job_postings_tracker",
    repository: "hiring-lab/job_postings_tracker",
  },
  "bls-release-calendar": {
    id: "bls-release-calendar",
    publisher: BLS,
    title: "Release schedule: The Employment Situation, State Employment and Unemployment, County Employment and Wages",
    files: [RELEASE_CALENDAR_FILE],
    licence: PUBLIC_DOMAIN,
    url: "https://www.bls.gov/schedule/",
    repository: "lowmason/bls-release-dates",
  },
} as const satisfies Record<string, SourceTemplate>;

export type SourceId = keyof typeof SOURCE_CATALOGUE;

/** Attribution texts the licences require (the O*NET version is read from the database's Read Me). */
export function onetAttribution(version: string): string {
  return (
    `This site incorporates information from ${version} by the U.S. Department of Labor, Employment and ` +
    "Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA."
  );
}
export const INDEED_ATTRIBUTION = "Indeed Hiring Lab, Job Postings Index";
export const DINGEL_NEIMAN_CITATION =
  'Dingel, J. & Neiman, B. (2020), "How Many Jobs Can be Done at Home?", Journal of Public Economics 189.';

/** A source with the reference period of the values actually read (and its attribution, where one is required). */
export function sourceFor(id: SourceId, referencePeriod: string, attribution?: string): Source {
  const template: SourceTemplate = SOURCE_CATALOGUE[id];
  return {
    ...template,
    files: [...template.files],
    ...(template.series ? { series: [...template.series] } : {}),
    referencePeriod,
    ...(attribution ? { attribution } : {}),
  };
}

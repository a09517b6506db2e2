/**
 * Reads every source file the builders need from the input directory. All I/O of a build happens here;
 * the builders are pure functions of the returned object.
 */
import { overlayBlsApi } from "./bls-overlay.ts";
import {
  readFredNational,
  readIndustryEmployment,
  readJoltsIndustries,
  readJoltsIndustryHires,
  readLaborcompareJolts,
  readNtnaJolts,
  readStateEmployment,
  readStateUnemployment,
  readUnemploymentRate,
} from "./readers/bls.ts";
import { readBlsApi } from "./readers/bls-api.ts";
import { readReleaseCalendar } from "./readers/bls-release-dates.ts";
import { readCbsaDelineation } from "./readers/cbsa.ts";
import { readCesExtraSectors } from "./readers/ces-sectors.ts";
import { readClaims, readUnemploymentHistory } from "./readers/claims.ts";
import { readIndeedNational, readIndeedStatesLatest } from "./readers/indeed.ts";
import { readBoards, readGreenhouseCompanies, readMuseJobs, readUsajobsStats } from "./readers/job-boards.ts";
import { readOewsNational, readOewsStates } from "./readers/oews.ts";
import { readOewsAreas } from "./readers/oews-areas.ts";
import { readJobZones, readOnetVersion, readTechnologySkills } from "./readers/onet.ts";
import {
  ONET_RATING_FILES,
  readAlternateTitles,
  readEducationTrainingExperience,
  readElementRatings,
  readEteCategories,
} from "./readers/onet-ratings.ts";
import {
  readOnetOccupations,
  readRelatedOccupations,
  readReportedTitles,
  readTaskStatements,
} from "./readers/onet-text.ts";
import { readProjections } from "./readers/projections.ts";
import { readTeleworkability } from "./readers/telework.ts";
import { readWarnNotices } from "./readers/warn.ts";
import { USAJOBS_STATS_FILE } from "./source-catalogue.ts";

export const FRED_SERIES = ["PAYEMS", "UNRATE"] as const;

/** The O*NET files an occupation's profile is built from (beyond Technology Skills and Job Zones). */
async function readOnetDetails(root: string) {
  const [skills, knowledge, ete, alternateTitles] = await Promise.all([
    readElementRatings(root, ONET_RATING_FILES.skills),
    readElementRatings(root, ONET_RATING_FILES.knowledge),
    readEducationTrainingExperience(root),
    readAlternateTitles(root),
  ]);
  return {
    occupations: readOnetOccupations(root),
    related: readRelatedOccupations(root),
    tasks: readTaskStatements(root),
    reportedTitles: readReportedTitles(root),
    alternateTitles,
    skills,
    knowledge,
    ete,
    eteCategories: readEteCategories(root),
  };
}

/** Loads all inputs. The workbooks are read concurrently; everything else is synchronous. */
export async function loadInputs(root: string) {
  const [oewsNational, projections, cbsa, onetDetails] = await Promise.all([
    readOewsNational(root),
    readProjections(root),
    readCbsaDelineation(root),
    readOnetDetails(root),
  ]);
  const inputs = {
    joltsNational: readNtnaJolts(root),
    joltsLevels: readLaborcompareJolts(root),
    joltsIndustries: readJoltsIndustries(root),
    industryHires: readJoltsIndustryHires(root),
    unemploymentRate: readUnemploymentRate(root),
    unemploymentHistory: readUnemploymentHistory(root),
    claims: readClaims(root),
    stateUnemployment: readStateUnemployment(root),
    stateEmployment: readStateEmployment(root),
    industryEmployment: new Map([...readIndustryEmployment(root), ...readCesExtraSectors(root)]),
    fredNational: readFredNational(root, FRED_SERIES),
    oewsNational,
    oewsStates: readOewsStates(root),
    oewsAreas: readOewsAreas(root),
    cbsa,
    onetDetails,
    projections,
    technologySkills: readTechnologySkills(root),
    jobZones: readJobZones(root),
    onetVersion: readOnetVersion(root),
    teleworkability: readTeleworkability(root),
    warn: readWarnNotices(root),
    greenhouse: readBoards(root, "greenhouse"),
    greenhouseCompanies: readGreenhouseCompanies(root),
    ashby: readBoards(root, "ashby"),
    muse: readMuseJobs(root),
    usajobs: readUsajobsStats(root, USAJOBS_STATS_FILE),
    indeedNational: readIndeedNational(root, "total postings"),
    indeedStates: readIndeedStatesLatest(root),
    releases: readReleaseCalendar(root),
  };
  return overlayBlsApi(inputs, readBlsApi(root));
}

export type Inputs = Awaited<ReturnType<typeof loadInputs>>;

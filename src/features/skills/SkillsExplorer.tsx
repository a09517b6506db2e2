import { useEffect, useMemo, useState } from "react";
import { SearchField } from "~/components/ui/explorer-controls";
import ListExplorer from "~/components/ui/ListExplorer";
import { SkeletonRows } from "~/components/ui/loading-states";
import { resolveListView } from "~/components/ui/static-first-list";
import { useApiData } from "~/components/ui/useApiData";
import { useQueryState } from "~/components/ui/useQueryState";
import type { Skill } from "~/domain/entities";
import { formatCount } from "~/domain/format";
import type { Provenance } from "~/domain/provenance";
import { BASELINE_RULE, SKILL_NUMBER, skillsAnswer } from "~/domain/skill-ranking";
import SkillCard from "./SkillCard";
import {
  isSearching,
  parseSkillsView,
  SKILL_CSV_COLUMNS,
  SKILLS_DEFAULTS,
  selectSkills,
  TOP_SKILLS_LIMIT,
} from "./skills";

/** What the ranking and each card's figures are, in the "How this is measured" disclosure. */
const SKILLS_NOTE = `Technologies that O*NET flags as in demand (often asked for in the job postings of an occupation) for at least one occupation, ranked by the ${SKILL_NUMBER}. The demand bar is that figure as a share of all projected job openings a year. Baseline tools (${BASELINE_RULE}) are not ranked. 'Listed in' counts every occupation whose O*NET profile lists the technology, flagged or not; the employment share beside it shows how widespread the tool is, not demand for it. O*NET Hot Technology marks the technologies asked for most often across all job postings.`;

/**
 * /skills: the 12 top skills (GET /api/skills?limit=12, built into the HTML). A search looks through
 * every ranked skill, so the first search fetches the full list (GET /api/skills); until it arrives
 * the list shows skeletons.
 */
export default function SkillsExplorer({ initialData, provenance }: { initialData?: Skill[]; provenance: Provenance }) {
  const [view, setView] = useQueryState(SKILLS_DEFAULTS, parseSkillsView);
  const searching = isSearching(view);
  // Once a search has asked for the full list, keep it (clearing and retyping needs no new request).
  const [wantAll, setWantAll] = useState(false);
  useEffect(() => {
    if (searching) setWantAll(true);
  }, [searching]);

  const top = useApiData<Skill[]>(`/api/skills?limit=${TOP_SKILLS_LIMIT}`, initialData);
  const full = useApiData<Skill[]>(searching || wantAll ? "/api/skills" : null);
  const source = searching ? full : top;

  const list = useMemo(
    () =>
      resolveListView(
        { all: source.data, failed: source.error !== undefined },
        { isBuiltView: !searching, count: Number.POSITIVE_INFINITY, select: (rows) => selectSkills(rows, view) },
      ),
    [source.data, source.error, searching, view],
  );

  return (
    <ListExplorer
      title={searching ? "Matching Skills" : `Top ${TOP_SKILLS_LIMIT} Skills`}
      provenance={provenance}
      // The answer speaks of the top of the ranking; a search lists matches, which lead nothing.
      answer={!searching && list.status === "ready" ? skillsAnswer(list.shown) : undefined}
      note={SKILLS_NOTE}
      list={list}
      csv={{ columns: SKILL_CSV_COLUMNS, filename: "skills.csv" }}
      controls={{
        label: "Skills",
        className: "mb-4 sm:max-w-md",
        children: (
          <SearchField
            label="Search skills"
            placeholder="Skill or category"
            value={view.q}
            onChange={(q) => setView({ q })}
          />
        ),
      }}
      count={(ready) =>
        searching
          ? `${formatCount(ready.total)} ${ready.total === 1 ? "skill matches" : "skills match"} your search`
          : `Showing the top ${formatCount(ready.shown.length)} skills`
      }
      results={{
        skeleton: <SkeletonRows rows={6} height="h-24" label="Loading skills" />,
        error: "Unable to load skills data",
        empty: "No skills found matching your search criteria",
        list: {
          as: "ol",
          label: searching ? "Matching skills" : "Top skills",
          className: "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3",
        },
        item: (s) => <SkillCard key={s.id} skill={s} />,
      }}
    />
  );
}

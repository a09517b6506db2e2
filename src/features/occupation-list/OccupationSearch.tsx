import { useId, useMemo } from "react";
import { useApiData } from "~/components/ui/useApiData";
import { readView, useQueryState } from "~/components/ui/useQueryState";
import { formatCount } from "~/domain/format";
import { occupationPath } from "~/domain/occupation-path";
import { isOccupationIndex, OCCUPATION_INDEX_URL, searchOccupations } from "~/domain/occupation-search";
import { matchText, RESULT_LIMIT, resultCountText } from "./occupation-list";

const DEFAULTS = { q: "" };

/**
 * The /occupations search: a GET form (without JavaScript it reloads the page, whose full list the browser's find
 * then searches); once hydrated it loads the occupations' search index with the first search and lists the best
 * matches by the titles people use, best first, as the visitor types.
 */
export default function OccupationSearch() {
  const [view, setView] = useQueryState(DEFAULTS, (params, defaults) => readView(params, defaults, {}));
  const q = view.q.trim();
  const index = useApiData<unknown>(q ? OCCUPATION_INDEX_URL : null);
  const matches = useMemo(
    () => (q && isOccupationIndex(index.data) ? searchOccupations(q, index.data) : undefined),
    [q, index.data],
  );
  const id = useId();
  let status = "";
  if (q && matches) status = resultCountText(matches.length, q);
  else if (q && index.error) status = "The search could not load; browse the list below.";
  else if (q) status = "Searching…";

  return (
    <search aria-label="Occupations" className="mb-8 block">
      <form
        method="get"
        action="/occupations"
        className="flex max-w-xl flex-wrap items-end gap-2"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={id} className="text-sm font-medium text-slate-800">
            Find an occupation by the job title you use
          </label>
          <input
            id={id}
            name="q"
            type="search"
            value={view.q}
            maxLength={100}
            placeholder="nurse, coder, truck driver"
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => setView({ q: e.target.value })}
            className="w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500"
          />
        </div>
        <button
          type="submit"
          className="rounded-md bg-blue-700 px-4 py-2 text-base font-medium text-white hover:bg-blue-800"
        >
          Search
        </button>
      </form>
      <p aria-live="polite" data-testid="occupation-search-status" className="mt-3 text-sm text-slate-700">
        {status}
      </p>
      {matches && matches.length > 0 && (
        <ol
          className="mt-2 max-w-xl divide-y divide-slate-200 rounded-md border border-slate-200 bg-white"
          aria-label="Matching occupations"
        >
          {matches.slice(0, RESULT_LIMIT).map((m) => (
            <li key={m.row.soc} className="px-3 py-2" data-testid="occupation-result">
              <a
                href={occupationPath(m.row)}
                className="font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900"
              >
                {m.row.title}
              </a>
              <span className="block text-xs text-slate-600">
                {formatCount(m.row.employment)} employed · matched by {matchText(m)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </search>
  );
}

import type { Company } from "../../domain/entities";
import { formatOpenings } from "../../domain/format";
import { boardName, safeBoardUrl } from "./companies";

/** One company: initial-letter badge, name, industry, location, openings and a link to its public job board. */
export default function CompanyCard({ company }: { company: Company }) {
  const url = safeBoardUrl(company.boardUrl);
  const board = boardName(company);
  return (
    <li
      tabIndex={-1}
      data-testid="company-card"
      className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 focus:outline-2 focus:outline-blue-700"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md bg-blue-50 text-lg font-bold text-blue-800"
        >
          {company.name.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold [overflow-wrap:anywhere] text-slate-900">{company.name}</h3>
          <p className="text-sm text-slate-700">{company.industry}</p>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-600">Location</dt>
          <dd className="font-medium text-slate-900">{company.location}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Open US postings</dt>
          <dd className="font-medium text-slate-900 tabular-nums" data-testid="company-openings">
            {formatOpenings(company.openings)}
          </dd>
        </div>
      </dl>
      {url && (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-auto inline-flex items-center gap-1 self-start pt-3 text-sm font-medium text-blue-800 underline-offset-2 hover:underline"
        >
          View<span className="sr-only"> {company.name}</span> jobs on {board}
          <span className="sr-only"> (opens in a new tab)</span>
          <span aria-hidden="true">↗</span>
        </a>
      )}
    </li>
  );
}

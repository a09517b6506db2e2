import { Fragment, memo } from "react";
import { BADGE, sizeBadgeClass } from "~/components/ui/badges";
import { ListCard } from "~/components/ui/ListCard";
import { LocationWithPlace } from "~/components/ui/LocationWithPlace";
import type { Layoff } from "~/domain/entities";
import { formatCount } from "~/domain/format";
import { dataSourceOf } from "~/domain/layoffs";
import { isHttpUrl } from "~/domain/validation";
import { noticeDates, statusBadge, verifyLinkName } from "./layoff-labels";

const TERM = "text-slate-600";

/** One WARN notice. Every text comes from the data and is rendered as text, never as markup. */
function LayoffCard({ layoff }: { layoff: Layoff }) {
  const status = statusBadge(layoff.status);
  return (
    <ListCard testId="layoff-card" focusable className="min-w-0">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words text-slate-900 [overflow-wrap:anywhere]">
          {layoff.companyName}
        </h3>
        <span className={`${BADGE} ${status.className}`} data-testid="status-badge">
          <span className="sr-only">Status: </span>
          {status.label}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-900">
        <strong className="text-base" data-testid="employees">
          {formatCount(layoff.employeesLaidOff)}
        </strong>{" "}
        employees affected
      </p>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className={TERM}>Location</dt>
        <dd className="break-words text-slate-900">
          <LocationWithPlace of={layoff} testId="layoff-place" />
        </dd>
        {noticeDates(layoff).map((d) => (
          <Fragment key={d.label}>
            <dt className={TERM}>{d.label}</dt>
            <dd className="text-slate-900">
              <time dateTime={d.date}>{d.text}</time>
              {d.note && <span className="text-slate-600"> ({d.note})</span>}
            </dd>
          </Fragment>
        ))}
        <dt className={TERM}>Industry</dt>
        <dd>
          <span className={`${BADGE} bg-slate-100 text-slate-800`}>{layoff.industry}</span>
        </dd>
        <dt className={TERM}>Size</dt>
        <dd>
          <span className={`${BADGE} ${sizeBadgeClass(layoff.companySize)}`} data-testid="size-badge">
            {layoff.companySize}
          </span>
        </dd>
        {layoff.reason && (
          <>
            <dt className={TERM}>Reason</dt>
            <dd className="break-words text-slate-900" data-testid="reason">
              {layoff.reason}
            </dd>
          </>
        )}
      </dl>
      <p className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-3 text-xs text-slate-700">
        <span className="min-w-0 break-words">Source: {dataSourceOf(layoff)}</span>
        {isHttpUrl(layoff.sourceUrl) && (
          <a
            href={layoff.sourceUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={verifyLinkName(layoff)}
            className="font-medium text-blue-800 underline underline-offset-2"
            data-testid="verify-link"
          >
            Verify
          </a>
        )}
      </p>
    </ListCard>
  );
}

/** A card renders again only when its own data changes: a longer list or a new filter renders only the cards it adds. */
export default memo(LayoffCard);

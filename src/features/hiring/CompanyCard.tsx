import { memo } from "react";
import { CardHeading, Fact, Facts, InitialBadge, ListCard } from "~/components/ui/ListCard";
import { LocationWithPlace } from "~/components/ui/LocationWithPlace";
import type { Company } from "~/domain/entities";
import { formatOpenings } from "~/domain/format";
import { boardName, safeBoardUrl } from "./companies";

/** One company: initial-letter badge, name, industry, location, openings and a link to its public job board. */
function CompanyCard({ company }: { company: Company }) {
  const url = safeBoardUrl(company.boardUrl);
  const board = boardName(company);
  return (
    <ListCard testId="company-card" focusable>
      <CardHeading
        title={company.name}
        detail={company.industry}
        badge={<InitialBadge name={company.name} className="h-10 w-10 bg-blue-50 text-lg font-bold text-blue-800" />}
      />
      <Facts>
        <Fact label="Most postings in">
          <LocationWithPlace of={company} testId="company-place" />
        </Fact>
        <Fact label="Open US postings" testId="company-openings">
          {formatOpenings(company.openings)}
        </Fact>
      </Facts>
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
    </ListCard>
  );
}

/** A card renders again only when its own data changes: a longer list or a new filter renders only the cards it adds. */
export default memo(CompanyCard);

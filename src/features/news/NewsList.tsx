import { ListCard } from "~/components/ui/ListCard";
import { DataState, SkeletonRows } from "~/components/ui/loading-states";
import SectionCard from "~/components/ui/SectionCard";
import { useApiData } from "~/components/ui/useApiData";
import type { NewsItem } from "~/domain/entities";
import { formatDate } from "~/domain/format";
import type { Provenance } from "~/domain/provenance";
import { isHttpUrl } from "~/domain/validation";

/** Newest first (ISO dates sort as text). */
export function newestFirst(items: readonly NewsItem[]): NewsItem[] {
  return [...items].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}

export default function NewsList({ initialData, provenance }: { initialData?: NewsItem[]; provenance: Provenance }) {
  const api = useApiData<NewsItem[]>("/api/news", initialData);
  return (
    <SectionCard
      title="Latest Labor Market Releases"
      provenance={api.data ? provenance : undefined}
      note="Each item states what a data release or source itself reports; no item is written about data the site does not hold."
    >
      <DataState
        query={api}
        skeleton={<SkeletonRows rows={4} height="h-28" />}
        error="Unable to load news at this time. Please check back later."
        isEmpty={(items) => items.length === 0}
        empty="No news yet."
      >
        {(data) => (
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {newestFirst(data).map((item) => (
              <ListCard key={`${item.publishedAt}-${item.title}`} testId="news-card">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="rounded-full bg-blue-50 px-2 py-0.5 text-xs font-medium text-blue-800">
                    {item.source}
                  </span>
                  <time dateTime={item.publishedAt} className="text-sm text-slate-700">
                    {formatDate(item.publishedAt)}
                  </time>
                </div>
                <h3 className="mt-2 font-semibold text-slate-900">{item.title}</h3>
                <p className="mt-1 text-sm text-slate-700">{item.description}</p>
                {isHttpUrl(item.url) && (
                  <a
                    href={item.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-2 text-sm font-medium text-blue-800 underline"
                  >
                    Read the source<span className="sr-only"> for {item.title} (opens in a new tab)</span>
                  </a>
                )}
              </ListCard>
            ))}
          </ul>
        )}
      </DataState>
    </SectionCard>
  );
}

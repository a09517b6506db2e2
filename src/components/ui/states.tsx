// The loading, error and empty states every data card shares (a skeleton while loading; a message for a failure or for empty data).

/** `rows` grey bars of `height` that hold the place of content while it loads. */
export function SkeletonRows({
  rows,
  height = "h-10",
  label = "Loading",
}: {
  rows: number;
  height?: string;
  label?: string;
}) {
  return (
    <div role="status" aria-live="polite" data-testid="skeleton" className="space-y-3">
      <span className="sr-only">{label}…</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} aria-hidden="true" className={`${height} animate-pulse rounded-md bg-slate-200`} />
      ))}
    </div>
  );
}

/** The message a card shows when its data cannot be loaded. */
export function ErrorNote({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}

/** The message a card shows when there is nothing to list. */
export function EmptyNote({ message }: { message: string }) {
  return <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">{message}</p>;
}

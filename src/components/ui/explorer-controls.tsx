// The controls the explorer pages share: a labelled search box, a labelled select, the
// "Showing X of Y" line and the 'Load more' button.
import { type ReactNode, useId } from "react";
import { formatCount } from "../../domain/format";
import { BUTTON_SECONDARY, SELECT } from "./styles";

export interface Option {
  value: string;
  label: string;
}

const LABEL = "text-sm font-medium text-slate-700";

/** A search box with a visible label; typing updates the view at once. */
export function SearchField({
  label,
  value,
  placeholder,
  onChange,
}: {
  label: string;
  value: string;
  placeholder?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => onChange(e.target.value)}
        className="w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 placeholder:text-slate-500"
      />
    </div>
  );
}

/** A select with a visible label. */
export function SelectField({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={`${SELECT} w-full min-w-0`}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The controls row: a search form (Enter does not reload the page). */
export function ExplorerControls({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(e) => e.preventDefault()}
      className={`mb-4 grid grid-cols-1 gap-3 ${className}`}
    >
      {children}
    </form>
  );
}

/** A polite live region, present from the start so screen readers announce its changes. */
export function ResultCount({ children }: { children: ReactNode }) {
  return (
    <p aria-live="polite" data-testid="result-count" className="mb-3 min-h-5 text-sm text-slate-700">
      {children}
    </p>
  );
}

/** 'Load More …' with how many rows remain; nothing when none remain. */
export function LoadMoreButton({
  label,
  remaining,
  onClick,
}: {
  label: string;
  remaining: number;
  onClick: () => void;
}) {
  if (remaining <= 0) return null;
  return (
    <div className="mt-5 flex justify-center">
      <button type="button" onClick={onClick} className={BUTTON_SECONDARY}>
        {label} <span className="text-slate-700">({formatCount(remaining)} remaining)</span>
      </button>
    </div>
  );
}

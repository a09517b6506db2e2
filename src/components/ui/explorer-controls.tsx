// The controls the explorer pages share: a labelled search box, a labelled select, the
// "Showing X of Y" line and the 'Load more' button.
import { type ReactNode, useId, useLayoutEffect, useRef } from "react";
import { formatCount } from "~/domain/format";
import { LabelledControl } from "./LabelledControl";
import { BUTTON_SECONDARY, SELECT } from "./styles";

export interface Option<V extends string = string> {
  value: V;
  label: string;
}

const LABEL = "text-sm font-medium text-slate-700";
/** The box of a field: its label over it. */
const FIELD_BOX = "flex min-w-0 flex-col gap-1";

/** The label above a control, or only for screen readers where the page's layout has no room for it. */
function labelClass(hideLabel: boolean): string {
  return hideLabel ? "sr-only" : LABEL;
}

/**
 * A control's ref that takes over what the visitor typed or chose in it before its island hydrated: the field holds
 * it, the view does not yet, and the island's next render would set the field back. Runs once, in the hydration's
 * commit, before anything else can render the control again.
 */
function useValueBeforeHydration<E extends HTMLInputElement | HTMLSelectElement>(
  value: string,
  onChange: (value: string) => void,
) {
  const ref = useRef<E>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the value found at hydration matters
  useLayoutEffect(() => {
    const shown = ref.current?.value;
    if (shown !== undefined && shown !== value) onChange(shown);
  }, []);
  return ref;
}

/** A search box with a label; typing updates the view at once. */
export function SearchField({
  label,
  value,
  placeholder,
  maxLength,
  hideLabel = false,
  className = "",
  onChange,
}: {
  label: string;
  value: string;
  placeholder?: string;
  maxLength?: number;
  hideLabel?: boolean;
  /** Classes of the field's box (its place in the controls row). */
  className?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const ref = useValueBeforeHydration<HTMLInputElement>(value, onChange);
  return (
    <LabelledControl
      id={id}
      label={label}
      labelClassName={labelClass(hideLabel)}
      className={[FIELD_BOX, className].filter(Boolean).join(" ")}
    >
      <input
        ref={ref}
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => onChange(e.target.value)}
        className="w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 placeholder:text-slate-500"
      />
    </LabelledControl>
  );
}

/** A select with a label. */
export function SelectField<V extends string>({
  label,
  value,
  options,
  hideLabel = false,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly Option<V>[];
  hideLabel?: boolean;
  onChange: (value: V) => void;
}) {
  const id = useId();
  const ref = useValueBeforeHydration<HTMLSelectElement>(value, (shown) => onChange(shown as V));
  return (
    <LabelledControl id={id} label={label} labelClassName={labelClass(hideLabel)} className={FIELD_BOX}>
      <select
        ref={ref}
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as V)}
        className={`${SELECT} w-full min-w-0`}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </LabelledControl>
  );
}

/** One control of a view, bound to one key of the view's state (the search text, a filter, the sort). */
export type ViewField<K extends string> =
  | { readonly search: K; readonly label: string; readonly placeholder: string; readonly className?: string }
  | { readonly select: K; readonly label: string; readonly options: readonly Option[] };

/**
 * A view's controls from their specification, in order: each search box or select shows the value of its key in
 * `view` and hands a change of it to `onChange` as a one-key patch.
 */
export function ViewFields<V extends object>({
  view,
  fields,
  hideLabels = false,
  onChange,
}: {
  view: V;
  fields: readonly ViewField<keyof V & string>[];
  hideLabels?: boolean;
  /** Gets the changed key only, with the option's value (the caller's options are of its key's type). */
  onChange: (patch: Partial<V>) => void;
}) {
  return (
    <>
      {fields.map((f) => {
        const key = "search" in f ? f.search : f.select;
        const set = (value: string) => onChange({ [key]: value } as Partial<V>);
        const value = String(view[key]);
        return "search" in f ? (
          <SearchField key={key} {...f} hideLabel={hideLabels} value={value} onChange={set} />
        ) : (
          <SelectField key={key} {...f} hideLabel={hideLabels} value={value} onChange={set} />
        );
      })}
    </>
  );
}

/**
 * The controls row: a named search landmark around a form, so Enter does not reload the page
 * (`onSubmit`, if given, runs instead).
 */
export function ExplorerControls({
  label,
  className,
  onSubmit,
  children,
}: {
  label: string;
  /** The row's layout and spacing. */
  className: string;
  onSubmit?: () => void;
  children: ReactNode;
}) {
  return (
    <search aria-label={label}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit?.();
        }}
        className={`grid grid-cols-1 gap-3 ${className}`}
      >
        {children}
      </form>
    </search>
  );
}

/** A polite live region, present from the start so screen readers announce its changes. */
export function ResultCount({ className = "", children }: { className?: string; children: ReactNode }) {
  return (
    <p
      aria-live="polite"
      data-testid="result-count"
      className={["mb-3 min-h-5 text-sm text-slate-700", className].filter(Boolean).join(" ")}
    >
      {children}
    </p>
  );
}

/** 'Load More …' with how many rows remain (when known); "Loading…" while a page is fetched. */
export function LoadMoreButton({
  label,
  remaining,
  busy = false,
  onClick,
}: {
  label: string;
  remaining?: number | undefined;
  busy?: boolean | undefined;
  onClick: () => void;
}) {
  return (
    <div className="mt-5 flex justify-center">
      <button type="button" onClick={onClick} disabled={busy} className={BUTTON_SECONDARY}>
        {busy ? "Loading…" : label}
        {remaining !== undefined && !busy && (
          <>
            {" "}
            <span className="text-slate-700">({formatCount(remaining)} remaining)</span>
          </>
        )}
      </button>
    </div>
  );
}

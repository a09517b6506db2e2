// A named set of toggle buttons of which one is pressed (a time range, a map measure): a fieldset
// of buttons with aria-pressed. Given the query parameter its value lives in (and the value left out of the address),
// a press before the island has hydrated answers at once without React (src/hydration/early-press.ts).

interface Props<V extends string> {
  /** The group's accessible name. */
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  className: string;
  /** A button's classes, pressed or not. */
  buttonClass: (pressed: boolean) => string;
  /** The query parameter this group's value lives in, and its default (not written to the address). */
  param?: { name: string; defaultValue: V };
}

export default function ToggleGroup<V extends string>({
  label,
  options,
  value,
  onChange,
  className,
  buttonClass,
  param,
}: Props<V>) {
  return (
    <fieldset aria-label={label} className={className} data-param={param?.name} data-default={param?.defaultValue}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={o.value === value}
          data-value={param ? o.value : undefined}
          onClick={() => onChange(o.value)}
          className={buttonClass(o.value === value)}
        >
          {o.label}
        </button>
      ))}
    </fieldset>
  );
}

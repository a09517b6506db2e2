// A named set of toggle buttons of which one is pressed (a time range, a map measure): a fieldset
// of buttons with aria-pressed.

interface Props<V extends string> {
  /** The group's accessible name. */
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  className: string;
  /** A button's classes, pressed or not. */
  buttonClass: (pressed: boolean) => string;
}

export default function ToggleGroup<V extends string>({
  label,
  options,
  value,
  onChange,
  className,
  buttonClass,
}: Props<V>) {
  return (
    <fieldset aria-label={label} className={className}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
          className={buttonClass(o.value === value)}
        >
          {o.label}
        </button>
      ))}
    </fieldset>
  );
}

// A form control with its label above it: the box, the label tied to the control by `id`, and the control itself
// (the child). The explorers' search boxes and selects and the checkout's payer fields share it.
import type { ReactNode } from "react";

export function LabelledControl({
  id,
  label,
  labelClassName,
  className,
  children,
}: {
  /** The control's id, which the label names. */
  id: string;
  label: string;
  labelClassName: string;
  /** Classes of the box around both. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children}
    </div>
  );
}

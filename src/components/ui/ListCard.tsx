// The card of one row of an explorer list (a company, a skill, a job role) and its facts.
import type { ReactNode } from "react";

/**
 * An item of an explorer list. `focusable` lists take focus after 'Load More' (tabIndex -1 and a
 * visible outline), so keyboard users continue where the new rows begin.
 */
interface ListCardProps {
  testId: string;
  focusable?: boolean;
  /** More classes of the item (its place in the list's grid). */
  className?: string;
  children: ReactNode;
}

export function ListCard({ testId, focusable = false, className = "", children }: ListCardProps) {
  const classes = ["flex flex-col rounded-lg border border-slate-200 bg-white p-4", className];
  if (focusable) classes.push("focus:outline-2 focus:outline-blue-700");
  return (
    <li tabIndex={focusable ? -1 : undefined} data-testid={testId} className={classes.filter(Boolean).join(" ")}>
      {children}
    </li>
  );
}

/** The card's name over a detail line (a category, an industry); a badge, if any, stands to their left. */
export function CardHeading({ title, detail, badge }: { title: string; detail: string; badge?: ReactNode }) {
  const heading = (
    <>
      <h3 className="font-semibold [overflow-wrap:anywhere] text-slate-900">{title}</h3>
      <p className="text-sm text-slate-700">{detail}</p>
    </>
  );
  if (badge === undefined) return heading;
  return (
    <div className="flex items-start gap-3">
      {badge}
      <div className="min-w-0 flex-1">{heading}</div>
    </div>
  );
}

/** The card's figures, two to a row. */
export function Facts({
  items = [],
  children,
}: {
  /** Plain figures first, each as [name, value, test id]; `children` adds figures with more to them. */
  items?: readonly (readonly [string, ReactNode, (string | undefined)?])[];
  children?: ReactNode;
}) {
  return (
    <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
      {items.map(([label, value, testId]) => (
        <Fact key={label} label={label} testId={testId}>
          {value}
        </Fact>
      ))}
      {children}
    </dl>
  );
}

/** One figure of a card: its name, and its value in tabular digits. */
export function Fact({
  label,
  testId,
  valueClass = "font-medium text-slate-900",
  children,
}: {
  label: string;
  testId?: string | undefined;
  /** The value's weight and colour (a highlighted figure says more). */
  valueClass?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className={`${valueClass} tabular-nums`} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** A name's first letter on a square badge (decorative: the name is written beside it). */
export function InitialBadge({ name, className }: { name: string; className: string }) {
  return (
    <span aria-hidden="true" className={`inline-flex shrink-0 items-center justify-center rounded-md ${className}`}>
      {name.charAt(0).toUpperCase()}
    </span>
  );
}

// The figures of a chart as a table, behind a "Show data table" disclosure: what a screen reader
// or a visitor who wants exact numbers reads instead of the drawing. Shared by every chart.
import type { ReactNode } from "react";

export interface TableColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned, in tabular digits. */
  numeric?: boolean;
}

interface Props<T> {
  /** Said by the table's (visually hidden) caption. */
  caption: string;
  testId: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The first column names each row (a row header); the others hold its figures. */
  columns: readonly TableColumn<T>[];
  summary?: string;
  /** Classes of the <details> (its margin and text size). */
  className?: string;
}

/** A cell's classes: every column but the last keeps a gap to the next one. */
function cellClass(column: { numeric?: boolean }, last: boolean): string {
  return ["py-1", last ? "" : "pr-4", column.numeric ? "text-right" : ""].filter(Boolean).join(" ");
}

export default function DataTableDisclosure<T>({
  caption,
  testId,
  rows,
  rowKey,
  columns,
  summary = "Show data table",
  className = "mt-3 text-sm",
}: Props<T>) {
  const last = columns.length - 1;
  return (
    <details className={className}>
      <summary className="cursor-pointer font-medium text-blue-800">{summary}</summary>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid={testId}>
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-slate-200 text-slate-700">
            <tr>
              {columns.map((c, i) => (
                <th key={c.header} scope="col" className={`${cellClass(c, i === last)} font-semibold`}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-b border-slate-100">
                {columns.map((c, i) =>
                  i === 0 ? (
                    <th key={c.header} scope="row" className={`${cellClass(c, i === last)} font-normal`}>
                      {c.cell(row)}
                    </th>
                  ) : (
                    <td key={c.header} className={`${cellClass(c, i === last)}${c.numeric ? " tabular-nums" : ""}`}>
                      {c.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** The header row of a plain table: one column header per name. */
export function HeaderRow({ names }: { names: readonly string[] }) {
  return (
    <tr>
      {names.map((h) => (
        <th key={h} scope="col" className="py-2 pr-4 font-medium">
          {h}
        </th>
      ))}
    </tr>
  );
}

import { type CsvColumn, toCsv } from "~/domain/csv";
import { BUTTON_SECONDARY } from "./styles";

/** Downloads `rows` as a CSV file named `filename`: exactly what the table or chart shows. */
export default function DownloadCsvButton<T>({
  rows,
  columns,
  filename,
  label = "Download CSV",
}: {
  rows: readonly T[];
  columns: readonly CsvColumn<T>[];
  filename: string;
  label?: string;
}) {
  const download = () => {
    const blob = new Blob([toCsv(rows, columns)], { type: "text/csv;charset=utf-8" });
    const url = URL.createObjectURL(blob);
    const a = document.createElement("a");
    a.href = url;
    a.download = filename;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <button type="button" onClick={download} className={BUTTON_SECONDARY} disabled={rows.length === 0}>
      {label}
    </button>
  );
}

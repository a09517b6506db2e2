// The contents page: every section's title and first page, with links; the states in columns.
import { COLOR, CONTENT_WIDTH, FONT, PAGE, type ReportWriter, type TocEntry } from "./pdf-writer.ts";

/**
 * Fills the contents page (`tocPage`) with the sections' titles, page numbers and links. Sections at
 * level 1 (the states) are listed in `columns` columns.
 */
export function drawContents(w: ReportWriter, tocPage: number, columns = 3): void {
  w.doc.switchToPage(tocPage);
  let y = PAGE.top + 44;
  const entries = w.toc;
  const dots = (x1: number, x2: number, yy: number) => {
    w.doc
      .save()
      .moveTo(x1, yy)
      .lineTo(x2, yy)
      .lineWidth(0.6)
      .dash(0.6, { space: 2.4 })
      .strokeColor(COLOR.muted)
      .stroke()
      .undash()
      .restore();
  };
  let i = 0;
  for (let entry = entries[0]; entry !== undefined; entry = entries[i]) {
    if (entry.level === 0) {
      w.line(entry.title, PAGE.left, y, { font: FONT.bold, size: 10.5, color: COLOR.ink, width: 400 });
      const number = String(entry.page + 1);
      const titleWidth = Math.min(400, w.widthOf(entry.title, FONT.bold, 10.5));
      w.line(number, PAGE.right - 40, y, { font: FONT.bold, size: 10.5, color: COLOR.ink, width: 40, align: "right" });
      dots(PAGE.left + titleWidth + 6, PAGE.right - w.widthOf(number, FONT.bold, 10.5) - 6, y + 9);
      w.doc.goTo(PAGE.left, y - 2, CONTENT_WIDTH, 15, entry.destination);
      y += 17;
      i += 1;
      continue;
    }
    // A run of level-1 entries, column by column.
    const run: TocEntry[] = [];
    for (let next = entries[i]; next?.level === 1; next = entries[i]) {
      run.push(next);
      i += 1;
    }
    const perColumn = Math.ceil(run.length / columns);
    const colWidth = (CONTENT_WIDTH - 12 - (columns - 1) * 14) / columns;
    run.forEach((e, k) => {
      const col = Math.floor(k / perColumn);
      const x = PAGE.left + 12 + col * (colWidth + 14);
      const yy = y + (k % perColumn) * 13;
      const number = String(e.page + 1);
      w.line(e.title, x, yy, { font: FONT.regular, size: 8.5, color: COLOR.text, width: colWidth - 24 });
      w.line(number, x + colWidth - 24, yy, {
        font: FONT.regular,
        size: 8.5,
        color: COLOR.text,
        width: 24,
        align: "right",
      });
      dots(
        x + Math.min(colWidth - 30, w.widthOf(e.title, FONT.regular, 8.5)) + 4,
        x + colWidth - w.widthOf(number, FONT.regular, 8.5) - 4,
        yy + 7.5,
      );
      w.doc.goTo(x, yy - 2, colWidth, 12, e.destination);
    });
    y += perColumn * 13 + 8;
  }
}

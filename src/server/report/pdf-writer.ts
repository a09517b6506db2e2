// Page layout of the report on top of PDFKit: pages with a running header and "Page N of M" footer,
// flowing text that breaks onto continuation pages, tables, key-figure cards and the contents page.
// Text is always real text in the PDF's standard fonts (selectable, searchable), never an image.
import type PDFDocumentType from "pdfkit";
import { pdfSafe } from "./pdf-text.ts";

export { pdfSafe };

export type Doc = InstanceType<typeof PDFDocumentType>;
type Outline = Doc["outline"];

/** US Letter in points, with the content box inside the margins. */
export const PAGE = { width: 612, height: 792, left: 54, right: 558, top: 72, bottom: 720 } as const;
export const CONTENT_WIDTH = PAGE.right - PAGE.left;

export const FONT = { regular: "Helvetica", bold: "Helvetica-Bold", italic: "Helvetica-Oblique" } as const;
type FontName = (typeof FONT)[keyof typeof FONT];

export const COLOR = {
  ink: "#0f172a",
  text: "#334155",
  muted: "#64748b",
  rule: "#cbd5e1",
  grid: "#e2e8f0",
  band: "#f1f5f9",
  brand: "#1e3a8a",
  accent: "#2563eb",
  highlight: "#dc2626",
  positive: "#15803d",
  negative: "#b91c1c",
  /** A negative figure still filling in (drawn light, outlined in `negative`). */
  negativeLight: "#fecaca",
} as const;

export interface TextStyle {
  font?: FontName;
  size?: number;
  color?: string;
  width?: number;
  align?: "left" | "right" | "center" | "justify";
  lineGap?: number;
}

export interface Column<T> {
  header: string;
  width: number;
  align?: "left" | "right";
  value: (row: T, index: number) => string;
  /** Bold text in this column. */
  bold?: boolean;
}

export interface TableOptions<T> {
  x?: number;
  size?: number;
  /** Rows to shade (e.g. the subject of the page). */
  highlight?: (row: T) => boolean;
  zebra?: boolean;
}

export interface Card {
  label: string;
  value: string;
  note: string;
  valueColor?: string;
}

export interface TocEntry {
  title: string;
  /** 0-based index of the page the entry starts on. */
  page: number;
  level: 0 | 1;
  destination: string;
}

/** Writes the report's pages and keeps what the contents page and the footers need. */
export class ReportWriter {
  readonly doc: Doc;
  readonly toc: TocEntry[] = [];
  /** Header label of each page (the section it belongs to); "" for the cover. */
  private readonly labels: string[] = [];
  private label = "";
  /** Title repeated, with "(continued)", at the top of a continuation page. */
  continuation = "";
  private destinations = 0;
  private adding = false;
  y: number = PAGE.top;

  constructor(doc: Doc) {
    this.doc = doc;
    // Pages are only ever added by addPage (which records the page's header label); a page PDFKit adds
    // by itself would mean text overflowed the layout, and would break the contents and headers.
    doc.on("pageAdded", () => {
      if (!this.adding) throw new Error("report layout overflow: PDFKit added a page by itself");
    });
  }

  /** 0-based index of the current page. */
  get pageIndex(): number {
    return this.labels.length - 1;
  }

  /** Starts a new page carrying `label` in its header. */
  addPage(label = this.label): void {
    this.adding = true;
    this.doc.addPage();
    this.adding = false;
    this.labels.push(label);
    this.label = label;
    this.y = PAGE.top;
  }

  /**
   * Starts a section on a new page: a contents entry (with a link target), a bookmark, and its title.
   * Continuation pages of the section repeat `title` with "(continued)".
   */
  beginSection(
    title: string,
    options: { label?: string; level?: 0 | 1; outline?: Outline; intro?: string } = {},
  ): Outline {
    this.addPage(options.label ?? title);
    const bookmark = this.mark(title, options.level ?? 0, options.outline);
    this.continuation = title;
    this.title(title);
    if (options.intro) this.paragraph(options.intro, { color: COLOR.muted, size: 9.5 });
    return bookmark;
  }

  /** A contents entry, link target and bookmark for the current page (without starting a page). */
  mark(title: string, level: 0 | 1 = 0, outline?: Outline): Outline {
    const destination = `section-${++this.destinations}`;
    this.doc.addNamedDestination(destination);
    this.toc.push({ title, page: this.pageIndex, level, destination });
    return (outline ?? this.doc.outline).addItem(pdfSafe(title));
  }

  /** The big title at the top of a section page. */
  title(text: string): void {
    this.y +=
      this.write(text, PAGE.left, this.y, { font: FONT.bold, size: 20, color: COLOR.brand, width: CONTENT_WIDTH }) + 4;
    this.doc.moveTo(PAGE.left, this.y).lineTo(PAGE.right, this.y).lineWidth(1.2).strokeColor(COLOR.brand).stroke();
    this.y += 10;
  }

  /** Height of `text` in `style` (wrapped to its width). */
  measure(text: string, style: TextStyle = {}): number {
    this.applyStyle(style);
    const safe = pdfSafe(text);
    const width = style.width ?? CONTENT_WIDTH;
    const lineGap = style.lineGap ?? 1.5;
    if (this.fitsOneLine(safe, width)) return this.doc.currentLineHeight(true) + lineGap;
    return this.doc.heightOfString(safe, { width, lineGap });
  }

  /** Draws wrapped text at a fixed position (no page break) and returns its height. */
  write(text: string, x: number, y: number, style: TextStyle = {}): number {
    const safe = pdfSafe(text);
    const width = style.width ?? CONTENT_WIDTH;
    const lineGap = style.lineGap ?? 1.5;
    const align = style.align ?? "left";
    this.applyStyle(style);
    if (align !== "justify" && this.fitsOneLine(safe, width)) {
      this.drawLine(safe, x, y, width, align);
      return this.doc.currentLineHeight(true) + lineGap;
    }
    this.withoutAutoPageBreak(() => this.doc.text(safe, x, y, { width, align, lineGap }));
    return this.doc.y - y;
  }

  /** Draws one line at a fixed position, shortened with an ellipsis to fit `width`. */
  line(text: string, x: number, y: number, style: TextStyle & { width: number }): void {
    this.applyStyle(style);
    const fitted = this.fit(pdfSafe(text).replace(/\n/g, " "), style.width);
    this.drawLine(fitted, x, y, style.width, style.align ?? "left");
  }

  /** Width of one line of text in a font and size. */
  widthOf(text: string, font: FontName, size: number): number {
    this.doc.font(font).fontSize(size);
    return this.doc.widthOfString(pdfSafe(text));
  }

  /** Moves to a continuation page when less than `height` is left; true when it did. */
  ensureSpace(height: number): boolean {
    if (this.y + height <= PAGE.bottom) return false;
    this.addPage();
    if (this.continuation) {
      this.y +=
        this.write(`${this.continuation} (continued)`, PAGE.left, this.y, {
          font: FONT.bold,
          size: 13,
          color: COLOR.brand,
        }) + 8;
    }
    return true;
  }

  /** A heading inside a section, kept with at least `keep` points of what follows. */
  heading(text: string, options: { size?: number; keep?: number; color?: string } = {}): void {
    const size = options.size ?? 13;
    const style: TextStyle = { font: FONT.bold, size, color: options.color ?? COLOR.ink };
    this.y += 4;
    this.ensureSpace(this.measure(text, style) + (options.keep ?? 40));
    this.y += this.write(text, PAGE.left, this.y, style) + 5;
  }

  /** A flowing paragraph (breaks to a new page before it when it does not fit). */
  paragraph(text: string, style: TextStyle & { x?: number; after?: number } = {}): void {
    const x = style.x ?? PAGE.left;
    const full: TextStyle = { font: FONT.regular, size: 9.5, color: COLOR.text, width: PAGE.right - x, ...style };
    const height = this.measure(text, full);
    this.ensureSpace(height + 2);
    this.write(text, x, this.y, full);
    this.y += height + (style.after ?? 6);
  }

  /** "Label: text" with a bold label, as a flowing paragraph. */
  labelled(label: string, text: string, style: TextStyle & { x?: number; after?: number } = {}): void {
    const x = style.x ?? PAGE.left;
    const size = style.size ?? 9;
    const width = PAGE.right - x;
    const safeLabel = pdfSafe(`${label}: `);
    const safeText = pdfSafe(text);
    this.doc.font(FONT.regular).fontSize(size);
    const height = this.doc.heightOfString(safeLabel + safeText, { width, lineGap: 1.5 });
    this.ensureSpace(height + 2);
    this.withoutAutoPageBreak(() => {
      this.doc.font(FONT.bold).fontSize(size).fillColor(COLOR.ink);
      this.doc.text(safeLabel, x, this.y, { width, lineGap: 1.5, continued: true });
      this.doc
        .font(FONT.regular)
        .fillColor(style.color ?? COLOR.text)
        .text(safeText, { lineGap: 1.5 });
    });
    this.y = Math.max(this.y + height, this.doc.y) + (style.after ?? 4);
  }

  /** A bulleted list item. */
  bullet(text: string, style: TextStyle = {}): void {
    const size = style.size ?? 9.5;
    const indent = 12;
    const full: TextStyle = { font: FONT.regular, size, color: COLOR.text, width: CONTENT_WIDTH - indent, ...style };
    const height = this.measure(text, full);
    this.ensureSpace(height + 2);
    this.doc.circle(PAGE.left + 3.5, this.y + size * 0.42, 1.6).fill(COLOR.accent);
    this.write(text, PAGE.left + indent, this.y, full);
    this.y += height + 4;
  }

  /** A row of key-figure cards across `width`. */
  cards(cards: readonly Card[], options: { x?: number; width?: number; height?: number } = {}): void {
    const x0 = options.x ?? PAGE.left;
    const width = options.width ?? CONTENT_WIDTH;
    const height = options.height ?? 66;
    const gap = 8;
    const cardWidth = (width - gap * (cards.length - 1)) / cards.length;
    this.ensureSpace(height);
    cards.forEach((card, i) => {
      const x = x0 + i * (cardWidth + gap);
      this.doc.roundedRect(x, this.y, cardWidth, height, 4).fill(COLOR.band);
      this.doc.rect(x, this.y, 3, height).fill(COLOR.accent);
      this.line(card.label, x + 9, this.y + 7, {
        font: FONT.bold,
        size: 7.5,
        color: COLOR.muted,
        width: cardWidth - 14,
      });
      this.line(card.value, x + 9, this.y + 19, {
        font: FONT.bold,
        size: 17,
        color: card.valueColor ?? COLOR.ink,
        width: cardWidth - 14,
      });
      this.write(card.note, x + 9, this.y + 40, {
        font: FONT.regular,
        size: 7,
        color: COLOR.muted,
        width: cardWidth - 14,
        lineGap: 0.5,
      });
    });
    this.y += height + 10;
  }

  /**
   * A table with a header row; cells wrap. A row that does not fit starts a continuation page, where the
   * header row is repeated.
   */
  table<T>(columns: readonly Column<T>[], rows: readonly T[], options: TableOptions<T> = {}): void {
    const size = options.size ?? 8;
    const x0 = options.x ?? PAGE.left;
    const pad = 3;
    const width = columns.reduce((sum, c) => sum + c.width, 0);
    const drawHeader = () => {
      const height =
        Math.max(
          ...columns.map((c) =>
            this.measure(c.header, { font: FONT.bold, size, width: c.width - 2 * pad, lineGap: 0.5 }),
          ),
        ) +
        2 * pad;
      this.doc.rect(x0, this.y, width, height).fill(COLOR.brand);
      let x = x0;
      for (const c of columns) {
        this.write(c.header, x + pad, this.y + pad, {
          font: FONT.bold,
          size,
          color: "#ffffff",
          width: c.width - 2 * pad,
          align: c.align ?? "left",
          lineGap: 0.5,
        });
        x += c.width;
      }
      this.y += height;
    };
    this.ensureSpace(40);
    drawHeader();
    rows.forEach((row, index) => {
      const cells = columns.map((column) => ({ column, text: column.value(row, index) }));
      const height =
        Math.max(
          ...cells.map(({ column, text }) =>
            this.measure(text, {
              font: column.bold ? FONT.bold : FONT.regular,
              size,
              width: column.width - 2 * pad,
              lineGap: 0.5,
            }),
          ),
        ) +
        2 * pad;
      if (this.ensureSpace(height)) drawHeader();
      if (options.highlight?.(row)) this.doc.rect(x0, this.y, width, height).fill("#fef3c7");
      else if (options.zebra !== false && index % 2 === 1) this.doc.rect(x0, this.y, width, height).fill(COLOR.band);
      let x = x0;
      cells.forEach(({ column: c, text }) => {
        this.write(text, x + pad, this.y + pad, {
          font: c.bold ? FONT.bold : FONT.regular,
          size,
          color: COLOR.ink,
          width: c.width - 2 * pad,
          align: c.align ?? "left",
          lineGap: 0.5,
        });
        x += c.width;
      });
      this.y += height;
      this.doc
        .moveTo(x0, this.y)
        .lineTo(x0 + width, this.y)
        .lineWidth(0.4)
        .strokeColor(COLOR.grid)
        .stroke();
    });
    this.y += 8;
  }

  /** Draws every page's running header and its "Page N of M" footer. */
  finish(footerLeft: string): void {
    const range = this.doc.bufferedPageRange();
    const total = range.count;
    for (let i = range.start; i < range.start + total; i++) {
      this.doc.switchToPage(i);
      const label = this.labels[i - range.start] ?? "";
      if (label) {
        this.line("US Jobs Analytics | US Employment Market Report", PAGE.left, 40, {
          font: FONT.regular,
          size: 7.5,
          color: COLOR.muted,
          width: 250,
        });
        this.line(label, PAGE.left + 250, 40, {
          font: FONT.bold,
          size: 7.5,
          color: COLOR.muted,
          width: CONTENT_WIDTH - 250,
          align: "right",
        });
        this.doc.moveTo(PAGE.left, 52).lineTo(PAGE.right, 52).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
      }
      this.doc.moveTo(PAGE.left, 744).lineTo(PAGE.right, 744).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
      this.line(footerLeft, PAGE.left, 751, {
        font: FONT.regular,
        size: 7.5,
        color: COLOR.muted,
        width: CONTENT_WIDTH - 90,
      });
      this.line(`Page ${i - range.start + 1} of ${total}`, PAGE.right - 90, 751, {
        font: FONT.bold,
        size: 7.5,
        color: COLOR.muted,
        width: 90,
        align: "right",
      });
    }
  }

  private applyStyle(style: TextStyle): void {
    this.doc
      .font(style.font ?? FONT.regular)
      .fontSize(style.size ?? 9.5)
      .fillColor(style.color ?? COLOR.text);
  }

  /** Runs `draw` with the bottom margin at the page edge, so that PDFKit never breaks the page itself. */
  private withoutAutoPageBreak(draw: () => void): void {
    const margins = this.doc.page.margins;
    const saved = margins.bottom;
    margins.bottom = 0;
    try {
      draw();
    } finally {
      margins.bottom = saved;
    }
  }

  private fitsOneLine(safe: string, width: number): boolean {
    return !safe.includes("\n") && this.doc.widthOfString(safe) <= width;
  }

  /**
   * One line without PDFKit's line wrapper (much faster; the text is known to fit), aligned in `width`.
   * Current font, size and colour.
   */
  private drawLine(
    safe: string,
    x: number,
    y: number,
    width: number,
    align: "left" | "right" | "center" | "justify",
  ): void {
    let dx = 0;
    if (align === "right" || align === "center") {
      const textWidth = this.doc.widthOfString(safe);
      dx = align === "right" ? width - textWidth : (width - textWidth) / 2;
    }
    this.doc.text(safe, x + dx, y, { lineBreak: false });
  }

  /** `text` shortened with an ellipsis to fit `width` in the current font. */
  private fit(text: string, width: number): string {
    if (this.doc.widthOfString(text) <= width) return text;
    let lo = 0;
    let hi = text.length;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (this.doc.widthOfString(`${text.slice(0, mid).trimEnd()}\u2026`) <= width) lo = mid;
      else hi = mid - 1;
    }
    return `${text.slice(0, lo).trimEnd()}\u2026`;
  }
}

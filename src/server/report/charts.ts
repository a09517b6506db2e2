// Vector charts of the report, drawn with PDF paths (lines, rectangles, circles) and real text labels.

import { required } from "../../domain/required.ts";
import { linearScale, niceTicks } from "../../domain/scale.ts";
import { COLOR, FONT, type ReportWriter } from "./pdf-writer.ts";

/** Axis tick label of a percentage ("2.5%", "-1%"). */
export const axisPercent = (v: number) => `${Number(v.toFixed(2))}%`;
/** Axis tick label of a count in millions ("12.5M"). */
export const axisMillions = (v: number) => `${Number((v / 1_000_000).toFixed(1))}M`;
/** Axis tick label of a count in thousands ("650K"). */
export const axisThousands = (v: number) => `${Number((v / 1000).toFixed(0))}K`;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LineSeries {
  name: string;
  color: string;
  values: readonly number[];
  dashed?: boolean;
}

/** Legend entries in one row (wrapping) from (x, y); returns its height. */
export function legend(
  w: ReportWriter,
  x: number,
  y: number,
  width: number,
  items: readonly { name: string; color: string; dashed?: boolean }[],
): number {
  let cx = x;
  let cy = y;
  for (const item of items) {
    const textWidth = w.widthOf(item.name, FONT.regular, 8);
    if (cx + 22 + textWidth > x + width) {
      cx = x;
      cy += 13;
    }
    w.doc
      .save()
      .moveTo(cx, cy + 4.5)
      .lineTo(cx + 16, cy + 4.5)
      .lineWidth(2.2)
      .strokeColor(item.color);
    if (item.dashed) w.doc.dash(3, { space: 2 });
    w.doc.stroke().undash().restore();
    w.line(item.name, cx + 20, cy, { font: FONT.regular, size: 8, color: COLOR.text, width: textWidth + 2 });
    cx += 20 + textWidth + 16;
  }
  return cy - y + 13;
}

function yAxis(
  w: ReportWriter,
  plot: Box,
  ticks: readonly number[],
  format: (v: number) => string,
  title: string,
): (v: number) => number {
  const lo = required(ticks[0], "the lowest axis tick");
  const hi = required(ticks.at(-1), "the highest axis tick");
  const scale = linearScale([lo, hi], [plot.y + plot.height, plot.y]);
  for (const t of ticks) {
    const ty = scale(t);
    w.doc
      .moveTo(plot.x, ty)
      .lineTo(plot.x + plot.width, ty)
      .lineWidth(0.4)
      .strokeColor(COLOR.grid)
      .stroke();
    w.line(format(t), plot.x - 46, ty - 3.5, {
      font: FONT.regular,
      size: 7.5,
      color: COLOR.muted,
      width: 42,
      align: "right",
    });
  }
  // Axis title, rotated along the y axis (still real text).
  w.doc.save();
  w.doc.rotate(-90, { origin: [plot.x - 54, plot.y + plot.height / 2] });
  w.line(title, plot.x - 54 - plot.height / 2, plot.y + plot.height / 2 - 8, {
    font: FONT.bold,
    size: 7.5,
    color: COLOR.text,
    width: plot.height,
    align: "center",
  });
  w.doc.restore();
  w.doc
    .moveTo(plot.x, plot.y)
    .lineTo(plot.x, plot.y + plot.height)
    .lineTo(plot.x + plot.width, plot.y + plot.height)
    .lineWidth(0.8)
    .strokeColor(COLOR.text)
    .stroke();
  return scale;
}

function xLabels(
  w: ReportWriter,
  plot: Box,
  labels: readonly string[],
  at: (i: number) => number,
  every: number,
  title: string,
): void {
  labels.forEach((label, i) => {
    if (i % every !== 0 && i !== labels.length - 1) return;
    const x = at(i);
    w.doc
      .moveTo(x, plot.y + plot.height)
      .lineTo(x, plot.y + plot.height + 3)
      .lineWidth(0.6)
      .strokeColor(COLOR.text)
      .stroke();
    w.line(label, x - 24, plot.y + plot.height + 6, {
      font: FONT.regular,
      size: 7,
      color: COLOR.muted,
      width: 48,
      align: "center",
    });
  });
  w.line(title, plot.x, plot.y + plot.height + 20, {
    font: FONT.bold,
    size: 7.5,
    color: COLOR.text,
    width: plot.width,
    align: "center",
  });
}

/** A line chart of several series over the same labelled points, with gridlines and titled axes. */
export function lineChart(
  w: ReportWriter,
  box: Box,
  options: {
    labels: readonly string[];
    series: readonly LineSeries[];
    formatY: (v: number) => string;
    yTitle: string;
    xTitle: string;
    fromZero?: boolean;
    labelEvery?: number;
  },
): void {
  const plot: Box = { x: box.x + 62, y: box.y + 4, width: box.width - 72, height: box.height - 38 };
  const all = options.series.flatMap((s) => s.values);
  const ticks = niceTicks(options.fromZero ? 0 : Math.min(...all), Math.max(...all), 6);
  const scaleY = yAxis(w, plot, ticks, options.formatY, options.yTitle);
  const n = options.labels.length;
  const across = linearScale([0, n - 1], [plot.x, plot.x + plot.width]);
  const at = (i: number) => (n <= 1 ? plot.x + plot.width / 2 : across(i));
  xLabels(w, plot, options.labels, at, options.labelEvery ?? 3, options.xTitle);
  for (const s of options.series) {
    w.doc.save();
    s.values.forEach((v, i) => {
      if (i === 0) w.doc.moveTo(at(i), scaleY(v));
      else w.doc.lineTo(at(i), scaleY(v));
    });
    w.doc.lineWidth(1.8).strokeColor(s.color).lineJoin("round");
    if (s.dashed) w.doc.dash(4, { space: 3 });
    w.doc.stroke().undash().restore();
    s.values.forEach((v, i) => {
      w.doc.circle(at(i), scaleY(v), 1.4).fill(s.color);
    });
  }
}

/** Vertical bars over labelled points (e.g. months), with gridlines and titled axes. */
export function columnChart(
  w: ReportWriter,
  box: Box,
  options: {
    labels: readonly string[];
    values: readonly number[];
    formatY: (v: number) => string;
    yTitle: string;
    xTitle: string;
    color?: string;
    labelEvery?: number;
    /** Columns drawn light (`light.color`, outlined in the bars' colour): figures still filling in. */
    light?: { at: (i: number) => boolean; color: string };
  },
): void {
  const plot: Box = { x: box.x + 62, y: box.y + 4, width: box.width - 72, height: box.height - 38 };
  const ticks = niceTicks(0, Math.max(1, ...options.values), 6);
  const scaleY = yAxis(w, plot, ticks, options.formatY, options.yTitle);
  const n = options.values.length;
  const slot = plot.width / n;
  const at = (i: number) => plot.x + slot * (i + 0.5);
  options.values.forEach((v, i) => {
    const top = scaleY(v);
    const height = plot.y + plot.height - top;
    if (height <= 0) return;
    const color = options.color ?? COLOR.accent;
    const [x, width] = [at(i) - slot * 0.35, slot * 0.7];
    // Graphics state is set before the path: PDF allows no state change between a path and its painting.
    if (options.light?.at(i))
      w.doc.save().lineWidth(0.8).rect(x, top, width, height).fillAndStroke(options.light.color, color).restore();
    else w.doc.rect(x, top, width, height).fill(color);
  });
  xLabels(w, plot, options.labels, at, options.labelEvery ?? 3, options.xTitle);
}

export interface BarItem {
  label: string;
  value: number;
  valueLabel: string;
  color?: string;
  bold?: boolean;
}

/**
 * Horizontal bars, one labelled row per item, from a zero line (negative values extend left); values
 * are printed in a column on the right. An optional dashed reference line (e.g. the national rate).
 * Returns the height used.
 */
export function barChart(
  w: ReportWriter,
  origin: { x: number; y: number; width: number },
  items: readonly BarItem[],
  options: {
    labelWidth?: number;
    rowHeight?: number;
    max?: number;
    size?: number;
    reference?: { value: number; label: string };
    axisTitle?: string;
    /** Labels of a value axis under the bars (with light gridlines); none when absent. */
    ticks?: (v: number) => string;
  } = {},
): number {
  const labelWidth = options.labelWidth ?? 150;
  const rowHeight = options.rowHeight ?? 14;
  const size = options.size ?? 7.5;
  const valueWidth = 50;
  const barX = origin.x + labelWidth + 6;
  const barWidth = origin.width - labelWidth - valueWidth - 12;
  const values = items.map((i) => i.value);
  let lo = Math.min(0, ...values);
  let hi = Math.max(options.max ?? 0, ...values, options.reference?.value ?? 0, lo + 1e-9);
  const tickLabel = options.ticks;
  const ticks = tickLabel ? niceTicks(lo, hi, 6) : [];
  if (ticks.length) {
    lo = required(ticks[0], "the lowest axis tick");
    hi = required(ticks.at(-1), "the highest axis tick");
  }
  const scale = linearScale([lo, hi], [barX, barX + barWidth]);
  const zero = scale(0);
  const bottom = origin.y + items.length * rowHeight;
  for (const t of ticks) {
    w.doc
      .moveTo(scale(t), origin.y)
      .lineTo(scale(t), bottom + 2)
      .lineWidth(0.4)
      .strokeColor(COLOR.grid)
      .stroke();
    w.line(tickLabel ? tickLabel(t) : "", scale(t) - 22, bottom + 4, {
      font: FONT.regular,
      size: 6.5,
      color: COLOR.muted,
      width: 44,
      align: "center",
    });
  }
  items.forEach((item, i) => {
    const y = origin.y + i * rowHeight;
    const font = item.bold ? FONT.bold : FONT.regular;
    w.line(item.label, origin.x, y + (rowHeight - size) / 2, {
      font,
      size,
      color: COLOR.ink,
      width: labelWidth,
      align: "right",
    });
    const end = scale(item.value);
    const color = item.color ?? (item.value < 0 ? COLOR.negative : COLOR.accent);
    if (end !== zero)
      w.doc.rect(Math.min(zero, end), y + rowHeight * 0.18, Math.abs(end - zero), rowHeight * 0.64).fill(color);
    w.line(item.valueLabel, origin.x + origin.width - valueWidth, y + (rowHeight - size) / 2, {
      font,
      size,
      color: COLOR.text,
      width: valueWidth,
      align: "right",
    });
  });
  w.doc.moveTo(zero, origin.y).lineTo(zero, bottom).lineWidth(0.8).strokeColor(COLOR.text).stroke();
  let used = items.length * rowHeight + (ticks.length ? 14 : 0);
  if (options.reference) {
    const rx = scale(options.reference.value);
    w.doc
      .save()
      .moveTo(rx, origin.y - 4)
      .lineTo(rx, bottom + 2)
      .lineWidth(1)
      .dash(3, { space: 2 })
      .strokeColor(COLOR.highlight)
      .stroke()
      .undash()
      .restore();
    const labelX = Math.max(barX, Math.min(rx - 90, barX + barWidth - 180));
    w.line(options.reference.label, labelX, origin.y + used + 3, {
      font: FONT.bold,
      size: 7,
      color: COLOR.highlight,
      width: 180,
      align: "center",
    });
    used += 14;
  }
  if (options.axisTitle) {
    w.line(options.axisTitle, barX, origin.y + used + 2, {
      font: FONT.bold,
      size: 7,
      color: COLOR.muted,
      width: barWidth,
      align: "center",
    });
    used += 14;
  }
  return used + 8;
}

/**
 * Where one value sits among many: every value as a dot on a scale, the subject's dot large and labelled.
 * Returns the height used.
 */
export function dotStrip(
  w: ReportWriter,
  origin: { x: number; y: number; width: number },
  options: {
    values: readonly number[];
    subject: number;
    subjectLabel: string;
    format: (v: number) => string;
    title: string;
    color?: string;
  },
): number {
  w.line(options.title, origin.x, origin.y, { font: FONT.bold, size: 8, color: COLOR.ink, width: origin.width });
  const axisY = origin.y + 32;
  const ticks = niceTicks(Math.min(...options.values), Math.max(...options.values), 5);
  const lo = required(ticks[0], "the lowest axis tick");
  const hi = required(ticks.at(-1), "the highest axis tick");
  const x0 = origin.x + 8;
  const width = origin.width - 16;
  const scale = linearScale([lo, hi], [x0, x0 + width]);
  w.doc
    .moveTo(x0, axisY)
    .lineTo(x0 + width, axisY)
    .lineWidth(0.8)
    .strokeColor(COLOR.text)
    .stroke();
  for (const t of ticks) {
    w.doc
      .moveTo(scale(t), axisY)
      .lineTo(scale(t), axisY + 3)
      .lineWidth(0.6)
      .stroke();
    w.line(options.format(t), scale(t) - 20, axisY + 5, {
      font: FONT.regular,
      size: 6.5,
      color: COLOR.muted,
      width: 40,
      align: "center",
    });
  }
  w.doc.save().fillOpacity(0.35);
  for (const v of options.values) w.doc.circle(scale(v), axisY - 5, 2.4).fill(COLOR.muted);
  w.doc.restore();
  const sx = scale(options.subject);
  w.doc.circle(sx, axisY - 5, 4).fill(options.color ?? COLOR.highlight);
  const labelX = Math.max(origin.x, Math.min(sx - 60, origin.x + origin.width - 120));
  w.line(options.subjectLabel, labelX, axisY - 20, {
    font: FONT.bold,
    size: 7,
    color: options.color ?? COLOR.highlight,
    width: 120,
    align: "center",
  });
  return 52;
}

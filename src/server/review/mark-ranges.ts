/**
 * Text with some ranges wrapped in an element, escaped everywhere: used for claims in the answer
 * and for evidence quotes in a chunk. Ranges are half-open `[start, end)` offsets into `text`;
 * a range that overlaps one already placed, or falls outside the text, is left out (and reported).
 */
import { type HtmlValue, html, type SafeHtml } from './html.js';

export interface MarkRange {
  start: number;
  end: number;
  /** Renders the marked text (already escaped by the caller's template). */
  wrap: (text: string) => SafeHtml;
}

export function markRanges(
  text: string,
  ranges: readonly MarkRange[],
): { markup: SafeHtml; dropped: number } {
  const valid = ranges
    .filter((range) => Number.isInteger(range.start) && Number.isInteger(range.end))
    .filter((range) => range.start >= 0 && range.end <= text.length && range.start < range.end)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const parts: HtmlValue[] = [];
  let position = 0;
  let placed = 0;
  for (const range of valid) {
    if (range.start < position) continue;
    parts.push(text.slice(position, range.start), range.wrap(text.slice(range.start, range.end)));
    position = range.end;
    placed += 1;
  }
  parts.push(text.slice(position));
  return { markup: html`${parts}`, dropped: ranges.length - placed };
}

/** A window of `text` around `[start, end)`, with `…` where it was cut. Offsets shift accordingly. */
export function excerptAround(
  text: string,
  range: { start: number; end: number },
  context: number,
): { text: string; offset: number; cutStart: boolean; cutEnd: boolean } {
  const from = Math.max(0, range.start - context);
  const to = Math.min(text.length, range.end + context);
  return { text: text.slice(from, to), offset: from, cutStart: from > 0, cutEnd: to < text.length };
}

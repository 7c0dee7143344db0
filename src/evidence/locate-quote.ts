/**
 * Finds a quote inside a chunk after folding case, whitespace and typographic punctuation, and
 * returns offsets in the original chunk text. Judges paraphrase their own quotes; this is how a
 * quote is held to what the chunk really says.
 */
import type { Span } from '../spec/claim.js';
import { isWhiteSpace } from '../text/is-white-space.js';

const TYPOGRAPHIC: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201b': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u00a0': ' ',
};

interface Folded {
  text: string;
  /** `origin[i]` is the index in the original string of folded character `i`; one extra entry for the end. */
  origin: number[];
}

/**
 * Lower-case, map typographic quotes and dashes to ASCII, collapse whitespace runs to one space.
 * A character-code scan with pieces joined once: chunks can be 100k characters long.
 */
export function foldText(text: string): Folded {
  const pieces: string[] = [];
  const origin: number[] = [];
  let previousSpace = true; // drops leading whitespace
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (isWhiteSpace(code)) {
      if (!previousSpace) {
        pieces.push(' ');
        origin.push(index);
      }
      previousSpace = true;
      continue;
    }
    previousSpace = false;
    if (code < 128) {
      pieces.push(code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : text[index]!);
      origin.push(index);
      continue;
    }
    const char = text[index]!;
    const mapped = (TYPOGRAPHIC[char] ?? char).toLowerCase();
    // One origin entry per UTF-16 unit, so indexes into the folded text stay aligned.
    for (let unit = 0; unit < mapped.length; unit += 1) {
      pieces.push(mapped[unit]!);
      origin.push(index);
    }
  }
  if (pieces.at(-1) === ' ') {
    pieces.pop();
    origin.pop();
  }
  origin.push(text.length);
  return { text: pieces.join(''), origin };
}

/** Strips what judges wrap quotes in: surrounding quotes, ellipses, whitespace. */
export function cleanQuote(quote: string): string {
  return quote
    .trim()
    .replace(/^["'\u201c\u201d\u2018\u2019`]+|["'\u201c\u201d\u2018\u2019`]+$/g, '')
    .replace(/^(\.\.\.|\u2026)\s*|\s*(\.\.\.|\u2026)$/g, '')
    .trim();
}

/**
 * The span of `quote` in `text`, or `null` when it is not there.
 * @example locateQuote('The refund window is 30 days.', 'REFUND  window') // { start: 4, end: 17 }
 */
export function locateQuote(text: string, quote: string, foldedText: Folded = foldText(text)): Span | null {
  const needle = foldText(cleanQuote(quote)).text;
  if (needle.length === 0) return null;
  const at = foldedText.text.indexOf(needle);
  if (at < 0) return null;
  const start = foldedText.origin[at]!;
  const lastChar = foldedText.origin[at + needle.length - 1]!;
  return { start, end: lastChar + 1 };
}

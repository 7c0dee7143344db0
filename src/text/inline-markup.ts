/**
 * Inline markup the sentence splitter must see through: citation markers (`[1]`, `[Source: 2]`,
 * `(Source: 2)`, `[1][2]`) that belong to the sentence before them, and URLs, e-mail addresses and
 * inline code whose punctuation is never a sentence boundary. Exported so a verifier can mask
 * citation markers too (their digits are not the claim's numbers).
 */
import type { Span } from '../spec/claim.js';

const CITATION_BODY =
  '(?:' +
  // [1], [^1], [1, 2], [1-3]
  '\\[\\^?\\d{1,3}(?:\\s*[,;\u2013-]\\s*\\^?\\d{1,3})*\\]' +
  // [Source: 2], [doc1], [c2], [Sources: 1, 3], [chunk c2]
  '|\\[(?:sources?|src|refs?|docs?|documents?|chunks?|passages?|context|citation|c|s|d)\\s*[:#]?\\s*[\\w.-]{1,24}' +
  '(?:\\s*[,;]\\s*[\\w.-]{1,24}(?:\\s*[:#]\\s*[\\w.-]{1,24}|[ \\t][\\w.-]{1,24})?)*\\]' +
  // (Source: 2), (sources 1, 2), (doc 3)
  '|\\((?:sources?|src|refs?|docs?|documents?|chunks?|passages?|citation)\\s*[:#]?\\s*[\\w.-]{1,24}(?:\\s*[,;]\\s*[\\w.-]{1,24})*\\)' +
  // 【1】, 【source】
  '|\u3010[^\u3011\\n]{1,30}\u3011' +
  ')';

/** One citation marker starting exactly at `lastIndex`, after optional spaces or tabs. */
const CITATION_AT = new RegExp(`[ \\t]*${CITATION_BODY}`, 'iy');
/** Every citation marker in a text. */
const CITATION_ANYWHERE = new RegExp(CITATION_BODY, 'gi');
/** How far from the end of a sentence citation markers are looked for. */
const TAIL = 300;
/** A run of citation markers (with optional spaces) at the end of a text. */
const TRAILING_CITATIONS = new RegExp(`(?:\\s*${CITATION_BODY})+\\s*$`, 'i');

/**
 * Returns the end of the run of citation markers that starts at `position` (spaces allowed between
 * them), or `position` itself when no marker starts there.
 */
export function skipCitationMarkers(text: string, position: number): number {
  let end = position;
  for (;;) {
    CITATION_AT.lastIndex = end;
    const match = CITATION_AT.exec(text);
    if (!match) return end;
    end += match[0].length;
  }
}

/** Returns the length of `text` without its trailing citation markers and the spaces before them. */
export function lengthWithoutTrailingCitations(text: string): number {
  if (!text.endsWith(']') && !text.endsWith(')') && !text.endsWith('\u3011')) return text.length;
  return matchStartInTail(TRAILING_CITATIONS, text) ?? text.length;
}

/** Where `pattern` (anchored at the end) matches in the last 300 characters: bounded work on any input. */
function matchStartInTail(pattern: RegExp, text: string): number | undefined {
  const offset = Math.max(0, text.length - TAIL);
  const match = pattern.exec(text.slice(offset));
  return match ? offset + match.index : undefined;
}

/** Citation markers just before the final period: "… Canada [2]." */
const CITATIONS_BEFORE_PERIOD = new RegExp(`(?:\\s*${CITATION_BODY})+\\s*[.!]$`, 'i');

/**
 * Returns the length of `text` once citation markers at its end are cut off, together with a final
 * period that follows them ("Revenue rose 8% [1]." → "Revenue rose 8%"): the claim without its
 * sources. Markers in the middle of a sentence stay (see {@link findCitationSpans}).
 */
export function lengthWithoutCitations(text: string): number {
  const length = lengthWithoutTrailingCitations(text);
  if (length < text.length) return length;
  const last = text[text.length - 1];
  if (last !== '.' && last !== '!') return length;
  const start = matchStartInTail(CITATIONS_BEFORE_PERIOD, text);
  return start !== undefined && start > 0 ? start : length;
}

/**
 * Finds every inline citation marker in a text.
 *
 * @example
 * findCitationSpans({ text: 'Revenue rose 8% [1][2].' }); // [{ start: 16, end: 19 }, { start: 19, end: 22 }]
 */
export function findCitationSpans(options: { text: string }): Span[] {
  const spans: Span[] = [];
  for (const match of options.text.matchAll(CITATION_ANYWHERE)) {
    spans.push({ start: match.index, end: match.index + match[0].length });
  }
  return spans;
}

const PROTECTED =
  /(?:https?:\/\/|ftp:\/\/|www\.)[^\s<>()[\]]*[^\s<>()[\].,;:!?'"]|[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63})+|`[^`\n]{1,200}`/g;

/**
 * Spans of URLs, e-mail addresses and inline code, sorted by start: punctuation inside them is never
 * a sentence boundary.
 */
export function findProtectedSpans(text: string): Span[] {
  if (!text.includes('://') && !text.includes('www.') && !text.includes('@') && !text.includes('`')) {
    return [];
  }
  const spans: Span[] = [];
  for (const match of text.matchAll(PROTECTED)) {
    spans.push({ start: match.index, end: match.index + match[0].length });
  }
  return spans;
}

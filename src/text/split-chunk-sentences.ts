/**
 * Splits a chunk into sentence spans: the units evidence is retrieved and quoted in. Chunks are
 * often scraped pages, so line breaks end sentences too, abbreviations and decimals do not, and a
 * run-on "sentence" is cut into pieces so one quote never swallows a whole page.
 *
 * Why not `segmentSentences` (the answer splitter): it joins wrapped lines into one sentence,
 * reads markdown blocks and caps nothing, which suits an answer, not a scraped page; the local
 * judge's model was fitted on these sentences, and indexing chunks with `segmentSentences` moves
 * its dev figures (docs/architecture.md, "The text toolkit"). Both read the same abbreviation lists.
 */

import type { Span } from '../spec/claim.js';
import {
  MAYBE_FINAL_ABBREVIATIONS,
  NEVER_FINAL_ABBREVIATIONS,
  NUMBER_ABBREVIATIONS,
  SENTENCE_OPENERS,
} from './abbreviations.js';
import { isWhiteSpace } from './is-white-space.js';
import { continuesAfterPeriod } from './languages/language-abbreviation.js';
import type { LanguageModule } from './languages/language-module.js';
import { lettersAtEnd } from './letters-at-end.js';

/**
 * Whether a period after `word` (lower-case, without the period) is an abbreviation's, by the
 * answer splitter's word lists (abbreviations.ts): titles and months never end a
 * sentence, "No." and "Fig." do not before a number, "Inc." and "U.S." do only before a typical
 * sentence opener.
 */
function isAbbreviation(word: string, after: string): boolean {
  if (NEVER_FINAL_ABBREVIATIONS.has(word) || /^[a-z]$/.test(word)) return true;
  if (NUMBER_ABBREVIATIONS.has(word)) return /^\s*\d/.test(after);
  // A time of day ends its sentence before any capitalised word but a day, a month or a time
  // zone: "… the closing concert at 4 p.m. Camping passes include …", not "at 9 a.m. Monday".
  if (word === 'a.m' || word === 'p.m') {
    const next = after.match(/^\s*([A-Za-z]+)/)?.[1];
    return !(next && /^[A-Z][a-z]/.test(next) && !TIME_CONTINUERS.test(next));
  }
  if (MAYBE_FINAL_ABBREVIATIONS.has(word)) {
    const next = after.match(/^\s*([A-Za-z]+)/)?.[1];
    return !(next && /^[A-Z]/.test(next) && SENTENCE_OPENERS.has(next.toLowerCase()));
  }
  return false;
}

/** Words that go on a time of day: days, months, time zones ("9 a.m. Monday", "5 p.m. Eastern"). */
const TIME_CONTINUERS =
  /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|Eastern|Central|Mountain|Pacific|Greenwich|Atlantic|Local)/;

/**
 * A period just before the bracket that closes an aside opened inside the sentence ends the aside,
 * not the sentence: "Evan Moore, (Opelousas, La.) Daily World city editor, talks …", "the
 * company (founded 1999 by Smith et al.) grew". An aside that opens the sentence may hold a
 * sentence of its own ("(See below.) Then …").
 */
function closesAside(text: string, start: number, at: number, terminator: string): boolean {
  if (!/^\.[)\]]/.test(terminator)) return false;
  const opener = terminator[1] === ')' ? '(' : '[';
  const opened = text.lastIndexOf(opener, at);
  if (opened < start || text.slice(opened, at).includes(terminator[1]!)) return false;
  return /\S/.test(text.slice(start, opened));
}

/**
 * A terminator with its closers before white space, a line break, or a run-on boundary: scraped
 * news runs sentences together with no space ("… over the medium term.The Bank of Japan said …",
 * "… since Jan. 18.Japan's Nikkei …"), so a period after two lower-case letters or digits and
 * before a capitalised word ends a sentence too ("U.S.A", "e.g.", "3.5", "Node.js" stay whole).
 */
/** @internal Exported for the test that `nextBoundary` finds the matches of its global search. */
export const BOUNDARY =
  /[.!?]+["'\u201d\u2019)\]]*(?=\s)|\n|(?<=[\p{Ll}\d]{2})\.["'\u201d\u2019]*(?=\p{Lu}\p{Ll})/gu;

/** BOUNDARY at one position (sticky), for `splitChunkSentences`'s own scan. */
const BOUNDARY_AT = new RegExp(BOUNDARY.source, 'uy');

/**
 * Where BOUNDARY's next match starts at or after `from`, and where it ends; null when there is
 * none. Every match starts at a terminator or a line break (the run-on alternative's look-behind
 * is read from its period), so only those positions are tried: the global search would try the
 * look-behind at every character.
 * @internal
 */
export function nextBoundary(text: string, from: number): { at: number; end: number } | null {
  for (let at = from; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code !== 46 && code !== 33 && code !== 63 && code !== 10) continue;
    BOUNDARY_AT.lastIndex = at;
    if (BOUNDARY_AT.test(text)) return { at, end: BOUNDARY_AT.lastIndex };
  }
  return null;
}

/** Longest sentence kept whole, in characters; longer ones are cut at a space. */
export const MAX_SENTENCE_CHARS = 600;

function pushTrimmed(text: string, start: number, end: number, spans: Span[]): void {
  let from = start;
  let to = end;
  while (from < to && isWhiteSpace(text.charCodeAt(from))) from += 1;
  while (to > from && isWhiteSpace(text.charCodeAt(to - 1))) to -= 1;
  if (to - from < 2) return;
  while (to - from > MAX_SENTENCE_CHARS) {
    let cut = text.lastIndexOf(' ', from + MAX_SENTENCE_CHARS);
    if (cut <= from) cut = from + MAX_SENTENCE_CHARS;
    spans.push({ start: from, end: cut });
    from = cut;
    while (from < to && isWhiteSpace(text.charCodeAt(from))) from += 1;
  }
  if (to - from >= 2) spans.push({ start: from, end: to });
}

/**
 * Sentence spans of `text` (half-open, trimmed, never empty).
 * @example splitChunkSentences('It costs $3.50. Dr. Li agrees.') // [{ start: 0, end: 15 }, { start: 16, end: 30 }]
 */
export function splitChunkSentences(text: string, language?: LanguageModule): Span[] {
  const spans: Span[] = [];
  let start = 0;
  for (let found = nextBoundary(text, 0); found !== null; found = nextBoundary(text, found.end)) {
    const { at, end } = found;
    if (text.charCodeAt(at) !== 10) {
      const terminator = text.slice(at, end);
      const window = text.slice(Math.max(start, at - 12), at);
      // Letters of any script: "Helsingør." is not the initial "r.".
      const letters = lettersAtEnd(window);
      const before = letters.toLowerCase();
      const after = text.slice(end, end + 24);
      // Letters glued to a number are its unit or suffix, no initial: "in the 1920s. The …", and
      // so are letters after a degree sign: "managed only 9°C. Overnight …".
      const glued = /(?:\d|°\s?)$/u.test(window.slice(0, window.length - letters.length));
      if (!(glued && /^[a-z]$/.test(before)) && isAbbreviation(before, after)) continue;
      if (closesAside(text, start, at, terminator)) continue;
      if (language && continuesAfterPeriod(language, text.slice(Math.max(start, at - 16), at), after))
        continue;
    }
    pushTrimmed(text, start, end, spans);
    start = end;
  }
  pushTrimmed(text, start, text.length, spans);
  return spans;
}

const PERIOD = 46;
const EXCLAMATION = 33;
const QUESTION = 63;
const NEWLINE = 10;

function isTerminatorOrCloser(code: number): boolean {
  // . ! ? and the closers BOUNDARY allows after them: " ' ” ’ ) ]
  return (
    code === PERIOD ||
    code === EXCLAMATION ||
    code === QUESTION ||
    code === 34 ||
    code === 39 ||
    code === 0x201d ||
    code === 0x2019 ||
    code === 41 ||
    code === 93
  );
}

function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || code === 160 || code === 0x2028 || code === 0x2029;
}

/**
 * About how many sentences `splitChunkSentences` finds in `text`, at a fraction of its cost: one pass
 * over the character codes with BOUNDARY's rule (a terminator, closers, then white space; or a line
 * break), no abbreviation checks (so it counts a few too many) nor run-on boundaries (a few too few) and no match objects. What the
 * service uses to price a check on the request thread before admitting it (~5 ms for 2 MB).
 * @example estimateSentenceCount('It costs $3.50. Dr. Li agrees.') // 3
 */
export function estimateSentenceCount(text: string): number {
  let sentences = 0;
  let segmentHasText = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === NEWLINE) {
      if (segmentHasText) sentences += 1;
      segmentHasText = false;
    } else if (code === PERIOD || code === EXCLAMATION || code === QUESTION) {
      let next = index + 1;
      while (next < text.length && isTerminatorOrCloser(text.charCodeAt(next))) next += 1;
      if (next < text.length && isSpace(text.charCodeAt(next))) {
        sentences += 1;
        segmentHasText = false;
        index = next;
      } else segmentHasText = true;
    } else if (!isSpace(code)) segmentHasText = true;
  }
  if (segmentHasText) sentences += 1;
  // A text without boundaries is still cut into pieces of MAX_SENTENCE_CHARS.
  return Math.max(sentences, Math.ceil(text.trim().length / MAX_SENTENCE_CHARS));
}

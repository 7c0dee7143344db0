/**
 * Rule-based sentence segmentation with exact character spans. `Intl.Segmenter` splits at "Dr." and
 * "U.S." and its output depends on the ICU version Node ships; a single left-to-right scan with an
 * abbreviation list is deterministic everywhere and runs in microseconds. Periods are boundaries only
 * when followed by whitespace and a plausible sentence start, which keeps decimals, versions, URLs
 * and e-mail addresses intact; citation markers after a period stay with the sentence they follow.
 */
import {
  MAYBE_FINAL_ABBREVIATIONS,
  NEVER_FINAL_ABBREVIATIONS,
  NUMBER_ABBREVIATIONS,
  SENTENCE_OPENERS,
} from './abbreviations.js';
import { findProtectedSpans, lengthWithoutTrailingCitations, skipCitationMarkers } from './inline-markup.js';
import { continuesAfterPeriod } from './languages/language-abbreviation.js';
import type { LanguageModule } from './languages/language-module.js';
import { type BlockKind, splitBlocks } from './split-blocks.js';

/** One sentence (or heading, table row, code block) of a text, trimmed of surrounding whitespace. */
export interface SentenceSegment {
  start: number;
  end: number;
  /** The sentence itself: `text.slice(start, end)` of the segmented text. */
  text: string;
  /** The markdown block the sentence sits in. */
  block: BlockKind;
}

/**
 * Whether `text[at]` ends a sentence ('.', '!', '?', '…'), read by code unit: the scan asks it of
 * every character of the answer, and a one-character string per character cost more than the rest
 * of the scan.
 */
function isTerminatorAt(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  return code === 46 || code === 33 || code === 63 || code === 0x2026;
}

const BULLET_GLYPHS = '\u2022\u2023\u25e6\u25aa';
const CLOSERS = '"\'\u201d\u2019)]*_\u00bb';
const WORD_BEFORE_PERIOD = /(?:^|[^A-Za-z0-9.])([A-Za-z][A-Za-z.]*)$/;
const NEXT_WORD = /[\p{L}\p{N}]+/uy;
const ALPHANUMERIC = /[\p{L}\p{N}]/u;

/**
 * Splits a text into sentences with exact spans: `text.slice(start, end)` is the sentence, trimmed.
 * Pieces with no letter or digit (rules, lone citation markers) are not sentences and are left out.
 *
 * @example
 * segmentSentences({ text: 'Dr. Smith moved to the U.S. in 2019. He works at Acme Inc.' });
 * // two segments: 'Dr. Smith moved to the U.S. in 2019.' and 'He works at Acme Inc.'
 */
export function segmentSentences(options: {
  text: string;
  /** A language other than English: its abbreviations and ordinal dates ("3. März") do not end a sentence. */
  language?: LanguageModule;
}): SentenceSegment[] {
  const { text, language } = options;
  const protectedSpans = findProtectedSpans(text);
  const segments: SentenceSegment[] = [];
  const push = (start: number, end: number, block: BlockKind) => {
    let trimmedStart = start;
    let trimmedEnd = end;
    while (trimmedStart < trimmedEnd && isSpace(text.charCodeAt(trimmedStart))) trimmedStart++;
    // An inline bullet glyph ("… underwater. • Identify predators.") is a marker, not content.
    while (BULLET_GLYPHS.includes(text[trimmedStart] ?? ' ') && isSpace(text.charCodeAt(trimmedStart + 1))) {
      trimmedStart += 2;
      while (trimmedStart < trimmedEnd && isSpace(text.charCodeAt(trimmedStart))) trimmedStart++;
    }
    while (trimmedEnd > trimmedStart && isSpace(text.charCodeAt(trimmedEnd - 1))) trimmedEnd--;
    const piece = text.slice(trimmedStart, trimmedEnd);
    const withoutCitations = piece.slice(0, lengthWithoutTrailingCitations(piece));
    if (!ALPHANUMERIC.test(withoutCitations)) return;
    segments.push({ start: trimmedStart, end: trimmedEnd, text: piece, block });
  };
  let protectedIndex = 0;
  for (const block of splitBlocks(text)) {
    if (block.kind !== 'paragraph' && block.kind !== 'list_item') {
      push(block.start, block.end, block.kind);
      continue;
    }
    let sentenceStart = block.start;
    for (let index = block.start; index < block.end; index++) {
      if (!isTerminatorAt(text, index)) continue;
      while (protectedIndex < protectedSpans.length && protectedSpans[protectedIndex]!.end <= index) {
        protectedIndex++;
      }
      const covering = protectedSpans[protectedIndex];
      if (covering && covering.start <= index) {
        index = covering.end - 1;
        continue;
      }
      let end = index + 1;
      while (end < block.end && isTerminatorAt(text, end)) end++;
      const runLength = end - index;
      while (end < block.end && CLOSERS.includes(text[end]!)) end++;
      end = Math.min(skipCitationMarkers(text, end), block.end);
      while (end < block.end && CLOSERS.includes(text[end]!)) end++;
      if (end < block.end && !isSpace(text.charCodeAt(end))) {
        index = end - 1;
        continue;
      }
      let next = end;
      while (next < block.end && isSpace(text.charCodeAt(next))) next++;
      const continues =
        language !== undefined &&
        text[index] === '.' &&
        runLength === 1 &&
        continuesAfterPeriod(
          language,
          text.slice(Math.max(sentenceStart, index - 16), index),
          text.slice(end, end + 24),
        );
      if (
        next < block.end &&
        (continues || !isBoundary({ text, period: index, runLength, next, sentenceStart }))
      ) {
        index = end - 1;
        continue;
      }
      push(sentenceStart, end, block.kind);
      sentenceStart = next;
      index = next - 1;
    }
    push(sentenceStart, block.end, block.kind);
  }
  return segments;
}

/** Decides whether the terminator at `period`, followed by whitespace and `text[next]`, ends a sentence. */
function isBoundary(options: {
  text: string;
  period: number;
  runLength: number;
  next: number;
  sentenceStart: number;
}): boolean {
  const { text, period, runLength, next, sentenceStart } = options;
  NEXT_WORD.lastIndex = next;
  const nextWord = NEXT_WORD.exec(text)?.[0] ?? '';
  const nextChar = text[next] ?? '';
  if (isLowerCase(nextChar) && !/^[a-z]+[A-Z]/.test(nextWord)) return false;
  const window = text.slice(Math.max(sentenceStart, period - 16), period);
  const nextIsOpener = SENTENCE_OPENERS.has(nextWord.toLowerCase()) && !isLowerCase(nextWord[0] ?? '');
  if (text[period] === '!' && runLength === 1) {
    // A name with an exclamation mark ("Shout! Factory", "Yahoo! Inc.") inside a sentence.
    const inName = /\s\p{Lu}\p{L}*$/u.test(window) && /^\p{Lu}/u.test(nextWord) && !nextIsOpener;
    return !inName;
  }
  if (text[period] !== '.' || runLength !== 1) return true;
  const word = WORD_BEFORE_PERIOD.exec(window)?.[1];
  if (!word) return true;
  const lower = word.toLowerCase();
  if (NEVER_FINAL_ABBREVIATIONS.has(lower)) return false;
  if (NUMBER_ABBREVIATIONS.has(lower)) return !(nextChar >= '0' && nextChar <= '9');
  const ambiguous =
    MAYBE_FINAL_ABBREVIATIONS.has(lower) || /^(?:[A-Za-z]\.)+[A-Za-z]$/.test(word) || /^[A-Z]$/.test(word);
  if (!ambiguous) return true;
  if (nextWord === '') return !(nextChar >= '0' && nextChar <= '9');
  return nextIsOpener;
}

function isLowerCase(character: string): boolean {
  return character !== character.toUpperCase() && character === character.toLowerCase();
}

function isSpace(code: number): boolean {
  return (
    code === 32 || code === 10 || code === 13 || code === 9 || code === 0xa0 || code === 12 || code === 11
  );
}

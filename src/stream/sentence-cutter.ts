/**
 * Cuts a growing text into sentences as they complete, with the very segmentation `verify()` uses
 * (`segmentSentences`: abbreviations, decimals, lists, markdown, code fences). A sentence is only
 * handed out once no later text can change it: the next sentence has begun and its first word is
 * complete (two words when it opens with a bracket, which may be a citation marker that belongs
 * to the sentence before). So any split of the same text into deltas gives the same sentences as
 * segmenting the whole text at once — the chunking-invariance test and benchmark hold it to that.
 *
 * Work stays linear: the text is segmented again only when a delta could have completed a sentence
 * (the unfinished text holds a terminator or a line break, and the delta ends a word), and only from
 * the last blank line before the unfinished text. A sentence that never ends is cut at
 * `maxSentenceChars` (at a space when there is one): the one place where the stream's sentences can
 * differ from the whole text's.
 */
import { type SentenceSegment, segmentSentences } from '../text/segment-sentences.js';

export interface SentenceCutter {
  /** Appends a delta; returns the sentences it completed, in order, with offsets in the whole text. */
  push(delta: string): SentenceSegment[];
  /** The text ended: every sentence still open. */
  finish(): SentenceSegment[];
  /** All the text pushed so far. */
  readonly text: string;
}

export interface SentenceCutterOptions {
  /** A sentence longer than this is cut without waiting for its end. Default 4,000 characters. */
  maxSentenceChars?: number;
}

export const DEFAULT_MAX_SENTENCE_CHARS = 4_000;
const CANDIDATE = /[.!?\u2026\n]/;
const SPACE = /\s/;
const OPENING_BRACKET = /^[[(\u3010]/;
/** Beyond this many characters since the last restart point, restart at a line start anyway. */
const MAX_REGION_FACTOR = 8;

/**
 * @example
 * const cutter = createSentenceCutter();
 * cutter.push('Dr. Smith moved in 2019. He'); // []
 * cutter.push(' works at Acme.');              // ['Dr. Smith moved in 2019.']
 * cutter.finish();                             // ['He works at Acme.']
 */
export function createSentenceCutter(options: SentenceCutterOptions = {}): SentenceCutter {
  const maxSentenceChars = Math.max(80, options.maxSentenceChars ?? DEFAULT_MAX_SENTENCE_CHARS);
  let text = '';
  /** End of the last sentence handed out: nothing before it is looked at again. */
  let committed = 0;
  /** Where segmentation restarts: a line start after a blank line, before `committed`. */
  let base = 0;
  /** Whether the text after `committed` holds a terminator or a line break. */
  let candidate = false;

  const segmentRegion = (): SentenceSegment[] => {
    const region = text.slice(base);
    const segments = segmentSentences({ text: region });
    const result: SentenceSegment[] = [];
    for (const segment of segments) {
      const start = segment.start + base;
      if (start < committed) continue;
      result.push({ ...segment, start, end: segment.end + base });
    }
    return result;
  };

  /** Whether the text from `from` holds `count` whole whitespace-ended tokens. */
  const hasTokens = (from: number, count: number): boolean => {
    let seen = 0;
    let inToken = false;
    for (let index = from; index < text.length; index++) {
      const space = SPACE.test(text[index]!);
      if (!space) inToken = true;
      else if (inToken) {
        seen += 1;
        inToken = false;
        if (seen >= count) return true;
      }
    }
    return false;
  };

  const settle = (segment: SentenceSegment, next: SentenceSegment | undefined) => {
    committed = segment.end;
    const gapEnd = next?.start ?? text.length;
    const gap = text.slice(segment.end, gapEnd);
    const blank = gap.search(/\n[ \t]*\n/);
    if (blank >= 0) base = segment.end + gap.lastIndexOf('\n') + 1;
    else if (committed - base > maxSentenceChars * MAX_REGION_FACTOR) {
      // A very long run with no blank line (a list of thousands of lines): restart at a line start
      // rather than segment an ever longer region.
      const lineStart = text.lastIndexOf('\n', gapEnd - 1) + 1;
      if (lineStart > base && lineStart <= gapEnd) base = lineStart;
    }
    candidate = CANDIDATE.test(text.slice(committed));
  };

  const cutOverlong = (): SentenceSegment[] => {
    let start = committed;
    while (start < text.length && SPACE.test(text[start]!)) start++;
    if (text.length - start <= maxSentenceChars) return [];
    let end = text.lastIndexOf(' ', start + maxSentenceChars);
    if (end <= start) end = start + maxSentenceChars;
    const segment: SentenceSegment = {
      start,
      end,
      text: text.slice(start, end),
      block: 'paragraph',
    };
    committed = end;
    base = Math.max(base, end);
    candidate = CANDIDATE.test(text.slice(committed));
    return [segment, ...cutOverlong()];
  };

  return {
    get text() {
      return text;
    },
    push(delta) {
      if (delta.length === 0) return [];
      text += delta;
      if (!candidate && CANDIDATE.test(delta)) candidate = true;
      const found: SentenceSegment[] = [];
      if (candidate && SPACE.test(delta)) {
        const segments = segmentRegion();
        for (let index = 0; index + 1 < segments.length; index++) {
          const segment = segments[index]!;
          const next = segments[index + 1]!;
          const words = OPENING_BRACKET.test(text[next.start] ?? '') ? 2 : 1;
          if (!hasTokens(next.start, words)) break;
          found.push(segment);
          settle(segment, next);
        }
      }
      return [...found, ...cutOverlong()];
    },
    finish() {
      const rest = segmentRegion();
      const last = rest[rest.length - 1];
      if (last) {
        committed = last.end;
        candidate = false;
      }
      return rest;
    },
  };
}

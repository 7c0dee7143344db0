/**
 * Citations in an answer: the citation patterns (counted for the pattern bonus) and the
 * markers they form, each attached to the sentence it cites for. A marker that opens a sentence
 * right after a full stop ("… billion. [1] Growth …") belongs to the sentence before it.
 */
import type { Span } from '../spec/claim.js';

/** The three-aspect specification's citation patterns, by name. Every occurrence counts towards the pattern bonus. */
export const CITATION_PATTERNS: ReadonlyArray<{ name: string; regex: RegExp; marker: boolean }> = [
  { name: '[Source: …]', regex: /\[\s*sources?\s*:?\s*[^\]\n]{1,160}\]/giu, marker: true },
  { name: '(Source: …)', regex: /\(\s*sources?\s*:?\s*[^)\n]{1,160}\)/giu, marker: true },
  { name: '[n]', regex: /\[\s*\d+(?:\s*[,;–-]\s*\d+)*\s*\]/gu, marker: true },
  { name: 'according to', regex: /\baccording to\b/giu, marker: false },
  { name: 'per the filing', regex: /\bper the filing\b/giu, marker: false },
  { name: 'in the … filing', regex: /\bin the(?:\s+[\p{L}\p{N}.\-/]+){0,4}?\s+filings?\b/giu, marker: false },
];

export interface PatternMatch {
  pattern: string;
  match: string;
  start: number;
}

/** Every occurrence of a citation pattern, in order of position. */
export function findCitationPatterns(answer: string): PatternMatch[] {
  const matches: PatternMatch[] = [];
  for (const { name, regex } of CITATION_PATTERNS) {
    for (const found of answer.matchAll(regex)) {
      matches.push({ pattern: name, match: found[0], start: found.index });
    }
  }
  return matches.sort((left, right) => left.start - right.start);
}

export interface CitationMarker {
  /** As written: `[Source: 1]`, `[2, 3]`, `according to the AAPL 10-Q`. */
  marker: string;
  start: number;
  end: number;
  /** What the marker names: `1`, `2, 3`, `AAPL 10-Q 2023`, `the AAPL 10-Q filing`. */
  reference: string;
  /** Bracketed markers are masked out of the claim text; phrases are part of the sentence. */
  bracketed: boolean;
}

const BRACKET = /\[\s*(?:sources?\s*:?\s*)?([^\]\n]{1,160})\]|\(\s*sources?\s*:?\s*([^)\n]{1,160})\)/giu;
const ACCORDING_TO = /\baccording to\s+([^,;:!?\n]{1,60}?)(?=[,;:!?\n]|\.(?:\s|$)|$)/giu;
const FILING_PHRASE = /\b(?:per|in) (the(?:\s+[\p{L}\p{N}.\-/]+){0,4}?\s+filings?)\b/giu;

/**
 * Bracketed markers (`[Source: …]`, `(Source: …)`, `[1]`, and `[anything]` that `isReference`
 * accepts, e.g. a chunk id) and the phrases "according to …", "per the filing", "in the … filing".
 */
export function findCitationMarkers(
  answer: string,
  isReference: (reference: string) => boolean = () => false,
): CitationMarker[] {
  const markers: CitationMarker[] = [];
  for (const found of answer.matchAll(BRACKET)) {
    const text = found[0];
    const reference = (found[1] ?? found[2] ?? '').trim();
    const isCitationPattern = /^[[(]\s*sources?/i.test(text) || /^\[\s*\d/.test(text);
    const isLink = answer[found.index + text.length] === '(';
    if (isLink || !(isCitationPattern || isReference(reference))) continue;
    markers.push({
      marker: text,
      start: found.index,
      end: found.index + text.length,
      reference,
      bracketed: true,
    });
  }
  for (const regex of [ACCORDING_TO, FILING_PHRASE]) {
    for (const found of answer.matchAll(regex)) {
      const text = found[0];
      markers.push({
        marker: text,
        start: found.index,
        end: found.index + text.length,
        reference: found[1]!.trim(),
        bracketed: false,
      });
    }
  }
  return markers.sort((left, right) => left.start - right.start);
}

/** Sentence spans of a text whose bracketed markers were blanked out (so their dots do not split). */
function sentenceSpans(masked: string): Span[] {
  const spans: Span[] = [];
  let start = 0;
  for (const boundary of masked.matchAll(/[.!?]+(?=\s|$)|\n+/g)) {
    const end = boundary.index + boundary[0].length;
    spans.push({ start, end });
    start = end;
  }
  if (start < masked.length) spans.push({ start, end: masked.length });
  return spans
    .map((span) => {
      let spanStart = span.start;
      while (spanStart < span.end && /\s/.test(masked[spanStart]!)) spanStart += 1;
      return { start: spanStart, end: span.end };
    })
    .filter((span) => span.end > span.start);
}

/** The sentence each marker is attached to: its text without bracketed markers, and its span. */
export function attachMarkers(
  answer: string,
  markers: readonly CitationMarker[],
): Array<{ marker: CitationMarker; claim: string; claimSpan: Span }> {
  let masked = answer;
  for (const marker of markers.filter((entry) => entry.bracketed)) {
    masked = masked.slice(0, marker.start) + ' '.repeat(marker.end - marker.start) + masked.slice(marker.end);
  }
  const spans = sentenceSpans(masked);
  const isBlank = (text: string) => /^[\s.!?]*$/.test(text);
  return markers.map((marker) => {
    let index = spans.findIndex((span) => marker.start >= span.start && marker.start < span.end);
    if (index === -1) index = spans.length - 1;
    const current = spans[index];
    const before = current ? masked.slice(current.start, marker.start) : '';
    if (index > 0 && current && (isBlank(masked.slice(current.start, current.end)) || isBlank(before))) {
      index -= 1;
    }
    const span = spans[index] ?? { start: 0, end: answer.length };
    const claim = masked
      .slice(span.start, span.end)
      .replace(/\s+/g, ' ')
      .replace(/\s+([.!?,;:])/g, '$1')
      .trim();
    return { marker, claim, claimSpan: { start: span.start, end: span.end } };
  });
}

/** A claim's text without bracketed citation markers (`[Source: …]`, `(Source: …)`, `[n]`), for display. */
export function stripCitationMarkers(text: string): string {
  let stripped = text;
  for (const { regex, marker } of CITATION_PATTERNS) if (marker) stripped = stripped.replace(regex, ' ');
  return stripped
    .replace(/\s+([.!?,;:])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

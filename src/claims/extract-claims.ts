/**
 * Offline claim extraction for the embedded local judge: segments the response into sentences,
 * keeps the check-worthy factual ones as claims and splits compound ones into atomic parts. Every
 * claim keeps its exact span (`response.slice(span.start, span.end) === text`); every sentence
 * that is not a claim is listed in `skipped` with a reason. No model, no network, deterministic,
 * and fast enough (tens of microseconds for 300 words) to run on every answer.
 */
import { InputError } from '../errors.js';
import type { Claim, SkippedSentence } from '../spec/claim.js';
import type { LanguageModule } from '../text/languages/language-module.js';
import { type SentenceSegment, segmentSentences } from '../text/segment-sentences.js';
import { classifySentence } from './classify-sentence.js';
import { splitCompound } from './split-compound.js';

/** Options for {@link extractClaimsLocally}. */
export interface ExtractClaimsLocallyOptions {
  /** The model's answer text. */
  response: string;
  /** Split compound sentences into atomic claims; default true (English only: the splitter reads English conjunctions). */
  atomic?: boolean;
  /** The answer's language when it is not English: its abbreviations and ordinal dates guide the sentence splitter. */
  language?: LanguageModule;
}

/** Claims and skipped sentences, both in the order they appear in the response. */
export interface ExtractClaimsLocallyResult {
  claims: Claim[];
  skipped: SkippedSentence[];
}

/**
 * Extracts check-worthy claims from a response, deterministically and without any model.
 *
 * @example
 * const { claims, skipped } = extractClaimsLocally({
 *   response: 'Acme was founded in 1998, and it employs 500 people [1]. Hope this helps!',
 * });
 * // claims: 'Acme was founded in 1998' and 'it employs 500 people' (the marker is cut off)
 * // skipped: [{ text: 'Hope this helps!', reason: 'greeting', … }]
 */
export function extractClaimsLocally(options: ExtractClaimsLocallyOptions): ExtractClaimsLocallyResult {
  const { response } = options;
  if (typeof response !== 'string') {
    throw new InputError(
      `response must be a string, got ${response === null ? 'null' : typeof response}`,
      'response',
    );
  }
  const { language } = options;
  const atomic = (options.atomic ?? true) && language === undefined;
  const claims: Claim[] = [];
  const skipped: SkippedSentence[] = [];
  for (const segment of segmentSentences({ text: response, language })) {
    const outcome = extractSentenceClaims({ response, segment, atomic });
    claims.push(...outcome.claims);
    skipped.push(...outcome.skipped);
  }
  return { claims, skipped };
}

/**
 * The claims of one sentence of `response` (a segment `segmentSentences` found in it), with spans
 * in `response`. `extractClaimsLocally` is this over every sentence; the streaming transform calls it
 * for each sentence as it completes, so a streamed answer gets exactly the claims of the whole text.
 *
 * @example
 * const [segment] = segmentSentences({ text });
 * const { claims } = extractSentenceClaims({ response: text, segment });
 */
export function extractSentenceClaims(options: {
  response: string;
  segment: SentenceSegment;
  atomic?: boolean;
}): ExtractClaimsLocallyResult {
  const { response, segment } = options;
  const outcome = classifySentence({
    text: response,
    start: segment.start,
    end: segment.end,
    block: segment.block,
  });
  if (outcome.reason !== null) {
    const span = { start: outcome.start, end: outcome.end };
    return {
      claims: [],
      skipped: [{ text: response.slice(span.start, span.end), span, reason: outcome.reason }],
    };
  }
  const parts =
    (options.atomic ?? true) && segment.block !== 'table_row'
      ? splitCompound({ text: response, start: outcome.start, end: outcome.end })
      : [{ start: outcome.start, end: outcome.end }];
  return {
    claims: parts.map((span) => ({ text: response.slice(span.start, span.end), span })),
    skipped: [],
  };
}

/**
 * Who did it, across voices: "James Gillespie designed the Corran Library" against "The Corran
 * Library … was designed by the Glasgow practice Baird & Lowe", "The play is directed by Helena
 * Marsh" against "Anton Weiss directs the new production". The claim's name before a verb (or
 * after the verb's "by") and the sentence's name after "by" (or before the verb) fill the one role
 * of the doer; different names there are a swap, wherever else the claim's name appears. The
 * slot comparison (`compare-slots.ts`) reads names in place and misses them when the voice turns.
 */
import type { Token } from '../../../text/tokenize.js';
import { nameSpans, type SlotConflict, type Span, type UnknownWord } from './compare-slots.js';

/** Words allowed between "by" and the doer's name ("by the Glasgow practice Baird & Lowe"). */
const DESCRIPTOR_LIMIT = 4;

/** Auxiliaries that make a verb's subject its patient ("was designed"), not its doer. */
const PASSIVE = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being']);

/** Auxiliaries that keep the doer before the verb ("did not win", "has designed"). */
const AUXILIARY = new Set(
  'do does did has have had will would can could may might shall should must'.split(' '),
);

/** The name a verb at `index` names as its doer, in either voice, or null; `spans` are the tokens' names. */
function doerOf(
  tokens: readonly Token[],
  source: string,
  index: number,
  spans: readonly Span[],
): Span | null {
  if (tokens[index + 1]?.lower === 'by') {
    const limit = index + 2 + DESCRIPTOR_LIMIT;
    const first = spans.findIndex((item) => item.first > index + 1 && item.first <= limit);
    const span = spans[first];
    if (!span) return null;
    // "by the Glasgow practice Baird & Lowe": the names after "by" with only common words
    // between them, read as one doer.
    let last = span;
    for (const next of spans.slice(first + 1)) {
      if (
        next.first > limit ||
        /[,;:()]/u.test(source.slice(tokens[last.last]!.end, tokens[next.first]!.start))
      )
        break;
      last = next;
    }
    return {
      first: span.first,
      last: last.last,
      text: source.slice(tokens[span.first]!.start, tokens[last.last]!.end),
      stems: spans.slice(first, spans.indexOf(last) + 1).flatMap((item) => item.stems),
    };
  }
  // "Mill Lane did not win": auxiliaries and negations stand between the doer and its verb.
  let before = index - 1;
  while (
    before > 0 &&
    index - before <= 3 &&
    (AUXILIARY.has(tokens[before]!.lower) || tokens[before]!.isNegation)
  )
    before -= 1;
  if (PASSIVE.has(tokens[index - 1]?.lower ?? '')) return null;
  const span = spans.find((item) => item.last === before);
  return span ?? null;
}

/**
 * A doer the sentence names differently for the same verb, as a slot conflict, or null.
 * @example findAgentSwap({ claim: tokenize('Ann Lee designed the hall.'), evidence: tokenize('The hall was designed by Bo Ek.'), … }) // Ann Lee vs Bo Ek
 */
export function findAgentSwap(options: {
  claim: readonly Token[];
  claimSource: string;
  evidence: readonly Token[];
  evidenceSource: string;
  unknown?: UnknownWord;
  /**
   * The claim denies what the sentence affirms ("Mill Lane did not win the final" against "won by
   * Castlebrook Rovers, who beat Mill Lane"): the claim's doer may stand elsewhere in the sentence,
   * since the swap then bears the claim out rather than contradicts it.
   */
  denied?: boolean;
}): SlotConflict | null {
  const { claim, evidence, unknown } = options;
  // A turned voice has "by" on one side; the same voice is the slot comparison's.
  const by = (tokens: readonly Token[]) => tokens.some((token) => token.lower === 'by');
  if (!by(claim) && !by(evidence)) return null;
  const claimSpans = nameSpans(claim, options.claimSource, 0, unknown);
  if (claimSpans.length === 0) return null;
  let evidenceSpans: Span[] | null = null;
  for (let index = 0; index < claim.length; index += 1) {
    const token = claim[index]!;
    if (!token.isContent || token.isCapitalized || token.isNumber) continue;
    const claimDoer = doerOf(claim, options.claimSource, index, claimSpans);
    if (!claimDoer) continue;
    const at = evidence.findIndex((other) => other.stem === token.stem);
    if (at < 0 || evidence.findLastIndex((other) => other.stem === token.stem) !== at) continue;
    evidenceSpans ??= nameSpans(evidence, options.evidenceSource, 0, unknown);
    const doer = doerOf(evidence, options.evidenceSource, at, evidenceSpans);
    if (!doer || doer.stems.some((stem) => claimDoer.stems.includes(stem))) continue;
    // A claim name the sentence has elsewhere is no swap for this rule (the slot rules read it).
    if (!options.denied && claimDoer.stems.some((stem) => evidence.some((other) => other.stem === stem)))
      continue;
    return {
      kind: 'entity',
      claimValue: claimDoer.text,
      evidenceValue: doer.text,
      claimStems: claimDoer.stems,
      bySlot: true,
      doer: true,
    };
  }
  return null;
}

/**
 * Matching one claim against one sentence, the judge's innermost loop: a word missing by stem is
 * looked for by prefix and by WordNet sense only when the sentence can hold such a match (it has
 * the word's 5-letter prefix, or one of its senses), so most sentences cost a few Set look-ups.
 */
import type { IndexedSentence } from './indexed-sentence.js';
import { matchKind } from './match-kind.js';
import { markSenses, sharesSense } from './sense-marks.js';
import type { AlignedWord, MatchKind, SentenceMatch, SynonymTest } from './sentence-match.js';

function prefixMatch(left: string, right: string): boolean {
  const [short, long] = left.length <= right.length ? [left, right] : [right, left];
  return short.length >= 5 && long.startsWith(short);
}

/**
 * Per claim word, the 5-letter prefix a sentence must hold for the word to match by prefix, or
 * null when it cannot (a number, a stem under 5 letters): computed once per claim, not per sentence.
 */
export function wordPrefixes(words: readonly AlignedWord[]): Array<string | null> {
  return words.map((word) => (!word.isNumeric && word.stem.length >= 5 ? word.stem.slice(0, 5) : null));
}

/**
 * How each claim word is found in one sentence: same stem, a shared 5+-letter prefix, or a
 * shared WordNet sense (the first token that matches, in sentence order).
 */
export function matchSentence(
  words: readonly AlignedWord[],
  sentence: IndexedSentence,
  synonyms: SynonymTest,
  /** `wordPrefixes(words)`, when the caller matches the same words against many sentences. */
  prefixes: ReadonlyArray<string | null> = wordPrefixes(words),
  /**
   * Which of the first 32 words the sentence holds by stem (bit `i` for `words[i]`), when the
   * caller read it off the postings (`searchSentences`'s `held`); else each word is looked up in
   * the sentence's stems.
   */
  held?: number,
): SentenceMatch {
  const count = words.length;
  // Sized once: every slot is written below.
  const kinds = new Array<MatchKind | null>(count);
  const partners = new Array<string | null>(count);
  let byKind: boolean[] | undefined;
  let covered = 0;
  let weighted = 0;
  let total = 0;
  // Built on first use: with `held`, only a claim of more than 32 words reads the set.
  let stems: Set<string> | undefined;
  const { appendSenses, senseCount } = synonyms;
  const bySense = appendSenses !== undefined && senseCount !== undefined;
  let marked = 0;
  for (let index = 0; index < count; index += 1) {
    const word = words[index]!;
    total += word.weight;
    let exact: boolean;
    if (held !== undefined && index < 32) exact = ((held >>> index) & 1) === 1;
    else {
      stems ??= sentence.stems;
      exact = stems.has(word.stem);
    }
    let kind: MatchKind | null = exact ? 'exact' : null;
    let partner: string | null = null;
    // A prefix match needs a stem of 5+ letters; a synonym needs WordNet senses.
    if (!kind && !word.isNumeric && (word.stem.length >= 5 || word.hasSenses)) {
      // Scan the tokens only when the sentence can hold a match: a shared 5-letter prefix or sense.
      const prefix = prefixes[index]!;
      const mayPrefix = prefix !== null && sentence.prefixes.has(prefix);
      if (bySense && word.hasSenses && marked === 0)
        marked = markSenses(sentence.senses(appendSenses), senseCount);
      const maySynonym = word.hasSenses && (!bySense || sharesSense(word.senses, marked));
      if (mayPrefix || maySynonym) {
        for (const token of sentence.tokens) {
          if (!token.isContent || token.isNumber) continue;
          if (mayPrefix && prefixMatch(word.stem, token.stem)) {
            kind = 'prefix';
            partner = token.text;
            break;
          }
          if (maySynonym && synonyms(word.stem, token.stem)) {
            kind = 'synonym';
            partner = token.text;
            break;
          }
        }
      }
    }
    // "doesn't open" is found where the sentence says "closed", as a synonym would be.
    if (!kind && word.negatedOpposites) {
      for (const token of sentence.tokens) {
        if (!token.isContent || !word.negatedOpposites.has(token.stem)) continue;
        kind = 'synonym';
        partner = token.text;
        break;
      }
    }
    // "campfire" where a prohibition names "fires": a kind of the sentence's word, where the logic allows it.
    // It counts as a synonym: the model was fitted on sense matches, and the slot checks read it so.
    if (!kind && word.downward && synonyms.isKindOf) {
      partner = matchKind(word, sentence, synonyms.isKindOf);
      if (partner) {
        kind = 'synonym';
        byKind ??= words.map(() => false);
        byKind[index] = true;
      }
    }
    kinds[index] = kind;
    partners[index] = partner;
    if (kind) {
      covered += 1;
      weighted += word.weight;
    }
  }
  // One shape for every match; `byKind` is added only when some word was found by kind.
  const match: SentenceMatch = {
    sentence,
    kinds,
    partners,
    coverage: count > 0 ? covered / count : 0,
    weightedCoverage: total > 0 ? weighted / total : 0,
  };
  if (byKind) match.byKind = byKind;
  return match;
}

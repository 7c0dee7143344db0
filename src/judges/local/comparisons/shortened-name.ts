/**
 * A name the claim cuts short where the context names two things: "Only the Aurora X2 includes a
 * periscope lens" against "Only the Aurora X2 Max includes a periscope lens", in a context that
 * also names the "Aurora X2" on its own ("The Aurora X2 has a 6.1-inch screen"). Every word of the
 * claim is in the sentence, so no slot holds another word; but the context shows the shorter name
 * is a thing of its own, and the claim gives it the longer one's property.
 *
 * A title or company suffix ("Microsoft" for "Microsoft Corporation") is no other thing, and a
 * shorter name the context never uses alone ("Obama" for "Barack Obama") is the same name.
 */
import type { Token } from '../../../text/tokenize.js';
import type { IndexedSentence } from '../evidence/indexed-sentence.js';
import { NAME_NOISE_WORDS } from '../lexicon/english/slot-words.js';
import { nameSpans, type SlotConflict } from './compare-slots.js';

/**
 * Words that name a variant of a product or a person's namesake: "Aurora X2 Max", "Galaxy S24
 * Ultra", "Model 3 Performance", "Paracil Junior", "John Smith Jr". A name continued by another
 * word ("FA Cup Final", "Reading Football Club", "Blackpink Jisoo") is read as the same thing.
 */
const VARIANT_WORDS: ReadonlySet<string> = new Set(
  (
    'max pro plus ultra mini lite air junior jr senior sr se xl xs ii iii iv performance sport ' +
    'classic premium deluxe express compact neo prime'
  ).split(' '),
);

/** A word that makes the name a variant: one of `VARIANT_WORDS`, or a model code ("X2", "S24"). */
function variantWord(token: Token | undefined): token is Token {
  if (!token) return false;
  if (VARIANT_WORDS.has(token.lower)) return true;
  return /^(?=.*\d)(?=.*[a-z])[a-z0-9]+$/i.test(token.text) && !/^\d/.test(token.text);
}

/** A token that may stand inside a name run: a capitalised word, a number, a single capital. */
function inNameRun(token: Token | undefined): token is Token {
  return token !== undefined && (token.isCapitalized || token.isNumber);
}

/**
 * The claim's name runs as token index ranges: a name word followed by capitalised words, numbers
 * or letters written close to it ("Aurora X2": "Aurora", "X", "2"; "Model 3").
 */
function nameRuns(claim: readonly Token[], source: string): Array<{ first: number; last: number }> {
  const runs: Array<{ first: number; last: number }> = [];
  for (const span of nameSpans(claim, source, 0)) {
    let last = span.first;
    while (
      inNameRun(claim[last + 1]) &&
      /^ ?$/.test(source.slice(claim[last]!.end, claim[last + 1]!.start)) &&
      !NAME_NOISE_WORDS.has(claim[last + 1]!.lower)
    )
      last += 1;
    runs.push({ first: span.first, last });
  }
  return runs;
}

/** Where the words `lowers` occur in a row in `tokens`. */
function runsOf(tokens: readonly Token[], lowers: readonly string[]): number[] {
  const starts: number[] = [];
  for (let index = 0; index + lowers.length <= tokens.length; index += 1) {
    if (lowers.every((lower, offset) => tokens[index + offset]!.lower === lower)) starts.push(index);
  }
  return starts;
}

/** The text between two tokens of a sentence: a variant word follows its name after one space. */
const gapAfter = (tokens: readonly Token[], source: string, index: number) =>
  source.slice(tokens[index]!.end, tokens[index + 1]!.start);

/**
 * The claim name the aligned sentence continues into a variant's name, where some sentence of the
 * context uses the claim's name on its own: an entity conflict (claim name vs. the longer name).
 */
export function findShortenedName(options: {
  claim: readonly Token[];
  claimSource: string;
  /** The aligned sentence. */
  sentence: IndexedSentence;
  /** The context's sentences and postings (stem → [sentence id, count, …]). */
  sentences: readonly IndexedSentence[];
  postings: ReadonlyMap<string, readonly number[]>;
}): SlotConflict | null {
  const { claim, sentence } = options;
  const claimWords = new Set(claim.map((token) => token.lower));
  const evidence = sentence.tokens;
  for (const run of nameRuns(claim, options.claimSource)) {
    const lowers = claim.slice(run.first, run.last + 1).map((token) => token.lower);
    for (const start of runsOf(evidence, lowers)) {
      const end = start + lowers.length - 1;
      const next = evidence[end + 1];
      // The claim may name the variant itself elsewhere ("the X2 Max, not the X2").
      if (!variantWord(next) || claimWords.has(next.lower)) continue;
      if (gapAfter(evidence, sentence.source, end) !== ' ') continue;
      if (!usedAlone(lowers, claim[run.first]!.stem, options)) continue;
      return {
        kind: 'entity',
        claimValue: options.claimSource.slice(claim[run.first]!.start, claim[run.last]!.end),
        evidenceValue: sentence.source.slice(evidence[start]!.start, next.end),
        claimStems: claim.slice(run.first, run.last + 1).map((token) => token.stem),
        bySlot: true,
        anchored: true,
      };
    }
  }
  return null;
}

/** Whether some sentence of the context has the name with no variant word after it. */
function usedAlone(
  lowers: readonly string[],
  firstStem: string,
  options: { sentences: readonly IndexedSentence[]; postings: ReadonlyMap<string, readonly number[]> },
): boolean {
  const list = options.postings.get(firstStem) ?? [];
  // Postings hold [sentence id, count] pairs.
  for (let at = 0; at < list.length; at += 2) {
    const other = options.sentences[list[at]!];
    if (!other) continue;
    const tokens = other.tokens;
    for (const start of runsOf(tokens, lowers)) {
      const end = start + lowers.length - 1;
      const next = tokens[end + 1];
      if (!next || !variantWord(next) || gapAfter(tokens, other.source, end) !== ' ') {
        // Alone only if no other name word continues it either ("Aurora X2 has", not "Aurora X2 Pro").
        if (!next || !inNameRun(next) || /[,;:()]/.test(gapAfter(tokens, other.source, end))) return true;
      }
    }
  }
  return false;
}

/**
 * Whether a sentence speaks of what a sentence just before it named: "Our Thai green curry is made
 * with chicken …" then "The dish contains no nuts"; "The Millbrook footbridge links …" then "The
 * bridge is open to cyclists". Chunks are often cut between the two, so the second may open the
 * next chunk. Read by its opening words: "the"/"this" before a noun that the first sentence's word
 * is, or is a kind of (WordNet: a curry is a dish) — not "The town council", a new thing named in
 * passing. A pronoun ("It", "They") only where the caller asks (`options.pronouns`), right after a
 * sentence that opens with the claim's word: it may be anything the sentences before it named, and
 * read as the claim's subject everywhere it turned supported negations into flips on the blind
 * tables.
 */
import type { Token } from '../../../text/tokenize.js';
import type { IndexedSentence } from './indexed-sentence.js';

/** Sentences after the first within which the second may refer back to it. */
const WITHIN_SENTENCES = 2;

const DETERMINERS: ReadonlySet<string> = new Set(['the', 'this', 'these']);
const CAPITALISED = /^\p{Lu}/u;

/**
 * @param words The stems of the claim: the first sentence's word referred to must be one of them.
 * @param isKindOf Whether a stem's noun is a kind of another's (absent: the same word only).
 * @example refersBack(sentenceOf('Our Thai green curry is made with basil.'), sentenceOf('The dish contains no nuts.'), new Set(['curri']), isKindOf) // true
 */
export function refersBack(
  first: IndexedSentence,
  next: IndexedSentence,
  words: ReadonlySet<string>,
  isKindOf?: (stem: string, category: string) => boolean,
  options: { pronouns?: boolean } = {},
): boolean {
  if (next.id <= first.id || next.id - first.id > WITHIN_SENTENCES) return false;
  const [opener, noun] = next.tokens;
  // "It" right after the sentence that opens with what the claim names: "The Pulse Band … is
  // water-resistant to splashes. It is not suitable for swimming." The pronoun takes the subject
  // of the sentence just before, where that subject is the claim's.
  if (
    options.pronouns === true &&
    next.id === first.id + 1 &&
    PRONOUNS.has(opener?.lower ?? '') &&
    opensWith(first.tokens, words)
  )
    return true;
  if (!opener || !DETERMINERS.has(opener.lower) || !noun?.isContent || CAPITALISED.test(noun.text))
    return false;
  return first.tokens.some(
    (token: Token) => token.isContent && words.has(token.stem) && namesAs(token, noun, isKindOf),
  );
}

/** Pronouns that open a sentence about the thing the sentence before opened with. */
const PRONOUNS: ReadonlySet<string> = new Set(['it', 'they']);

/** Whether the sentence's first content word, past a possessive name's "'s", is a claim word. */
function opensWith(tokens: readonly Token[], words: ReadonlySet<string>): boolean {
  const first = tokens.find((token) => token.isContent);
  return first !== undefined && words.has(first.stem) && tokens.indexOf(first) <= 1;
}

/** The first sentence's word and the noun that refers back to it: the same, or the noun its kind. */
function namesAs(
  token: Token,
  noun: Token,
  isKindOf: ((stem: string, category: string) => boolean) | undefined,
): boolean {
  return token.stem === noun.stem || isKindOf?.(token.stem, noun.stem) === true;
}

/**
 * The shape of a clause, read from words alone: does a stretch of a sentence have a finite verb,
 * and does it open with a subject and a verb? `splitCompound` asks these questions at every
 * coordinator; answering them with a closed-class lexicon keeps extraction model-free and fast.
 */
import {
  CLAUSE_ADVERBS,
  DEMONSTRATIVES,
  DETERMINERS,
  FUNCTION_WORDS,
  isLikelyVerb,
  isPronounContraction,
  PLURAL_DETERMINERS,
  RELATIVES,
  SUBJECT_PRONOUNS,
  SUBORDINATORS,
  verbKind,
} from './clause-words.js';

/** A word or punctuation mark of a sentence, with its offsets in the whole text. */
export interface ClauseToken {
  /** Lower-cased word, or the punctuation mark itself. */
  word: string;
  start: number;
  end: number;
  capitalized: boolean;
  /** Inside parentheses, brackets or quotes: never a cut there. */
  nested: boolean;
}

const TOKEN = /[\p{L}\p{N}]+(?:['’.,-][\p{L}\p{N}]+)*%?|[,;:()[\]"“”]/gu;

/**
 * Splits `text[start, end)` into tokens, marking those inside parentheses, brackets or quotes.
 * Not `tokenize` (src/text/tokenize.ts) on purpose: a clause test needs the punctuation marks
 * (`,` `;` `(`) as tokens and the nesting around each word, and no stems or stop words.
 */
export function clauseTokens(text: string, start: number, end: number): ClauseToken[] {
  const tokens: ClauseToken[] = [];
  let depth = 0;
  let inQuote = false;
  const sentence = text.slice(start, end);
  // One exec loop on the shared pattern: `matchAll` would copy it and wrap each match.
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(sentence); match !== null; match = TOKEN.exec(sentence)) {
    const raw = match[0];
    if (raw === '(' || raw === '[') depth++;
    else if (raw === ')' || raw === ']') depth = Math.max(0, depth - 1);
    else if (raw === '"') inQuote = !inQuote;
    else if (raw === '“') inQuote = true;
    else if (raw === '”') inQuote = false;
    tokens.push({
      word: raw.toLowerCase(),
      start: start + match.index,
      end: start + match.index + raw.length,
      capitalized: /^\p{Lu}/u.test(raw),
      nested: depth > 0 || inQuote,
    });
  }
  return tokens;
}

/**
 * Whether some word is a finite verb: a sure form ("is", "grew", "employs"), or an ambiguous one
 * ("held", "share") right after something that can be its subject (a pronoun, a name, a plural noun).
 */
export function hasFiniteVerb(tokens: ClauseToken[]): boolean {
  for (let index = 0; index < tokens.length; index++) {
    const word = tokens[index]!.word;
    if (isPronounContraction(word)) return true;
    const kind = verbKind(word);
    if (kind === undefined && !(word.length > 4 && word.endsWith('ed'))) continue;
    let subject = index - 1;
    while (subject >= 0 && isAdverb(tokens[subject]!.word)) subject--;
    const previous = tokens[subject];
    if (previous?.word === 'to') continue;
    if (kind === 'finite') return true;
    if (!previous || DETERMINERS.has(previous.word)) continue;
    if (SUBJECT_PRONOUNS.has(previous.word) || DEMONSTRATIVES.has(previous.word)) return true;
    if (!/^[\p{L}\p{N}]/u.test(previous.word) || FUNCTION_WORDS.has(previous.word)) continue;
    const pluralSubject = /^\p{L}+s$/u.test(previous.word) && !previous.word.endsWith('ss');
    if (kind === 'base') {
      if (pluralSubject && verbKind(previous.word) !== 'finite') return true;
      continue;
    }
    // "Robert Lee joined as …": after a name, a past form is the verb.
    if (previous.capitalized && subject > 0) return true;
    // "the company released v2" is a clause; "research conducted by …" is a participle.
    const next = tokens[index + 1]?.word ?? '';
    if (/^[\p{L}\p{N}$]/u.test(next) && !FUNCTION_WORDS.has(next)) return true;
  }
  return false;
}

/** A clause adverb or an -ly word. */
export function isAdverb(word: string): boolean {
  return CLAUSE_ADVERBS.has(word) || (word.length > 4 && word.endsWith('ly'));
}

/**
 * Whether the tokens open an independent clause: a subject, then a finite verb. `strict` (after a
 * bare "and" with no comma) accepts only pronoun or determiner subjects.
 */
export function startsClause(tokens: ClauseToken[], strict: boolean): boolean {
  let index = 0;
  while (index < tokens.length && (isAdverb(tokens[index]!.word) || tokens[index]!.word === ',')) index++;
  const first = tokens[index];
  if (!first) return false;
  if (isPronounContraction(first.word)) return true;
  const wordAfter = (from: number) => {
    let position = from;
    while (position < tokens.length && isAdverb(tokens[position]!.word)) position++;
    return tokens[position]?.word ?? '';
  };
  if (SUBJECT_PRONOUNS.has(first.word)) {
    const verb = wordAfter(index + 1);
    if (isLikelyVerb(verb)) return true;
    // "they employ", "it employs": after a personal pronoun the next word is the verb.
    return first.word !== 'there' && !FUNCTION_WORDS.has(verb) && /^[a-z]+$/.test(verb);
  }
  if (DEMONSTRATIVES.has(first.word) && isLikelyVerb(wordAfter(index + 1))) return true;
  if (first.word === 'that') return false;
  const determiner = DETERMINERS.has(first.word);
  const name = first.capitalized && !determiner;
  if (strict && !determiner) return false;
  if (!determiner && !name && (FUNCTION_WORDS.has(first.word) || SUBORDINATORS.has(first.word))) return false;
  if (!determiner && (verbKind(first.word) !== undefined || !/^\p{L}/u.test(first.word))) return false;
  const plural = PLURAL_DETERMINERS.has(first.word);
  const window = determiner ? 6 : 4;
  for (let position = index + 1; position < Math.min(tokens.length, index + 1 + window); position++) {
    const word = tokens[position]!.word;
    const stop =
      !/^[\p{L}\p{N}]/u.test(word) ||
      word === 'and' ||
      word === 'or' ||
      word === 'that' ||
      RELATIVES.has(word) ||
      SUBORDINATORS.has(word) ||
      SUBJECT_PRONOUNS.has(word);
    if (stop) return false;
    const kind = verbKind(word);
    // The word right after a determiner is the noun ("the rise", "the work").
    if (determiner && position === index + 1 && kind !== 'finite') continue;
    if (kind === 'finite') return true;
    const previous = tokens[position - 1]!.word;
    const afterPluralNoun = previous.endsWith('s') && !previous.endsWith('ss') && position <= index + 3;
    if (kind === 'base' && (afterPluralNoun || (plural && position === index + 2))) return true;
    const pastAllowed = !strict && (determiner || name);
    if (pastAllowed && (kind === 'past' || (kind === undefined && word.length > 4 && word.endsWith('ed')))) {
      return true;
    }
  }
  return false;
}

/** Whether the tokens open with a personal pronoun subject ("it", "they", "it's"). */
export function startsWithPronounSubject(tokens: ClauseToken[]): boolean {
  const first = tokens.find((token) => !isAdverb(token.word) && token.word !== ',');
  return first !== undefined && (SUBJECT_PRONOUNS.has(first.word) || isPronounContraction(first.word));
}

/** Counts word tokens (not punctuation). */
export function wordCount(tokens: ClauseToken[]): number {
  let count = 0;
  for (const token of tokens) if (/^[\p{L}\p{N}]/u.test(token.word)) count++;
  return count;
}

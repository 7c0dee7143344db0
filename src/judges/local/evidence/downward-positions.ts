/**
 * Where a sentence speaks of every member of a category (natural-logic downward monotonicity):
 * under a prohibition ("Glass containers are forbidden"), after a negation ("does not sell food")
 * and after "no", "any", "all", "every", "each". What holds of a category there holds of each kind
 * of it: "Glass bottles are forbidden" follows, "Glass bottles are sold" from "Glass containers are
 * sold" does not. The alignment reads these positions to let a claim name a kind of the sentence's
 * word (`match-kind.ts`).
 *
 * Lexical and deliberately narrow: a clause ends at , ; : ( ) or a conjunction that opens another
 * clause, and a word after "the", "this" or a possessive names one thing, not a category ("the
 * park" in "open fires are prohibited in the park").
 */
import type { Token } from '../../../text/tokenize.js';

/** Prohibitions: the clause's nouns, subject or object, are ruled on as categories. */
const PROHIBITIONS = new Set(
  'ban bans banned forbid forbids forbade forbidden prohibit prohibits prohibited prohibition barred outlawed illegal disallowed'.split(
    ' ',
  ),
);

/** "not permitted", "isn't allowed": a negation before one of these is a prohibition too. */
const PERMISSIONS = new Set('permit permits permitted allow allows allowed admit admitted'.split(' '));

/** Quantifiers whose noun phrase is read for every member: "no dogs", "any food", "all areas". */
const UNIVERSALS = new Set(['no', 'any', 'all', 'every', 'each']);

/** Words before a noun that make it one thing, not a category. */
const DEFINITES = new Set('the this that these those its their his her our your my'.split(' '));

/** Words that open another clause. */
const CLAUSE_WORDS = new Set(
  'but although though while whereas which who unless except if when where because so'.split(' '),
);

/** How far a quantifier or a definite reaches at most into the words after it ("no open fires"). */
const PHRASE_REACH = 3;

function clauses(tokens: readonly Token[], source: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let start = 0;
  for (let at = 1; at < tokens.length; at += 1) {
    const gap = source.slice(tokens[at - 1]!.end, tokens[at]!.start);
    if (/[,;:()–—]/.test(gap) || CLAUSE_WORDS.has(tokens[at]!.lower)) {
      spans.push([start, at]);
      start = at;
    }
  }
  if (tokens.length > 0) spans.push([start, tokens.length]);
  return spans;
}

/** The last token of the noun phrase after a determiner at `at`: up to 3 words, ending before a function word that follows a content word ("all areas of", "every dish is"). */
function phraseEnd(tokens: readonly Token[], at: number, end: number): number {
  let last = at;
  for (let next = at + 1; next < Math.min(end, at + 1 + PHRASE_REACH); next += 1) {
    if (!tokens[next]!.isContent && last > at) break;
    last = next;
  }
  return last;
}

function isProhibition(tokens: readonly Token[], at: number, start: number): boolean {
  const lower = tokens[at]!.lower;
  if (PROHIBITIONS.has(lower)) return true;
  if (!PERMISSIONS.has(lower)) return false;
  for (let back = Math.max(start, at - 3); back < at; back += 1) if (tokens[back]!.isNegation) return true;
  return false;
}

/**
 * Per token: whether it stands where the sentence speaks of every member of a category.
 * @example downwardPositions(tokenize('Glass containers are forbidden.'), text) // [true, true, false, false]
 */
export function downwardPositions(
  tokens: readonly Token[],
  source: string,
  options: {
    /** A word after "the" or a possessive is no category (a claim's "their own sandwiches" still is). */
    fixedByDefinites?: boolean;
    /** Read a plain "not"/"never" over what follows it (else only prohibitions and quantifiers). */
    plainNegation?: boolean;
  } = {},
): boolean[] {
  const readNegation = options.plainNegation !== false;
  const downward = tokens.map(() => false);
  for (const [start, end] of clauses(tokens, source)) {
    let prohibited = false;
    let negatedFrom = end;
    for (let at = start; at < end; at += 1) {
      if (isProhibition(tokens, at, start)) prohibited = true;
      if (readNegation && tokens[at]!.isNegation && negatedFrom === end) negatedFrom = at + 1;
    }
    let definiteUntil = -1;
    let universalUntil = -1;
    for (let at = start; at < end; at += 1) {
      const token = tokens[at]!;
      if (DEFINITES.has(token.lower)) definiteUntil = phraseEnd(tokens, at, end);
      if (UNIVERSALS.has(token.lower)) {
        universalUntil = phraseEnd(tokens, at, end);
        definiteUntil = -1;
        continue;
      }
      const governed = prohibited || at >= negatedFrom || at <= universalUntil;
      const fixed = options.fixedByDefinites === true && at <= definiteUntil && at > universalUntil;
      downward[at] = governed && !fixed && token.isContent && !token.isNumber;
    }
  }
  return downward;
}

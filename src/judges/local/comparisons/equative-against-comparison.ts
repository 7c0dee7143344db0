/**
 * A negated equative against the sentence's own comparison with "than": "Household incomes did
 * not grow as fast as household debt" against "Household debt grew … at a faster rate than
 * incomes", "didn't sell as well as his debut" against "sold fewer copies than his debut". The
 * equative points its first term one way (`Equative.up`); the sentence's comparative points its
 * own first term; with the terms in the same order or traded, the two agree or differ.
 */
import type { Token } from '../../../text/tokenize.js';
import { DOWN_WORDS, UP_WORDS } from '../lexicon/english/slot-words.js';
import { type Equative, readEquative } from './equative.js';

/** Comparatives of judgement, on no scale of their own: "better" points up, "worse" down. */
const JUDGED: ReadonlyMap<string, boolean> = new Map([
  ['better', true],
  ['worse', false],
]);

/** How far before "than" the sentence's comparative may stand ("at a faster rate than"). */
const COMPARATIVE_REACH = 4;

/** The sentence's comparison: the terms on either side of its comparative, and its direction. */
interface SentenceComparison {
  up: boolean;
  first: ReadonlySet<string>;
  second: ReadonlySet<string>;
}

function readSentenceComparison(evidence: readonly Token[]): SentenceComparison | null {
  const than = evidence.findIndex((token) => token.lower === 'than');
  if (than < 1) return null;
  let comparative = -1;
  for (let at = than - 1; at >= Math.max(0, than - COMPARATIVE_REACH) && comparative < 0; at -= 1) {
    const word = evidence[at]!.lower;
    if (UP_WORDS.has(word) || DOWN_WORDS.has(word) || JUDGED.has(word)) comparative = at;
  }
  if (comparative < 0) return null;
  const word = evidence[comparative]!.lower;
  // "more" and "less" before an adjective keep its direction; the adjective's own scale is not read.
  const up = JUDGED.get(word) ?? (UP_WORDS.has(word) && !DOWN_WORDS.has(word));
  const second: string[] = [];
  for (const token of evidence.slice(than + 1)) {
    if (token.isContent && !token.isNumber) second.push(token.stem);
    else if (second.length > 0) break;
  }
  const secondStems = new Set(second);
  const first = new Set(
    evidence
      .slice(0, comparative)
      .filter((token) => token.isContent && !token.isNumber && !secondStems.has(token.stem))
      .map((token) => token.stem),
  );
  if (first.size === 0 || secondStems.size === 0) return null;
  return { up, first, second: secondStems };
}

/** How many of `terms`' stems `side` holds. */
function shared(terms: readonly Token[], side: ReadonlySet<string>): number {
  return terms.filter((token) => side.has(token.stem)).length;
}

/**
 * Whether the sentence's comparison bears out the claim's negated equative (true), says the
 * opposite (false), or cannot be read against it (null: no equative, no comparison, or terms that
 * do not pair up one way more than the other).
 * @example equativeAgainstComparison(tokenize('Incomes did not grow as fast as debt.'), tokenize('Debt grew faster than incomes.')) // true
 */
export function equativeAgainstComparison(
  claim: readonly Token[],
  evidence: readonly Token[],
): boolean | null {
  const equative: Equative | null = readEquative(claim);
  if (!equative?.negation || equative.factor !== undefined) return null;
  const theirs = readSentenceComparison(evidence);
  if (!theirs) return null;
  // By the second term alone: the first holds the verb and what is measured ("wages did not
  // rise"), words the sentence's first term often shares whichever way round it compares.
  const inOrder = shared(equative.second, theirs.second);
  const traded = shared(equative.second, theirs.first);
  if (inOrder === traded) return null;
  return inOrder > traded ? equative.up === theirs.up : equative.up !== theirs.up;
}

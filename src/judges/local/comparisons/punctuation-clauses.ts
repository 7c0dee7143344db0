/**
 * A sentence's clauses, cut where a comma, semicolon or colon stands between two words (and, where
 * given, before a word that opens a clause: "while", "whereas"); none for a sentence of one
 * clause. Offsets index into `source`.
 */
import { breaksClause } from '../../../text/breaks-clause.js';
import type { Token } from '../../../text/tokenize.js';

/** The default of no opening words: one set, not a new one per call. */
const NO_OPENERS: ReadonlySet<string> = new Set();

/** @example punctuationClauses(tokenize('Dogs bark; cats purr.'), 'Dogs bark; cats purr.') // [[Dogs, bark], [cats, purr]] */
export function punctuationClauses(
  tokens: readonly Token[],
  source: string,
  openers: ReadonlySet<string> = NO_OPENERS,
): Token[][] {
  const clauses: Token[][] = [];
  let from = 0;
  for (let index = 1; index <= tokens.length; index += 1) {
    if (
      index < tokens.length &&
      !breaksClause(source, tokens[index - 1]!.end, tokens[index]!.start) &&
      !openers.has(tokens[index]!.lower)
    )
      continue;
    clauses.push(tokens.slice(from, index));
    from = index;
  }
  return clauses.length > 1 ? clauses : [];
}

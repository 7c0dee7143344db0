/**
 * The clause of a sentence around an offset, for reading what belongs to one statement: a
 * negation, an opposite word, a start year. A clause ends at a comma, a semicolon or a colon, at
 * "but", "while", "whereas" or "although", and at an "and" before a verb of its own ("won six of
 * their last seven matches and have not lost at home").
 */

/** Where a clause ends. */
const CLAUSE_BREAK =
  /[,;:]|\b(?:but|while|whereas|although)\b|\band\s+(?=(?:have|has|had|is|are|was|were|will|would|did|does|do|can|could|must|should|may|might)\b)/i;

/**
 * The span of `source` holding the clause around `offset`: from the last break before it to the
 * first after.
 * @example clauseAround('Founded in 1923, it joined in 1958.', 30) // { start: 16, end: 35 }
 */
export function clauseAround(source: string, offset: number): { start: number; end: number } {
  let start = 0;
  for (const found of source.slice(0, offset).matchAll(new RegExp(CLAUSE_BREAK.source, 'gi')))
    start = found.index + found[0].length;
  const tail = source.slice(offset).search(CLAUSE_BREAK);
  return { start, end: tail < 0 ? source.length : offset + tail };
}

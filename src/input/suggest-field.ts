/**
 * "Did you mean …?" for request fields: names other tools use for the same thing (`answer`,
 * `output` → `response`; `documents`, `passages` → `chunks`; `question` → `query`) and near-misses
 * (`reponse`). A user who sent `answer` learns the fix from the error instead of only reading
 * "response: is required".
 */

const ALIASES: Readonly<Record<string, string>> = {
  answer: 'response',
  output: 'response',
  completion: 'response',
  generation: 'response',
  reply: 'response',
  documents: 'chunks',
  docs: 'chunks',
  passages: 'chunks',
  sources: 'chunks',
  retrieved: 'chunks',
  contexts: 'context',
  question: 'query',
  prompt: 'query',
};

/** Levenshtein distance, stopping early past `limit`. */
function distance(left: string, right: string, limit: number): number {
  if (Math.abs(left.length - right.length) > limit) return limit + 1;
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let row = 1; row <= left.length; row += 1) {
    const current = [row];
    for (let column = 1; column <= right.length; column += 1) {
      const cost = left[row - 1] === right[column - 1] ? 0 : 1;
      current[column] = Math.min(
        previous[column]! + 1,
        current[column - 1]! + 1,
        previous[column - 1]! + cost,
      );
    }
    previous = current;
  }
  return previous[right.length]!;
}

/** The known field `key` probably means, or null. */
export function suggestField(key: string, known: readonly string[]): string | null {
  const lower = key.toLowerCase();
  const alias = ALIASES[lower];
  if (alias && known.includes(alias)) return alias;
  let best: string | null = null;
  let bestDistance = 3;
  for (const candidate of known) {
    const gap = distance(lower, candidate, 2);
    if (gap < bestDistance && gap <= Math.max(1, Math.floor(candidate.length / 4))) {
      best = candidate;
      bestDistance = gap;
    }
  }
  return best;
}

/** `"answer" is not a field: did you mean "response"?` for each unknown key with a likely meaning. */
export function misnamedFieldHints(raw: unknown, known: readonly string[]): string[] {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return [];
  return Object.keys(raw)
    .filter((key) => !known.includes(key))
    .flatMap((key) => {
      const suggestion = suggestField(key, known);
      return suggestion ? [`"${key}" is not a field: did you mean "${suggestion}"?`] : [];
    });
}

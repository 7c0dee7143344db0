/**
 * Numbers and dates are compared as values, so a claim's "1,800 ml" is found in a sentence that says
 * "1.8 litres" although no word of it is. These helpers count such claim words as found in that
 * sentence and bring the alignment's coverages up to date, so the model reads the same coverage
 * whichever way the number was written.
 */
import type { ClaimAlignment, SentenceMatch } from './align-claim.js';

function measure(alignment: ClaimAlignment, kinds: ReadonlyArray<unknown>) {
  let covered = 0;
  let weighted = 0;
  let total = 0;
  alignment.words.forEach((word, index) => {
    total += word.weight;
    if (kinds[index]) {
      covered += 1;
      weighted += word.weight;
    }
  });
  const count = alignment.words.length;
  return { coverage: count > 0 ? covered / count : 0, weightedCoverage: total > 0 ? weighted / total : 0 };
}

/**
 * Marks the claim words with stems in `stems` as found (exactly) in `match`, one of the
 * alignment's selected sentences, and updates every coverage that depends on it.
 * @example creditStatedWords(alignment, alignment.best, new Set(['1,800', 'ml']))
 */
export function creditStatedWords(
  alignment: ClaimAlignment,
  match: SentenceMatch,
  stems: ReadonlySet<string>,
): void {
  let changed = false;
  alignment.words.forEach((word, index) => {
    if (!stems.has(word.stem) || match.kinds[index]) return;
    match.kinds[index] = 'exact';
    changed = true;
  });
  if (!changed) return;
  Object.assign(match, measure(alignment, match.kinds));
  alignment.words.forEach((_, index) => {
    alignment.selectedKinds[index] ??= match.kinds[index] ?? null;
  });
  const union = measure(alignment, alignment.selectedKinds);
  alignment.selectedCoverage = union.coverage;
  alignment.selectedWeightedCoverage = union.weightedCoverage;
  // The window (best sentence and its neighbours) is not kept: it covers at least the best sentence.
  if (match === alignment.best) alignment.windowCoverage = Math.max(alignment.windowCoverage, match.coverage);
}

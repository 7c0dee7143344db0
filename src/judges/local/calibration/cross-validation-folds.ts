/**
 * Cross-validation folds for calibration: which examples must stay on the same side of a split
 * (`groupOf`) and a stable fold per key (`foldOf`). The examples themselves are read by the one
 * labelled-data reader, `src/eval/read-labelled-examples.ts`.
 */
import type { LabelledExample } from '../../../eval/read-labelled-examples.js';

/**
 * What cross-validation groups by: the claim's text, case and spacing folded. Factcheck-GPT pairs
 * each of its 336 claims with five passages; folding by example id put the same claim on both
 * sides of a split, so a model could learn a claim's base rate and score it on its own siblings.
 */
export function groupOf(example: Pick<LabelledExample, 'claim'>): string {
  return example.claim.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** A stable fold number for a key (FNV-1a), so folds never depend on file order. */
export function foldOf(id: string, folds: number): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index += 1) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % folds;
}

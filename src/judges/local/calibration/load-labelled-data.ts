/**
 * Reads labelled examples in the schema of the shared data README (`id`, `dataset`, `query`,
 * `context[]`, `claim`, `label`, `fine_label`). Used only by the calibration script, never at run time.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';

const exampleSchema = z.object({
  id: z.string(),
  dataset: z.string(),
  query: z.string().nullable().optional(),
  context: z.array(z.string()),
  claim: z.string(),
  label: z.enum(['supported', 'unsupported']),
  fine_label: z.string().optional(),
});

export type LabelledExample = z.infer<typeof exampleSchema>;

/** Parses one JSONL file; throws on a malformed line (calibration input must be clean). */
export function loadLabelledData(path: string): LabelledExample[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim().length > 0)
    .map((line, index) => {
      const parsed = exampleSchema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${path}:${index + 1}: ${parsed.error.message}`);
      return parsed.data;
    });
}

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

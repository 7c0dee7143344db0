/**
 * Figures a judge earns on the data it was fitted on are not its accuracy. When the local judge is
 * evaluated on the files its parameters were calibrated on, `faithcheck eval` says so and points to
 * the cross-validated figures instead. The caller hands over the calibration's provenance (the
 * local judge's `DEFAULT_LOCAL_JUDGE_PARAMS.provenance`), so evaluation does not depend on the
 * local judge.
 */
import { basename } from 'node:path';
import { z } from 'zod';

/** The part of the calibration's provenance this note reads. */
const provenanceSchema = z.object({
  fittedOn: z.array(z.string()),
  crossValidation: z.object({
    folds: z.number(),
    foldAssignments: z.number().optional(),
    balancedAccuracy: z.record(
      z.string(),
      z.object({
        balancedAccuracy: z.number(),
        /** Mean over the fold assignments, when the calibration ran more than one. */
        balancedAccuracyMean: z.number().optional(),
      }),
    ),
  }),
});

export interface InSampleNote {
  /** The evaluated files the judge's parameters were fitted on. */
  files: string[];
  /** Cross-validated balanced accuracy per dataset, from the calibration (mean over its fold assignments). */
  crossValidated: Record<string, number>;
  message: string;
}

export function inSampleNote({
  judgeId,
  files,
  provenance: calibration,
}: {
  judgeId: string;
  files: readonly string[];
  /** The provenance of the shipped local judge's parameters: what they were fitted on, their CV figures. */
  provenance: unknown;
}): InSampleNote | undefined {
  if (judgeId !== 'local') return undefined;
  const parsed = provenanceSchema.safeParse(calibration);
  if (!parsed.success) return undefined;
  const provenance = parsed.data;
  const fittedOn = new Set(provenance.fittedOn);
  const overlap = files.filter((file) => fittedOn.has(basename(file)));
  if (overlap.length === 0) return undefined;
  const crossValidated = Object.fromEntries(
    Object.entries(provenance.crossValidation.balancedAccuracy).map(([name, figures]) => [
      name,
      figures.balancedAccuracyMean ?? figures.balancedAccuracy,
    ]),
  );
  const assignments = provenance.crossValidation.foldAssignments ?? 1;
  const over = assignments > 1 ? ` (mean over ${assignments} fold assignments)` : '';
  const figures = Object.entries(crossValidated)
    .map(([name, value]) => `${name} ${value}`)
    .join(', ');
  return {
    files: overlap.map((file) => basename(file)),
    crossValidated,
    message:
      `note: the local judge was calibrated on ${overlap.map((file) => basename(file)).join(', ')}, so these figures are in-sample. ` +
      `Its ${provenance.crossValidation.folds}-fold cross-validated balanced accuracy${over} is ${figures} (docs/decisions/0002-local-judge.md).`,
  };
}

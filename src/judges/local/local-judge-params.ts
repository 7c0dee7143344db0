/**
 * The shape of the local judge's parameters: the fitted scoring model, the decision thresholds and
 * the consistency rules' coverage floors, plus the cross-validated figures the fit produced (kept
 * with the parameters so the numbers in the docs can be traced to one file).
 */
import { z } from 'zod';

const logisticModelSchema = z.object({
  kind: z.literal('logistic'),
  featureNames: z.array(z.string()),
  means: z.array(z.number()),
  scales: z.array(z.number()),
  weights: z.array(z.number()),
  bias: z.number(),
});

const boostedTreesModelSchema = z.object({
  kind: z.literal('boosted_trees'),
  featureNames: z.array(z.string()),
  base: z.number(),
  trees: z.array(
    z.object({
      feature: z.array(z.number().int()),
      threshold: z.array(z.number()),
      left: z.array(z.number().int()),
      right: z.array(z.number().int()),
      value: z.array(z.number()),
    }),
  ),
});

/** Zod schema of the parameter file; the judge validates overrides with it. */
export const localJudgeParamsSchema = z.object({
  version: z.string(),
  model: z.discriminatedUnion('kind', [
    logisticModelSchema,
    boostedTreesModelSchema,
    z.object({
      kind: z.literal('ensemble'),
      featureNames: z.array(z.string()),
      members: z.array(z.discriminatedUnion('kind', [logisticModelSchema, boostedTreesModelSchema])),
      /** Weight of each member's log-odds (default equal): `faithcheck calibrate` blends the shipped model with one fitted on your labels. */
      weights: z.array(z.number().min(0)).optional(),
    }),
  ]),
  /** P(supported) at or above which a claim is `supported`. */
  supportedThreshold: z.number().min(0).max(1),
  /** Share of the claim's content words the evidence must cover for `partially_supported`. */
  partialCoverage: z.number().min(0).max(1),
  /** Coverage of the claim's other words needed before a consistency conflict means `contradicted`. */
  contradiction: z.object({
    numberWithUnit: z.number().min(0).max(1),
    negation: z.number().min(0).max(1),
    antonym: z.number().min(0).max(1),
    comparative: z.number().min(0).max(1),
    /**
     * A name, comparative, opposite or prefixed negation filling the claim's slot differently in
     * the aligned sentence (absent in files written before 2026-11-25: the shipped floors apply).
     */
    slot: z.number().min(0).max(1).optional(),
    /** The same when the two names share no neighbour, only the role of the one name each lacks. */
    slotByRole: z.number().min(0).max(1).optional(),
    /**
     * A different name in the claim's slot where a content word anchors the slot ("won X",
     * "X antechinus"), not only "in" or "of": a stronger sign, so a lower floor of the rest.
     */
    slotAnchored: z.number().min(0).max(1).optional(),
    /** A changed date (month or day) in the aligned sentence. */
    date: z.number().min(0).max(1).optional(),
  }),
  /**
   * The cascade's uncertain band of P(supported), fitted by `faithcheck calibrate` for a target
   * accuracy of the local decisions; `cascadeJudge` uses it when given none.
   */
  cascadeBand: z
    .object({ low: z.number().min(0).max(1), high: z.number().min(0).max(1) })
    .refine((band) => band.low <= band.high, 'cascadeBand.low must not exceed cascadeBand.high')
    .optional(),
  /** How the parameters were obtained and what they scored under cross-validation. */
  provenance: z.record(z.string(), z.unknown()),
});

export type LocalJudgeParams = z.infer<typeof localJudgeParamsSchema>;

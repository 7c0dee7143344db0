/**
 * Labelled examples turned into what fitting needs: the judge's own claim analysis and feature
 * vector for each example, computed once, with the group that cross-validation folds by.
 */

import type { LabelledExample } from '../../../eval/read-labelled-examples.js';
import { tokenize } from '../../../text/tokenize.js';
import { decideVerdict } from '../decide-verdict.js';
import type { LocalJudgeParams } from '../local-judge-params.js';
import { analyzeClaim, type ClaimAnalysis } from '../model/analyze-claim.js';
import { type ClaimFeatureValues, claimFeatures } from '../model/claim-features.js';
import { predictSupport } from '../model/predict-support.js';
import { prepareContext } from '../prepare-context.js';
import { groupOf } from './cross-validation-folds.js';

export interface LabelRow {
  example: LabelledExample;
  chunks: Array<{ id: string; text: string }>;
  analysis: ClaimAnalysis;
  features: ClaimFeatureValues;
  /** 1 supported, 0 unsupported. */
  label: number;
  /** Cross-validation group: the claim text, case and spacing folded. */
  group: string;
}

export function labelRow(example: LabelledExample): LabelRow {
  const chunks = example.context.map((text, index) => ({ id: `c${index + 1}`, text }));
  const tokens = tokenize(example.claim);
  const context = prepareContext({ chunks, query: example.query ?? null, claimTokens: [tokens] });
  const analysis = analyzeClaim({ claim: example.claim, context, tokens });
  return {
    example,
    chunks,
    analysis,
    features: claimFeatures(analysis, context.index.totalTokens, chunks.length),
    label: example.label === 'supported' ? 1 : 0,
    group: groupOf(example),
  };
}

/** The verdict the judge gives a row under `params`, and its P(supported) and confidence. */
export function judgeRow(
  row: LabelRow,
  params: LocalJudgeParams,
  probability = predictSupport(params.model, row.features),
) {
  const verdict = decideVerdict({ analysis: row.analysis, probability, chunks: row.chunks, params });
  return { probability, verdict: verdict.verdict, confidence: verdict.confidence };
}

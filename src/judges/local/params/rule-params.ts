/**
 * The hand-set part of the local judge's parameters: coverage floors of the contradiction rules
 * and of partial support. Set by reading errors on the dev data, not fitted; the calibration
 * script reports how often each verdict fires per fine label so a change here can be judged.
 */
import type { LocalJudgeParams } from '../local-judge-params.js';

export const RULE_PARAMS = {
  partialCoverage: 0.5,
  contradiction: {
    numberWithUnit: 0.3,
    negation: 0.8,
    antonym: 0.75,
    comparative: 0.75,
    slot: 0.75,
    slotByRole: 0.9,
    slotAnchored: 0.6,
    date: 0.6,
  },
} satisfies Pick<LocalJudgeParams, 'partialCoverage' | 'contradiction'>;

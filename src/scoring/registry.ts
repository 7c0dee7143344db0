/**
 * The scoring policies, registered with an id, a description and what they need (which
 * specification each comes from is in `docs/specifications.md`). `scorePolicy` is the one entry point `verify()` uses.
 */
import { ConfigurationError } from '../errors.js';
import type { PolicyId } from '../spec/report.js';
import type { Score, ScoreInput } from './policy.js';
import { parsePolicyOptions } from './policy-options.js';
import { type CompositeOptions, scoreComposite } from './score-composite.js';
import { type ConfidenceOptions, scoreConfidence } from './score-confidence.js';
import { scoreRatio } from './score-ratio.js';
import { scoreWeighted, type WeightedOptions } from './score-weighted.js';

export interface PolicyOptionsById {
  ratio: Record<string, never>;
  weighted: WeightedOptions;
  confidence: ConfidenceOptions;
  composite: CompositeOptions;
}

export interface PolicyDescriptor<Id extends PolicyId = PolicyId> {
  id: Id;
  description: string;
  /** Answer-level checks the policy needs besides claim verdicts. */
  needs: ReadonlyArray<'alignment' | 'citation'>;
  score: (input: ScoreInput, options?: PolicyOptionsById[Id]) => Score;
}

export const POLICIES: { readonly [Id in PolicyId]: PolicyDescriptor<Id> } = {
  ratio: {
    id: 'ratio',
    description: 'supported claims / all claims',
    needs: [],
    score: (input) => scoreRatio(input),
  },
  weighted: {
    id: 'weighted',
    description: 'mean verdict weight (1 / 0.5 / 0 / −1; strict mode: no evidence −1), clamped to [0, 1]',
    needs: [],
    score: scoreWeighted,
  },
  confidence: {
    id: 'confidence',
    description:
      'supported ratio −0.1 per unsupported claim, +0.1 when none, clamped; levels high/medium/low/very low',
    needs: [],
    score: scoreConfidence,
  },
  composite: {
    id: 'composite',
    description: 'alignment × 0.4 + citation coverage × 0.3 + fact verification × 0.3, with issue thresholds',
    needs: ['alignment', 'citation'],
    score: scoreComposite,
  },
};

export const POLICY_IDS = Object.keys(POLICIES) as PolicyId[];

export function isPolicyId(value: unknown): value is PolicyId {
  return typeof value === 'string' && Object.hasOwn(POLICIES, value);
}

/** A policy and its options, as `verify()` accepts them. */
export type PolicySelection =
  | PolicyId
  | { [Id in PolicyId]: { id: Id; options?: PolicyOptionsById[Id] } }[PolicyId];

export function resolvePolicy(selection: PolicySelection | undefined): { id: PolicyId; options: unknown } {
  const id = typeof selection === 'string' ? selection : (selection?.id ?? 'ratio');
  if (!isPolicyId(id)) {
    throw new ConfigurationError(
      `unknown scoring policy "${String(id)}"; expected one of ${POLICY_IDS.join(', ')}`,
    );
  }
  const options = typeof selection === 'object' ? selection.options : undefined;
  parsePolicyOptions(id, options);
  return { id, options };
}

export function scorePolicy(
  selection: PolicySelection | undefined,
  input: ScoreInput,
): Score & { policy: PolicyId } {
  const { id, options } = resolvePolicy(selection);
  const descriptor = POLICIES[id] as PolicyDescriptor;
  return { ...descriptor.score(input, options as never), policy: id };
}

/** Check scores that make any policy computable, for `assertPolicyUsable`. */
const NEUTRAL_INPUT: ScoreInput = { verdicts: [], checks: { alignment: 1, citation: 1, facts: 1 } };

/**
 * Throws the `ConfigurationError` the selection would throw when a check is scored (an unknown id,
 * weights that sum to zero), so that a configuration that cannot work is refused when it is
 * loaded, never on the first request.
 * @example assertPolicyUsable({ id: 'composite', options: { weights: { alignment: 0, citation: 0, facts: 0 } } }); // throws
 */
export function assertPolicyUsable(selection: PolicySelection | undefined): void {
  const { id, options } = resolvePolicy(selection);
  (POLICIES[id] as PolicyDescriptor).score(NEUTRAL_INPUT, options as never);
}

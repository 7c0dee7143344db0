/**
 * Decision 0014 moved what validates with zod on creation off the root, to subpaths. Every name the
 * root exported before is still exported: by the root, or by the subpath named here (the README and
 * `docs/` import them from there).
 */
import { describe, expect, it } from 'vitest';
import * as checks from './checks/index.js';
import * as config from './config/index.js';
import * as correct from './correct/index.js';
import * as evaluation from './eval/index.js';
import * as root from './index.js';
import * as judges from './judges/index.js';
import * as queue from './queue/index.js';
import * as scoring from './scoring/index.js';
import * as store from './store/index.js';

const MOVED: Record<string, { module: Record<string, unknown>; names: string[] }> = {
  'faithcheck/judges': {
    module: judges,
    names: [
      'cascadeJudge',
      'DEFAULT_CASCADE_BAND',
      'decidedLocally',
      'supportProbability',
      'getDefaultJudge',
      'setDefaultJudge',
      'llmJudge',
      'createLocalJudge',
      'localJudgeParamsSchema',
    ],
  },
  'faithcheck/config': {
    module: config,
    names: [
      'CONFIG_KEYS',
      'chatOptionsFromConfig',
      'forgetConfigFiles',
      'overlayRequest',
      'resolveConfig',
      'verifyOptionsFromConfig',
      'resolveThreshold',
    ],
  },
  'faithcheck/checks': {
    module: checks,
    names: ['CHECK_IDS', 'CHECKS', 'formatChecks', 'parseCheckList', 'rescoreReport'],
  },
  'faithcheck/correct': {
    module: correct,
    names: ['createBm25Retriever', 'DEFAULT_ROLLOUT', 'ROLLOUT_STAGES', 'resolveChatSettings'],
  },
  'faithcheck/eval': {
    module: evaluation,
    names: [
      'labelledExampleSchema',
      'parseLabelledExamples',
      'readFileLines',
      'streamLabelledExamples',
      'parseVerifyInput',
    ],
  },
  'faithcheck/queue': { module: queue, names: ['checkJobSchema'] },
  'faithcheck/store': { module: store, names: ['pgPoolClient', 'pgliteClient', 'createSqlCheckStore'] },
  'faithcheck/scoring': {
    module: scoring,
    names: ['isPolicyId', 'POLICIES', 'POLICY_IDS', 'resolvePolicy', 'scorePolicy'],
  },
};

describe('the public API after decision 0014', () => {
  it.each(Object.entries(MOVED))('%s exports what left the root', (_subpath, { module, names }) => {
    expect(names.filter((name) => module[name] === undefined)).toEqual([]);
    expect(names.filter((name) => name in root)).toEqual([]);
  });

  it('the root still exports the everyday API, and its async functions are callable before they load', async () => {
    for (const name of [
      'verify',
      'checkFaithfulness',
      'faithfulnessMiddleware',
      'faithfulnessOnFinish',
      'correctAnswer',
    ])
      expect(typeof (root as Record<string, unknown>)[name]).toBe('function');
    const report = await root.verify({
      response: 'Refunds are accepted within 30 days.',
      chunks: [{ id: 'policy', text: 'Refunds are accepted within 30 days of purchase.' }],
      logger: root.silentLogger,
    });
    expect(report.claims[0]?.verdict).toBe('supported');
    await expect(root.verify({ response: 42 } as never)).rejects.toBeInstanceOf(root.InputError);
  });

  it('the subpaths share one module graph with the root: one error class, one default store', async () => {
    const { InputError } = await import('./errors.js');
    expect(root.InputError).toBe(InputError);
    expect(store.getDefaultStore).toBe(root.getDefaultStore);
  });
});

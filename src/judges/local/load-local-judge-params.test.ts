import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../errors.js';
import { cascadeJudge } from '../cascade/cascade-judge.js';
import { createLocalJudge } from './create-local-judge.js';
import { paramsFingerprint, readLocalJudgeParams } from './load-local-judge-params.js';
import { DEFAULT_LOCAL_JUDGE_PARAMS } from './params/default-params.js';

const folder = mkdtempSync(join(tmpdir(), 'faithcheck-params-'));

function writeJson(name: string, value: unknown): string {
  const path = join(folder, name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
}

describe('local judge parameter files', () => {
  it('load from a path, and the report names them with the same hash as the object they were written from', async () => {
    const custom = { ...DEFAULT_LOCAL_JUDGE_PARAMS, version: 'my-domain', supportedThreshold: 0.6 };
    const path = writeJson('custom.json', custom);
    const judge = createLocalJudge({ params: path });
    const { hash } = paramsFingerprint(custom);
    expect(judge.modelId).toBe(`local-my-domain@${hash}`);
    expect(judge.parameters).toEqual({ name: 'my-domain', hash });
    // Key order does not change the hash (a file and its parsed, re-ordered copy are the same parameters).
    const reordered = Object.fromEntries(Object.entries(custom).reverse());
    expect(paramsFingerprint(readLocalJudgeParams(writeJson('reordered.json', reordered))).hash).toBe(hash);
    expect(createLocalJudge().modelId).toMatch(/^local-2026-12-trees200x3-38f@[0-9a-f]{12}$/);
    expect(createLocalJudge().modelId).not.toBe(judge.modelId);
  });

  it('refuse a missing file, bad JSON, a wrong shape and another feature list, naming the file', () => {
    expect(() => createLocalJudge({ params: join(folder, 'missing.json') })).toThrow(
      /cannot read .*missing\.json.*ENOENT/,
    );
    expect(() => createLocalJudge({ params: writeJson('bad.json', '{ not json') })).toThrow(
      /bad\.json" is not JSON/,
    );
    expect(() => createLocalJudge({ params: writeJson('shape.json', { version: 'x' }) })).toThrow(
      /shape\.json" are not valid local judge parameters[\s\S]*model/,
    );
    const otherFeatures = {
      ...DEFAULT_LOCAL_JUDGE_PARAMS,
      model: { ...DEFAULT_LOCAL_JUDGE_PARAMS.model, featureNames: ['a', 'b'] },
    };
    try {
      createLocalJudge({ params: writeJson('features.json', otherFeatures) });
      expect.unreachable();
    } catch (error) {
      expect(ConfigurationError.isInstance(error)).toBe(true);
      expect((error as Error).message).toMatch(
        /features\.json" were fitted for another feature list.*unknown: a, b/,
      );
    }
  });

  it('refuse a file naming a feature this version does not compute (a renamed one), with a clear error', () => {
    const model = DEFAULT_LOCAL_JUDGE_PARAMS.model;
    if (model.kind !== 'boosted_trees') throw new Error('the shipped model is boosted trees');
    const renamed = {
      ...DEFAULT_LOCAL_JUDGE_PARAMS,
      model: {
        ...model,
        featureNames: model.featureNames.map((name) => (name === 'coverage_best' ? 'coverage_top' : name)),
      },
    };
    const path = writeJson('renamed.json', renamed);
    expect(() => readLocalJudgeParams(path)).toThrow(ConfigurationError);
    expect(() => readLocalJudgeParams(path)).toThrow(
      /renamed\.json" were fitted for another feature list: they read 1 feature\(s\) this version does not compute \(unknown: coverage_top; this version computes 38\); refit/,
    );
    // So does an ensemble member, and a tree that splits on a feature the model does not name.
    const member = {
      ...DEFAULT_LOCAL_JUDGE_PARAMS,
      model: { kind: 'ensemble', featureNames: model.featureNames, members: [renamed.model] },
    };
    expect(() => readLocalJudgeParams(writeJson('member.json', member))).toThrow(/unknown: coverage_top/);
    const [first, ...rest] = model.trees;
    const outOfRange = {
      ...DEFAULT_LOCAL_JUDGE_PARAMS,
      model: {
        ...model,
        trees: [{ ...first!, feature: first!.feature.map((at) => (at >= 0 ? 99 : at)) }, ...rest],
      },
    };
    expect(() => readLocalJudgeParams(writeJson('range.json', outOfRange))).toThrow(
      /range\.json" have a malformed scoring model: tree 0 node 0 splits on feature 99 of 38/,
    );
  });

  it('read features by name: the same model with its features listed in another order judges the same', async () => {
    const model = DEFAULT_LOCAL_JUDGE_PARAMS.model;
    if (model.kind !== 'boosted_trees') throw new Error('the shipped model is boosted trees');
    const reversed = [...model.featureNames].reverse();
    const moved = (at: number) => (at < 0 ? at : reversed.indexOf(model.featureNames[at]!));
    const reordered = {
      ...DEFAULT_LOCAL_JUDGE_PARAMS,
      model: {
        ...model,
        featureNames: reversed,
        trees: model.trees.map((tree) => ({ ...tree, feature: tree.feature.map(moved) })),
      },
    };
    const claims = [
      { text: 'Online orders may be returned within 30 days.', span: null },
      { text: 'Refunds take 60 days.', span: null },
      { text: 'The store sells bicycles.', span: null },
    ];
    const chunks = [
      { id: 'c', text: 'Online orders may be returned within 30 days of delivery. Refunds take 5 days.' },
    ];
    const shipped = await createLocalJudge().verifyClaims({ claims, chunks });
    const fromFile = await createLocalJudge({ params: writeJson('reordered.json', reordered) }).verifyClaims({
      claims,
      chunks,
    });
    expect(fromFile.judgements).toEqual(shipped.judgements);
  });

  it("the cascade uses the band written with the local judge's parameters", async () => {
    let llmClaims = 0;
    const llm = {
      specificationVersion: 'v1' as const,
      id: 'llm',
      extractClaims: async () => ({
        claims: [],
        skipped: [],
        usage: { llmCalls: 0, inputTokens: 0, outputTokens: 0 },
      }),
      verifyClaims: async ({ claims }: { claims: unknown[] }) => {
        llmClaims += claims.length;
        return {
          judgements: claims.map(() => ({
            ok: true as const,
            verdict: 'supported' as const,
            evidence: [],
            reasoning: 'llm',
            confidence: 1,
          })),
          usage: { llmCalls: 1, inputTokens: 1, outputTokens: 1 },
        };
      },
    };
    const claims = [
      { text: 'Online orders may be returned within 30 days.', span: null },
      { text: 'Refunds take a while.', span: null },
      { text: 'The store sells bicycles.', span: null },
    ];
    const chunks = [
      {
        id: 'c',
        text: 'Online orders may be returned within 30 days of delivery. Refunds are processed within 5 business days.',
      },
    ];
    // A band of [0, 0) leaves every claim the local judge did not call partial to the local judge.
    const everythingLocal = { ...DEFAULT_LOCAL_JUDGE_PARAMS, cascadeBand: { low: 0, high: 0 } };
    await cascadeJudge({ local: createLocalJudge({ params: everythingLocal }), llm }).verifyClaims({
      claims,
      chunks,
    });
    const withBand = llmClaims;
    llmClaims = 0;
    const everythingToLlm = { ...DEFAULT_LOCAL_JUDGE_PARAMS, cascadeBand: { low: 0, high: 1.0 } };
    await cascadeJudge({ local: createLocalJudge({ params: everythingToLlm }), llm }).verifyClaims({
      claims,
      chunks,
    });
    expect(withBand).toBeLessThan(llmClaims);
    expect(llmClaims).toBeGreaterThan(0);
  });
});

describe('parameter files are read bounded and printed safely (issue 20 items 4, 5, 11)', () => {
  it('reads at most the size limit, even from an endless device', () => {
    const big = writeJson('big.json', { version: 'x', padding: 'y'.repeat(4096) });
    expect(() => readLocalJudgeParams(big, { maxBytes: 1024 })).toThrow(/is larger than 1024 bytes/);
    // /dev/zero never ends: the read stops at the limit instead of filling memory.
    expect(() => readLocalJudgeParams('/dev/zero', { maxBytes: 256 * 1024 })).toThrow(
      /"\/dev\/zero" is larger than 262144 bytes/,
    );
  });

  it('a bad file’s error is one line (no literal \\n once the CLI escapes it)', () => {
    const path = writeJson('two-problems.json', {
      ...DEFAULT_LOCAL_JUDGE_PARAMS,
      version: 3,
      supportedThreshold: 'x',
    });
    try {
      readLocalJudgeParams(path);
      expect.unreachable();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).not.toContain('\n');
      expect(message).toMatch(
        /are not valid local judge parameters: .*\(at version\); .*\(at supportedThreshold\)/,
      );
    }
  });

  it('the name a report and the terminal show has its control characters escaped', () => {
    const custom = { ...DEFAULT_LOCAL_JUDGE_PARAMS, version: 'evil\u001b[2J\u001b]0;pwned\u0007' };
    const judge = createLocalJudge({ params: writeJson('evil.json', custom) });
    expect(judge.parameters.name).toBe('evil\\x1b[2J\\x1b]0;pwned\\x07');
    expect(judge.modelId).not.toMatch(/[\u0000-\u001f]/);
  });
});

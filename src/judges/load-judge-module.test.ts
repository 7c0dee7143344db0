import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../config/resolve-config.js';
import { ConfigurationError } from '../errors.js';
import { verify } from '../verify.js';
import { writeJudgeModule } from './__fixtures__/write-judge-module.js';
import { createConfiguredJudge } from './create-configured-judge.js';
import { judgeModuleUrl, loadJudgeModule } from './load-judge-module.js';
import { listJudges } from './registry.js';

const response = 'The refund window is 30 days. Refunds are paid in cash.';
const chunks = [{ id: 'policy', text: 'The refund window is 30 days.' }];

describe('loadJudgeModule (verification.judge_module)', () => {
  it.each([
    ['descriptor', 'sentences', 'sentences'],
    ['factory', 'my-judge', 'sentence-factory'],
    ['judge', 'my-judge', 'sentence-object'],
    ['registers', 'sentences-registered', 'sentences-registered'],
  ] as const)('registers a judge the module provides as a %s', async (form, id, judgeId) => {
    const path = writeJudgeModule(form);
    expect(await loadJudgeModule(path)).toEqual([id]);
    expect(listJudges().map((judge) => judge.id)).toContain(id);
    const judge = await createConfiguredJudge(resolveConfig({ env: { FAITHCHECK_JUDGE_MODULE: path } }));
    expect(judge.id).toBe(judgeId);
    const report = await verify({ response, chunks, judge });
    expect(report.claims.map((claim) => claim.verdict)).toEqual(['supported', 'no_evidence']);
  });

  it('names the judge after the file for a factory, and resolves paths against the working directory', async () => {
    const path = writeJudgeModule('factory', 'Acme Judge');
    expect(await loadJudgeModule(path)).toEqual(['acme-judge']);
    expect(judgeModuleUrl('judges/mine.mjs', '/srv/app')).toBe('file:///srv/app/judges/mine.mjs');
    expect(judgeModuleUrl('file:///x/y.mjs', '/srv')).toBe('file:///x/y.mjs');
  });

  it('a chosen judge wins over the module; without a choice the module’s judge is used', async () => {
    const path = writeJudgeModule('descriptor');
    const chosen = await createConfiguredJudge(
      resolveConfig({ env: { FAITHCHECK_JUDGE_MODULE: path, FAITHCHECK_JUDGE: 'local' } }),
    );
    expect(chosen.id).toBe('local');
  });

  it('a module that provides no judge, or does not load, is a ConfigurationError naming it', async () => {
    const empty = writeJudgeModule('none');
    await expect(loadJudgeModule(empty)).rejects.toThrow(ConfigurationError);
    await expect(loadJudgeModule(empty)).rejects.toThrow(
      /provides no judge: default-export a judge descriptor/,
    );
    await expect(loadJudgeModule('/nonexistent/judge.mjs')).rejects.toThrow(
      /cannot load the judge module \/nonexistent\/judge\.mjs \(verification\.judge_module\)/,
    );
  });
});

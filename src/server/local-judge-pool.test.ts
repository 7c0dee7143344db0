import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../errors.js';
import { DEFAULT_LOCAL_JUDGE_PARAMS } from '../judges/local/params/default-params.js';
import { createLocalJudgePool } from './local-judge-pool.js';

describe('createLocalJudgePool', () => {
  it('refuses at creation a thread entry that does not exist, naming it', () => {
    const missing = new URL('./__fixtures__/no-such-worker.mjs', import.meta.url);
    expect(() => createLocalJudgePool({ inProcess: false, workerFile: missing })).toThrow(ConfigurationError);
    expect(() => createLocalJudgePool({ inProcess: false, workerFile: missing })).toThrow(
      /no-such-worker\.mjs/,
    );
  });

  it('judges in process from the TypeScript sources, where no compiled thread entry exists', async () => {
    const pool = createLocalJudgePool({ threads: 1 });
    const report = await pool.run({
      request: { response: 'The refund window is 60 days.', context: ['The refund window is 30 days.'] },
      timeoutMs: 30_000,
    });
    expect(report.claims).toHaveLength(1);
    expect(report.claims[0]?.verdict).toBe('contradicted');
    await pool.close();
  });

  it('judges with the parameter file it was given (serve --local-params)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'faithcheck-pool-params-'));
    const path = join(folder, 'params.json');
    writeFileSync(path, JSON.stringify({ ...DEFAULT_LOCAL_JUDGE_PARAMS, version: 'pooled' }));
    const pool = createLocalJudgePool({ threads: 1, localParams: path });
    const report = await pool.run({
      request: { response: 'The refund window is 60 days.', context: ['The refund window is 30 days.'] },
      timeoutMs: 30_000,
    });
    expect(report.judge.modelId).toMatch(/^local-pooled@[0-9a-f]{12}$/);
    await pool.close();
  });
});

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../errors.js';
import { parseLocalJudgeParams } from '../load-local-judge-params.js';
import { FEATURE_NAMES } from '../model/claim-features.js';
import { syntheticLabels } from './__fixtures__/synthetic-labels.js';
import { SHIPPED_SETTING } from './model-settings.js';
import { paramsVersion } from './params-version.js';
import { runCalibration } from './run-calibration.js';

const folder = mkdtempSync(join(tmpdir(), 'faithcheck-run-calibration-'));
const data = join(folder, 'synthetic.dev.jsonl');
writeFileSync(
  data,
  syntheticLabels(60)
    .map((example) => JSON.stringify(example))
    .join('\n'),
);
const MARCH = new Date('2027-03-15T12:00:00Z');

describe('paramsVersion', () => {
  it('is derived from the month of the fit, the model setting and the feature count', () => {
    expect(paramsVersion({ date: MARCH, setting: SHIPPED_SETTING, featureCount: 35 })).toBe(
      '2027-03-trees200x3-35f',
    );
  });
});

describe('runCalibration', () => {
  it('takes its experiment as options: the quick run fits the shipped setting and stamps the version from the date', async () => {
    const lines: string[] = [];
    const output = join(folder, 'params.ts');
    const { params } = await runCalibration({
      files: [data],
      output,
      log: (line) => lines.push(line),
      quick: true,
      date: MARCH,
    });
    expect(params.version).toBe(`2027-03-trees200x3-${FEATURE_NAMES.length}f`);
    expect(params.model.featureNames).toEqual(FEATURE_NAMES);
    // The quick run measures the chosen setting alone, on the canonical folds (easy data: 100 %).
    expect(lines.join('\n')).toMatch(/trees 200x3 +100 +100\.0 +100\.0 +\(fitted\)[\s\S]*quick run/);
    expect(lines.join('\n')).not.toMatch(/logistic|500x4/);
    expect(readFileSync(output, 'utf8')).toMatch(
      /^\/\/ Written by `npm run calibrate`[\s\S]*"version": "2027-03-trees200x3-38f"/,
    );
  });

  it('fits without dropped features; the parameters name only the rest and load', async () => {
    const { params } = await runCalibration({
      files: [data],
      output: null,
      log: () => {},
      quick: true,
      model: 'logistic l2=3',
      dropFeatures: ['clauses', 'chunks_log'],
      date: MARCH,
    });
    expect(params.version).toBe(`2027-03-logisticl23-${FEATURE_NAMES.length - 2}f`);
    expect(params.model.kind).toBe('logistic');
    expect(params.model.featureNames).toEqual(
      FEATURE_NAMES.filter((name) => name !== 'clauses' && name !== 'chunks_log'),
    );
    expect(parseLocalJudgeParams(params).model.featureNames).toHaveLength(FEATURE_NAMES.length - 2);
  });

  it('refuses an unknown model setting or feature before reading any data', async () => {
    const run = (options: { model?: string; dropFeatures?: string[] }) =>
      runCalibration({ files: [join(folder, 'missing.jsonl')], output: null, log: () => {}, ...options });
    await expect(run({ model: 'forest' })).rejects.toThrow(InputError);
    await expect(run({ model: 'forest' })).rejects.toThrow(
      /unknown model setting "forest"; one of: trees 200x3, logistic l2=3, trees 500x4/,
    );
    await expect(run({ dropFeatures: ['coverage_of_the_moon'] })).rejects.toThrow(
      /cannot drop unknown feature\(s\): coverage_of_the_moon/,
    );
  });

  it("fits on the tables' claims no rule decides only, and says how many in the provenance", async () => {
    const tables = join(folder, 'table-rows.jsonl');
    const row = (id: string, claim: string, label: string) =>
      JSON.stringify({
        id,
        dataset: 'single-edit',
        split: 'fit',
        context: ['The Harbour Museum opens at 10:00 on weekdays. Entry is free for children under 12.'],
        claim,
        label,
        group: claim.toLowerCase(),
      });
    writeFileSync(
      tables,
      [
        // a number the rules contradict: decided without the model, so not fitted on
        row('t1', 'The Harbour Museum opens at 11:00 on weekdays.', 'unsupported'),
        // a faithful rewrite the model decides
        row('t2', 'Children under 12 get in to the Harbour Museum without paying.', 'supported'),
        // a held-back split is never read
        JSON.stringify({
          ...JSON.parse(row('t3', 'Entry is free for children under 12.', 'supported')),
          split: 'test',
        }),
      ].join('\n'),
    );
    const lines: string[] = [];
    const { params } = await runCalibration({
      files: [data],
      output: null,
      log: (line) => lines.push(line),
      quick: true,
      tableRows: [tables],
      date: MARCH,
    });
    expect(params.provenance.tableRows).toEqual({ rows: 1, only: 'claims no rule decides', weight: 0.5 });
    expect(lines.join('\n')).toMatch(
      /development-table rows fitted on \(never scored\): 1, those no rule decides/,
    );
  });
});

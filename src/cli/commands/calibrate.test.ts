import { describe, expect, it } from 'vitest';
import { syntheticLabels } from '../../judges/local/calibration/__fixtures__/synthetic-labels.js';
import { parseLocalJudgeParams } from '../../judges/local/load-local-judge-params.js';
import { DEFAULT_LOCAL_JUDGE_PARAMS } from '../../judges/local/params/default-params.js';
import { memoryIO } from '../__fixtures__/memory-io.js';
import { EXIT_NOT_BETTER, runCalibrate } from './calibrate.js';

const jsonl = (count: number, relabel?: (index: number) => string) =>
  syntheticLabels(count)
    .map((example, index) => JSON.stringify({ ...example, ...(relabel ? { label: relabel(index) } : {}) }))
    .join('\n');

describe('faithcheck calibrate', () => {
  it('fits a model from scratch on 240 labels and writes valid parameters with their provenance and cascade band', async () => {
    const io = memoryIO({ 'labels.jsonl': jsonl(240) });
    const code = await runCalibrate(io, ['labels.jsonl'], {
      out: 'params.json',
      base: 'none',
      name: 'synthetic',
    });
    expect(io.err.join('')).toMatch(/wrote params\.json \(synthetic@[0-9a-f]{12}\)/);
    expect(code).toBe(0);
    const params = parseLocalJudgeParams(JSON.parse(io.written.get('params.json')!));
    expect(params.version).toBe('synthetic');
    expect(params.model.kind).toBe('boosted_trees');
    expect(params.cascadeBand).toBeDefined();
    const provenance = params.provenance as {
      labels: unknown;
      data: Array<{ sha256: string }>;
      features: { count: number };
      crossValidation: { fitted: { balancedAccuracy: number } };
    };
    expect(provenance.labels).toEqual({ claims: 240, supported: 120, unsupported: 120 });
    expect(provenance.data[0]).toMatchObject({ file: 'labels.jsonl', lines: 240 });
    expect(provenance.data[0]?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(provenance.features.count).toBe(params.model.featureNames.length);
    // The synthetic claims are easy: held out, the fitted judge separates them.
    expect(provenance.crossValidation.fitted.balancedAccuracy).toBeGreaterThan(0.9);
    expect(io.out.join('')).toMatch(/Learning curve[\s\S]*25 labels[\s\S]*Cascade band/);
  });

  it('refuses to write parameters that are not better than the shipped ones on the data, unless --force', async () => {
    // The shipped judge already gets these easy claims right, so a refit cannot beat it.
    const io = memoryIO({ 'labels.jsonl': jsonl(120) });
    expect(await runCalibrate(io, ['labels.jsonl'], { out: 'params.json' })).toBe(EXIT_NOT_BETTER);
    expect(io.written.has('params.json')).toBe(false);
    expect(io.err.join('')).toMatch(/not better than the base .* nothing written \(--force/);
    expect(io.out.join('')).toMatch(/fewer than 200 labels: only the threshold is refitted/);
    const forced = memoryIO({ 'labels.jsonl': jsonl(120) });
    expect(await runCalibrate(forced, ['labels.jsonl'], { out: 'params.json', force: true })).toBe(0);
    const params = parseLocalJudgeParams(JSON.parse(forced.written.get('params.json')!));
    // Threshold only: the shipped model is kept.
    expect(params.model.kind).toBe('boosted_trees');
    expect((params.provenance as { fit: { setting: unknown } }).fit.setting).toEqual({ kind: 'threshold' });
  });

  it('writes parameters that beat the shipped ones where the shipped judge is wrong for the data', async () => {
    // These reviewers call "the library was demolished" unsupported by "the library opened": the
    // shipped judge, which reads words rather than events, calls such claims supported.
    const examples = syntheticLabels(160).map((example, index) =>
      index % 2 === 1
        ? {
            ...example,
            claim: example.context[0]!.split('. ')[0]!.replace(
              /opened|closed|was rebuilt|was sold|was renamed/,
              'was demolished',
            ),
          }
        : example,
    );
    const io = memoryIO({ 'labels.jsonl': examples.map((example) => JSON.stringify(example)).join('\n') });
    const code = await runCalibrate(io, ['labels.jsonl'], { out: 'params.json', json: true });
    const figures = JSON.parse(io.out.join(''));
    expect(figures.base.balancedAccuracy).toBeLessThan(0.6);
    expect(figures.fitted.balancedAccuracy).toBeGreaterThan(0.9);
    expect(figures.better).toBe(true);
    expect(figures.written).toBe(true);
    expect(code).toBe(0);
    const params = parseLocalJudgeParams(JSON.parse(io.written.get('params.json')!));
    expect(params.supportedThreshold).not.toBe(DEFAULT_LOCAL_JUDGE_PARAMS.supportedThreshold);
  });

  it('says what is wrong with the input, exit 2', async () => {
    const cases: Array<[Record<string, string>, Parameters<typeof runCalibrate>[2], RegExp]> = [
      [{ 'a.jsonl': jsonl(10) }, {}, /--out params\.json/],
      [{ 'a.jsonl': jsonl(10, () => 'supported') }, { out: 'p.json' }, /both supported and unsupported/],
      [{ 'a.jsonl': jsonl(50) }, { out: 'p.json', base: 'none' }, /at least 200 labelled claims \(got 50\)/],
      [{ 'a.jsonl': jsonl(10) }, { out: 'p.json', cascadeAccuracy: '2' }, /--cascade-accuracy/],
      [{ 'a.jsonl': '{"id": 1}' }, { out: 'p.json' }, /a\.jsonl/],
      [
        { 'a.jsonl': jsonl(10) },
        { out: 'p.json', base: 'missing.json' },
        /cannot read the local judge parameter file "missing\.json"/,
      ],
    ];
    for (const [files, options, message] of cases) {
      const io = memoryIO(files);
      expect(await runCalibrate(io, ['a.jsonl'], options)).toBe(2);
      expect(io.err.join('')).toMatch(message);
      expect(io.written.size).toBe(0);
    }
  });
});

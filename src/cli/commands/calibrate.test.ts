import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFileLines } from '../../eval/read-labelled-examples.js';
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

describe('faithcheck calibrate: how many labels, and how much input (issue 20 items 4 and 11, issue 23 item 2)', () => {
  it('refuses to fit from fewer labels than the floor unless --force, and says how rough that is', async () => {
    const io = memoryIO({ 'a.jsonl': jsonl(10) });
    expect(await runCalibrate(io, ['a.jsonl'], { out: 'p.json' })).toBe(2);
    expect(io.err.join('')).toMatch(
      /10 labelled claims \(5 supported, 5 unsupported\) are too few to calibrate on: .*±31 points.*at least 30 labelled claims with 5 of each label \(--force/,
    );
    expect(io.written.size).toBe(0);
    const forced = memoryIO({ 'a.jsonl': jsonl(10) });
    expect(await runCalibrate(forced, ['a.jsonl'], { out: 'p.json', force: true })).not.toBe(2);
    expect(forced.err.join('')).toMatch(
      /warning: only 10 labelled claims .*below the floor .*fitting anyway/,
    );
  });

  it('warns below the recommended number of labels', async () => {
    const io = memoryIO({ 'a.jsonl': jsonl(60) });
    expect(await runCalibrate(io, ['a.jsonl'], { out: 'p.json' })).not.toBe(2);
    expect(io.err.join('')).toMatch(
      /warning: only 60 labelled claims .*below 200 the figures below are rough \(±13 points at 95%\)/,
    );
  });

  it('stops reading past the label and byte limits, exit 2 with the limit', async () => {
    const many = memoryIO({ 'a.jsonl': jsonl(60) });
    expect(await runCalibrate(many, ['a.jsonl'], { out: 'p.json', limits: { maxLabels: 50 } })).toBe(2);
    expect(many.err.join('')).toMatch(/more than 50 labelled claims: calibrate holds every claim in memory/);
    const large = memoryIO({ 'a.jsonl': jsonl(60) });
    expect(await runCalibrate(large, ['a.jsonl'], { out: 'p.json', limits: { maxInputBytes: 4096 } })).toBe(
      2,
    );
    expect(large.err.join('')).toMatch(
      /^faithcheck calibrate: the labelled data is larger than 4096 bytes \(at a\.jsonl line \d+\)/,
    );
  });

  it('a line longer than the limit is exit 2 naming the file and line, not a crash', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'faithcheck-calibrate-'));
    const path = join(folder, 'long.jsonl');
    const [first] = jsonl(1).split('\n');
    writeFileSync(path, `${first}\n{"id": "x", "claim": "${'y'.repeat(10_000)}"}\n`);
    const io = memoryIO();
    io.readLines = (file, options) => readFileLines(file, options);
    expect(await runCalibrate(io, [path], { out: 'p.json', limits: { maxLineBytes: 4096 } })).toBe(2);
    expect(io.err.join('')).toMatch(/^faithcheck calibrate: .*long\.jsonl line 2 is longer than 4096 bytes/);
  });
});

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { JudgeCallError } from '../../errors.js';
import { registerJudge } from '../../judges/registry.js';
import { type MockVerdict, mockJudge } from '../../test/mock-judge.js';
import { memoryIO } from '../__fixtures__/memory-io.js';
import { processIO } from '../io.js';
import { runCli } from '../program.js';
import { runEval, shouldShowProgress } from './eval.js';

const CHUNK = 'The refund window is 30 days. Shipping is free for members.';
const row = (id: string, dataset: string, claim: string, label: string) =>
  JSON.stringify({
    id,
    dataset,
    split: 'dev',
    query: null,
    context: [CHUNK],
    claim,
    label,
    fine_label: label,
  });

const alpha = [
  row('a1', 'alpha', 'Refunds within 30 days.', 'supported'),
  row('a2', 'alpha', 'Refunds within 60 days.', 'unsupported'),
  row('a3', 'alpha', 'Shipping is free.', 'supported'),
  row('a4', 'alpha', 'The judge chokes.', 'unsupported'),
].join('\n');
const beta = [
  row('b1', 'beta', 'Members ship free.', 'supported'),
  row('b2', 'beta', 'Shipping <script>alert(document)</script>', 'unsupported'),
].join('\n');

/** Extraction that keeps each labelled sentence as its one claim. */
function oneClaimEach(texts: readonly string[]): Record<string, string[]> {
  return Object.fromEntries(texts.map((text) => [text, [text]]));
}

beforeAll(() => {
  const verdicts: Record<string, MockVerdict> = {
    'Refunds within 30 days.': { verdict: 'supported', evidence: [{ chunkId: 'c1', quote: '30 days' }] },
    'Refunds within 60 days.': { verdict: 'contradicted', evidence: [{ chunkId: 'c1', quote: '30 days' }] },
    'Shipping is free.': {
      verdict: 'partially_supported',
      evidence: [{ chunkId: 'c1', quote: 'Shipping is free' }],
    },
    'The judge chokes.': { error: new JudgeCallError('model overloaded') },
    'Members ship free.': { verdict: 'supported', evidence: [{ chunkId: 'c1', quote: 'free for members' }] },
    // Its quote shares a word with the claim, so the evidence check keeps the (wrong) verdict.
    'Shipping <script>alert(document)</script>': {
      verdict: 'supported',
      evidence: [{ chunkId: 'c1', quote: 'Shipping' }],
    },
  };
  registerJudge({
    id: 'eval-scripted',
    description: 'test judge',
    needsModel: false,
    create: () => mockJudge({ id: 'eval-scripted', verdicts, claims: oneClaimEach(Object.keys(verdicts)) }),
  });
  registerJudge({
    id: 'eval-down',
    description: 'a judge that always fails',
    needsModel: true,
    create: () =>
      mockJudge({
        id: 'eval-down',
        verifyError: new JudgeCallError('503'),
        claims: oneClaimEach(Object.keys(verdicts)),
      }),
  });
});

function io(files: Record<string, string> = { 'alpha.jsonl': alpha, 'beta.jsonl': beta }, env = {}) {
  return memoryIO(files, '', env);
}

describe('faithcheck eval', () => {
  it('prints a table per dataset and overall, and writes the JSON figures', async () => {
    const cli = io();
    const code = await runCli(
      ['eval', 'alpha.jsonl', 'beta.jsonl', '--judge', 'eval-scripted', '--json', 'out.json'],
      cli,
    );
    expect(cli.err.join('')).toBe('faithcheck eval: wrote out.json\n');
    expect(code).toBe(0);
    const table = cli.out.join('');
    expect(table).toMatch(/^alpha\s+3\s+1\s+0\s+75\.0\s/m); // n 3, 1 error, 0 skipped, (1 + 1/2) / 2
    expect(table).toMatch(/^beta\s+2\s+0\s+0\s+50\.0\s/m);
    expect(table).toMatch(/^overall\s+5\s+1\s/m);

    const figures = JSON.parse(cli.written.get('out.json')!);
    expect(Object.keys(figures.datasets)).toEqual(['alpha', 'beta']);
    expect(figures.datasets.alpha).toMatchObject({
      n: 3,
      errors: 1,
      balancedAccuracy: 0.75,
      accuracy: 2 / 3,
      unsupported: { precision: 0.5, recall: 1, f1: 2 / 3 },
      confusion: { tp: 1, fp: 1, tn: 1, fn: 0 },
    });
    for (const summary of [figures.datasets.alpha, figures.datasets.beta, figures.overall]) {
      expect(Object.keys(summary)).toEqual(
        expect.arrayContaining([
          'n',
          'balancedAccuracy',
          'accuracy',
          'unsupported',
          'confusion',
          'errors',
          'examplesPerSecond',
          'latencyMs',
        ]),
      );
      expect(Object.keys(summary.latencyMs)).toEqual(['p50', 'p90', 'p99']);
    }
    expect(figures.overall.confusion).toEqual({ tp: 1, fp: 1, tn: 2, fn: 1 });
    expect(figures.judge).toMatchObject({ id: 'eval-scripted', specificationVersion: 'v1', concurrency: 1 });
    expect(figures.files).toEqual(['alpha.jsonl', 'beta.jsonl']);
  });

  it('prints JSON on stdout with --json -, honouring --dataset and --limit', async () => {
    const cli = io();
    const code = await runCli(
      [
        'eval',
        'alpha.jsonl',
        'beta.jsonl',
        '--judge',
        'eval-scripted',
        '--json',
        '-',
        '--dataset',
        'alpha',
        '--limit',
        '2',
      ],
      cli,
    );
    expect(code).toBe(0);
    const figures = JSON.parse(cli.out.join(''));
    expect(Object.keys(figures.datasets)).toEqual(['alpha']);
    expect(figures.overall).toMatchObject({ n: 2, errors: 0, confusion: { tp: 1, fp: 0, tn: 1, fn: 0 } });
  });

  it('takes --dataset repeated or comma-separated', async () => {
    for (const flags of [
      ['--dataset', 'beta', '--dataset', 'alpha'],
      ['--dataset', 'beta,alpha'],
    ]) {
      const cli = io();
      const argv = ['eval', 'alpha.jsonl', 'beta.jsonl', '--judge', 'eval-scripted', '--json', '-', ...flags];
      expect(await runCli(argv, cli)).toBe(0);
      expect(Object.keys(JSON.parse(cli.out.join('')).datasets)).toEqual(['alpha', 'beta']);
    }
  });

  it('extracts claims by default, and judges each sentence whole with --no-extract', async () => {
    for (const [flags, extract] of [
      [[], true],
      [['--no-extract'], false],
    ] as const) {
      const cli = io();
      const argv = ['eval', 'beta.jsonl', '--judge', 'eval-scripted', '--json', '-', ...flags];
      expect(await runCli(argv, cli)).toBe(0);
      const figures = JSON.parse(cli.out.join(''));
      expect(figures.judge.extract).toBe(extract);
      expect(figures.overall).toMatchObject({ n: 2, skipped: 0 });
    }
  });

  it('writes an HTML report with the claims escaped', async () => {
    const cli = io();
    const code = await runCli(['eval', 'beta.jsonl', '--judge', 'eval-scripted', '--report', 'r.html'], cli);
    expect(code).toBe(0);
    const html = cli.written.get('r.html')!;
    expect(html).toContain('&lt;script&gt;alert(document)&lt;/script&gt;');
    expect(html).not.toContain('<script');
    expect(html).toContain('<svg ');
  });

  it('exits 3 when the judge failed on every example, still reporting the errors', async () => {
    const cli = io();
    const code = await runCli(['eval', 'beta.jsonl', '--judge', 'eval-down', '--json', '-'], cli);
    expect(code).toBe(3);
    expect(JSON.parse(cli.out.join('')).overall).toMatchObject({ n: 0, errors: 2, balancedAccuracy: null });
    expect(JSON.parse(cli.out.join('')).judge.concurrency).toBe(4); // a model judge defaults to 4
    expect(cli.err.join('')).toMatch(/failed on every example/);
  });

  const bad: Array<[string, string[], Record<string, string>, RegExp]> = [
    ['a missing file', ['eval', 'nope.jsonl'], {}, /cannot read nope\.jsonl: no such file/],
    [
      'a bad JSON line',
      ['eval', 'a.jsonl'],
      { 'a.jsonl': `${alpha}\n{"id": ` },
      /a\.jsonl line 5: not valid JSON/,
    ],
    [
      'a wrong schema',
      ['eval', 'a.jsonl'],
      { 'a.jsonl': `${row('x', 'alpha', 'c', 'supported')}\n${row('y', 'alpha', 'c', 'maybe')}` },
      /a\.jsonl line 2: label: /,
    ],
    [
      'an unknown dataset',
      ['eval', 'a.jsonl', '--dataset', 'wice'],
      { 'a.jsonl': alpha },
      /no examples of dataset wice; the files hold alpha/,
    ],
    [
      'a bad limit',
      ['eval', 'a.jsonl', '--limit', '0'],
      { 'a.jsonl': alpha },
      /--limit must be a positive integer/,
    ],
    [
      'a bad concurrency',
      ['eval', 'a.jsonl', '--concurrency', 'x'],
      { 'a.jsonl': alpha },
      /--concurrency must be a positive integer/,
    ],
    [
      'an unknown judge',
      ['eval', 'a.jsonl', '--judge', 'oracle'],
      { 'a.jsonl': alpha },
      /unknown judge "oracle"/,
    ],
    ['no file', ['eval'], {}, /missing required argument/],
    [
      'a report to stdout',
      ['eval', 'a.jsonl', '--report', '-'],
      { 'a.jsonl': alpha },
      /--report needs a file name/,
    ],
    [
      'a negative warmup',
      ['eval', 'a.jsonl', '--warmup', '-2'],
      { 'a.jsonl': alpha },
      /--warmup must be a non-negative integer/,
    ],
    [
      'a bad timeout',
      ['eval', 'a.jsonl', '--timeout', '-1'],
      { 'a.jsonl': alpha },
      /--timeout must be a positive number/,
    ],
  ];
  it.each(bad)('exits 2 with a clear message on %s', async (_name, argv, files, message) => {
    const cli = io(files);
    const code = await runCli(argv.includes('--judge') ? argv : [...argv, '--judge', 'eval-scripted'], cli);
    expect(code).toBe(2);
    expect(cli.err.join('')).toMatch(message);
    expect(cli.err.join('')).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it('refuses an output folder that does not exist before judging anything', async () => {
    const cli = { ...memoryIO({ 'a.jsonl': alpha }), writeFile: processIO().writeFile };
    const code = await runCli(
      ['eval', 'a.jsonl', '--judge', 'eval-scripted', '--json', '/no/such/dir/out.json'],
      cli,
    );
    expect(code).toBe(2);
    expect(cli.err.join('')).toMatch(/cannot write \/no\/such\/dir\/out\.json: ENOENT/);
    expect(cli.out.join('')).toBe('');
  });

  it('writes its outputs through the IO (to disk with the process IO)', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'faithcheck-eval-'));
    try {
      const cli = { ...memoryIO({ 'a.jsonl': alpha }), writeFile: processIO().writeFile };
      const out = join(folder, 'figures.json');
      const code = await runCli(['eval', 'a.jsonl', '--judge', 'eval-scripted', '--json', out], cli);
      expect(code).toBe(0);
      const figures = JSON.parse(await readFile(out, 'utf8'));
      expect(figures.overall.n).toBe(3);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('takes the judge from the configuration when --judge is absent (one resolution, issue 14 §5)', async () => {
    const cli = io(undefined, { FAITHCHECK_JUDGE: 'eval-scripted' });
    const code = await runCli(['eval', 'alpha.jsonl', '--json', '-'], cli);
    expect(code).toBe(0);
    expect(JSON.parse(cli.out.join('')).judge).toMatchObject({ id: 'eval-scripted' });
    const unknown = io(undefined, { FAITHCHECK_JUDGE: 'nope' });
    expect(await runCli(['eval', 'alpha.jsonl'], unknown)).toBe(2);
    expect(unknown.err.join('')).toMatch(/nope/);
  });

  it('reads the JSONL files line by line through the IO, never whole', async () => {
    const cli = memoryIO({ 'a.jsonl': alpha });
    const readWhole = vi.fn(cli.readFile);
    const code = await runCli(['eval', 'a.jsonl', '--judge', 'eval-scripted', '--json', '-'], {
      ...cli,
      readFile: readWhole,
    });
    expect(code).toBe(0);
    // Only the configuration file is looked for (and read whole when there is one); the data never.
    const wholeReads = readWhole.mock.calls.map(([path]) => String(path));
    expect(wholeReads.filter((path) => !/faithcheck\.config\.ya?ml$/.test(path))).toEqual([]);
    expect(JSON.parse(cli.out.join('')).overall.n).toBe(3);
  });

  it('exits 130 when interrupted, still writing the figures of the examples judged', async () => {
    const cli = io();
    const controller = new AbortController();
    controller.abort();
    const code = await runEval(
      cli,
      ['alpha.jsonl'],
      { judge: 'eval-scripted', json: 'out.json' },
      controller.signal,
    );
    expect(code).toBe(130);
    expect(cli.err.join('')).toMatch(/interrupted after 0 of 4 examples/);
    expect(cli.out.join('')).toMatch(/^INTERRUPTED/);
    expect(JSON.parse(cli.written.get('out.json')!)).toMatchObject({
      aborted: true,
      overall: { n: 0, errors: 0 },
    });
  });

  it('has help with examples', async () => {
    const cli = io();
    expect(await runCli(['eval', '--help'], cli)).toBe(0);
    const help = cli.out.join('');
    expect(help).toContain('Examples:');
    expect(help).toContain('--report <out.html>');
    expect(help).toContain('--concurrency <n>');
  });

  it('shows a progress bar only on a terminal outside CI', () => {
    expect(shouldShowProgress({ isTTY: true, env: {} })).toBe(true);
    expect(shouldShowProgress({ isTTY: false, env: {} })).toBe(false);
    expect(shouldShowProgress({ isTTY: true, env: { CI: 'true' } })).toBe(false);
    expect(shouldShowProgress({ isTTY: true, env: { CI: 'false' } })).toBe(true);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { registerJudge } from '../../judges/registry.js';
import { mockJudge } from '../../test/mock-judge.js';
import { memoryIO } from '../__fixtures__/memory-io.js';
import { runCli } from '../program.js';

const response = 'The refund window is 60 days. Shipping is free.';
const answer = JSON.stringify({
  query: 'How long do I have?',
  response,
  chunks: [{ id: 'policy', text: 'The refund window is 30 days. Shipping is free for members.' }],
});

beforeAll(() => {
  registerJudge({
    id: 'scripted',
    description: 'test judge',
    needsModel: false,
    create: () =>
      mockJudge({
        claims: { [response]: ['The refund window is 60 days.', 'Shipping is free.'], 'Hi!': [] },
        verdicts: {
          'The refund window is 60 days.': {
            verdict: 'contradicted',
            evidence: [{ chunkId: 'policy', quote: 'refund window is 30 days' }],
            reasoning: 'number 60 in claim vs. 30 in chunk policy',
          },
          'Shipping is free.': {
            verdict: 'partially_supported',
            evidence: [{ chunkId: 'policy', quote: 'Shipping is free for members' }],
          },
        },
      }),
  });
});

describe('faithcheck verify', () => {
  it('reads a JSON file that starts with a byte-order mark', async () => {
    const io = memoryIO({ 'answer.json': `\uFEFF${answer}` });
    expect(await runCli(['verify', 'answer.json', '--judge', 'scripted'], io)).toBe(1);
    expect(io.out.join('')).toContain('FLAGGED');
  });

  it('names the field meant when "answer" is sent instead of "response" (exit 2)', async () => {
    const misnamed = JSON.stringify({ answer: response, chunks: [{ id: 'policy', text: 'x' }] });
    const io = memoryIO({ 'answer.json': misnamed });
    expect(await runCli(['verify', 'answer.json', '--judge', 'scripted'], io)).toBe(2);
    expect(io.err.join('')).toContain(
      'response: is required — "answer" is not a field: did you mean "response"?',
    );
  });

  it('prints a readable report and exits 1 when flagged', async () => {
    const io = memoryIO({ 'answer.json': answer });
    const code = await runCli(['verify', 'answer.json', '--judge', 'scripted'], io);
    expect(code).toBe(1);
    const text = io.out.join('');
    expect(text).toContain('FLAGGED');
    expect(text).toContain('✗ contradicted');
    expect(text).toContain('[policy] "refund window is 30 days"');
    expect(text).toContain('number 60 in claim vs. 30 in chunk policy');
  });

  it('prints the report as JSON with --json, from stdin', async () => {
    const io = memoryIO({}, answer);
    const code = await runCli(['verify', '-', '--json', '--judge', 'scripted', '--threshold', '0'], io);
    expect(code).toBe(0);
    const report = JSON.parse(io.out.join(''));
    expect(report).toMatchObject({ overallScore: 0, threshold: 0, flagged: false, policy: 'ratio' });
    expect(report.claims[0]).toMatchObject({
      claim: 'The refund window is 60 days.',
      verdict: 'contradicted',
      sourceChunkId: 'policy',
    });
    expect(Object.keys(report)).toEqual(
      expect.arrayContaining([
        'overallScore',
        'policy',
        'threshold',
        'flagged',
        'level',
        'vacuous',
        'claims',
        'issues',
        'usage',
        'evaluationLatencyMs',
      ]),
    );
  });

  it('scores under another policy', async () => {
    const io = memoryIO({ 'answer.json': answer });
    await runCli(['verify', 'answer.json', '--json', '--judge', 'scripted', '--policy', 'weighted'], io);
    expect(JSON.parse(io.out.join('')).overallScore).toBe(0); // (−1 + 0.5) / 2 clamped
  });

  it('runs the answer-level checks with --checks and scores them with --policy composite', async () => {
    const io = memoryIO({ 'answer.json': answer });
    const code = await runCli(
      ['verify', 'answer.json', '--json', '--judge', 'scripted', '--checks', 'all', '--policy', 'composite'],
      io,
    );
    const report = JSON.parse(io.out.join(''));
    expect(report.policy).toBe('composite');
    expect(report.checks.alignment.method).toBeDefined();
    expect(typeof report.checks.citations.score).toBe('number');
    expect(code).toBe(report.flagged ? 1 : 0);
  });

  it('--policy composite without --checks runs the checks it needs (issue 16 item 8)', async () => {
    const io = memoryIO({ 'answer.json': answer });
    const code = await runCli(
      ['verify', 'answer.json', '--json', '--judge', 'scripted', '--policy', 'composite'],
      io,
    );
    expect(io.err.join('')).toBe('');
    const report = JSON.parse(io.out.join(''));
    expect(report.policy).toBe('composite');
    expect(typeof report.checks.alignment.score).toBe('number');
    expect(typeof report.checks.citations.score).toBe('number');
    expect(code).toBe(report.flagged ? 1 : 0);
  });

  const bad: Array<[string, string[], Record<string, string>, RegExp]> = [
    ['a missing file', ['verify', 'nope.json'], {}, /cannot read nope\.json: no such file/],
    ['invalid JSON', ['verify', 'a.json'], { 'a.json': '{ nope' }, /not valid JSON/],
    ['an empty file', ['verify', 'a.json'], { 'a.json': '  ' }, /is empty/],
    ['a missing response', ['verify', 'a.json'], { 'a.json': '{"chunks":[]}' }, /response: is required/],
    ['an array', ['verify', 'a.json'], { 'a.json': '[1]' }, /must be a JSON object/],
    ['a bad threshold', ['verify', 'a.json', '--threshold', '7'], { 'a.json': answer }, /--threshold/],
    [
      'a bad policy',
      ['verify', 'a.json', '--policy', 'mean'],
      { 'a.json': answer },
      /--policy must be one of/,
    ],
    [
      'an unknown judge',
      ['verify', 'a.json', '--judge', 'oracle'],
      { 'a.json': answer },
      /unknown judge "oracle"/,
    ],
    ['an unknown check', ['verify', 'a.json', '--checks', 'vibes'], { 'a.json': answer }, /vibes/],
    ['an unknown flag', ['verify', 'a.json', '--frobnicate'], { 'a.json': answer }, /unknown option/],
  ];
  it.each(bad)('exits 2 with a clear message on %s', async (_name, argv, files, message) => {
    const io = memoryIO(files);
    const code = await runCli(argv.includes('--judge') ? argv : [...argv, '--judge', 'scripted'], io);
    expect(code).toBe(2);
    expect(io.err.join('')).toMatch(message);
    expect(io.err.join('')).not.toMatch(/\bat .*\.ts:\d+/);
  });
});

describe('faithcheck verify with configuration', () => {
  const run = async (argv: string[], files: Record<string, string>, env: NodeJS.ProcessEnv = {}) => {
    const io = memoryIO({ '/answer.json': answer, ...files }, '', env);
    const code = await runCli(['verify', '/answer.json', '--json', ...argv], io);
    const out = io.out.join('');
    return { code, io, report: out ? JSON.parse(out) : undefined };
  };
  const yaml = (lines: string[]) => `verification:\n${lines.map((line) => `  ${line}`).join('\n')}\n`;

  it('takes the judge, threshold and policy from faithcheck.config.yaml in the working folder', async () => {
    const files = {
      '/faithcheck.config.yaml': yaml(['judge: scripted', 'confidence_threshold: 0', 'policy: weighted']),
    };
    const { code, report } = await run([], files);
    expect(report).toMatchObject({ threshold: 0, policy: 'weighted', flagged: false });
    expect(report.judge.id).toBe('mock');
    expect(code).toBe(0);
    const without = await run(['--judge', 'scripted'], {});
    expect(without.report).toMatchObject({ threshold: 0.7, policy: 'ratio', flagged: true });
    expect(without.code).toBe(1);
  });

  it('lets flags win over the environment, and the environment over the file', async () => {
    const files = {
      '/conf/rag.yaml': yaml(['judge: scripted', 'confidence_threshold: 0', 'policy: weighted']),
    };
    const fromFile = await run(['--config', 'conf/rag.yaml'], files);
    expect(fromFile.report).toMatchObject({ threshold: 0, policy: 'weighted' });
    const fromEnv = await run(['--config', 'conf/rag.yaml'], files, {
      FAITHFULNESS_THRESHOLD: '0.4',
      FAITHCHECK_POLICY: 'confidence',
    });
    expect(fromEnv.report).toMatchObject({ threshold: 0.4, policy: 'confidence' });
    const fromFlags = await run(
      ['--config', 'conf/rag.yaml', '--threshold', '0.9', '--policy', 'ratio'],
      files,
      {
        FAITHFULNESS_THRESHOLD: '0.4',
      },
    );
    expect(fromFlags.report).toMatchObject({ threshold: 0.9, policy: 'ratio', flagged: true });
    expect(fromFlags.code).toBe(1);
  });

  it('runs the configured checks, and a --checks flag replaces them', async () => {
    const files = { '/faithcheck.config.yaml': yaml(['judge: scripted', 'checks: [citations]']) };
    const configured = await run([], files);
    expect(Object.keys(configured.report.checks).filter((key) => key !== 'usage')).toEqual(['citations']);
    const flagged = await run(['--checks', 'alignment'], files);
    expect(Object.keys(flagged.report.checks).filter((key) => key !== 'usage')).toEqual(['alignment']);
    const none = await run(['--judge', 'scripted'], {});
    expect(none.report.checks).toBeUndefined();
  });

  it('applies the configured composite weights to --policy composite', async () => {
    const files = {
      '/faithcheck.config.yaml': yaml([
        'judge: scripted',
        'checks: [alignment, citations, facts]',
        'weights: { alignment: 0, citation: 1, facts: 0 }',
      ]),
    };
    const { report } = await run(['--policy', 'composite'], files);
    expect(report.policy).toBe('composite');
    expect(report.overallScore).toBeCloseTo(report.checks.citations.score, 6);
  });

  it('reads the model from FAITHCHECK_MODEL for a judge that needs one', async () => {
    const { code, io } = await run(['--judge', 'llm'], {}, { FAITHCHECK_MODEL: 'nosuchprovider:model-x' });
    expect(code).toBe(2);
    expect(io.err.join('')).toMatch(/nosuchprovider/);
  });

  const bad: Array<[string, string[], Record<string, string>, NodeJS.ProcessEnv, RegExp]> = [
    [
      'a missing --config file',
      ['--config', 'nope.yaml'],
      {},
      {},
      /the config file \/nope\.yaml \(from --config\) does not exist/,
    ],
    [
      'a bad value in the file',
      [],
      { '/faithcheck.config.yaml': yaml(['confidence_threshold: high']) },
      {},
      /invalid value for verification\.threshold from verification\.confidence_threshold in the config file/,
    ],
    [
      'a bad environment value',
      [],
      {},
      { FAITHCHECK_POLICY: 'mean' },
      /verification\.policy from environment variable FAITHCHECK_POLICY/,
    ],
    [
      'YAML that does not parse',
      [],
      { '/faithcheck.config.yaml': 'verification: [\n' },
      {},
      /is not valid YAML/,
    ],
  ];
  it.each(bad)('exits 2 on %s, naming it', async (_name, argv, files, env, message) => {
    const { code, io } = await run(['--judge', 'scripted', ...argv], files, env);
    expect(code).toBe(2);
    expect(io.err.join('')).toMatch(message);
    expect(io.out.join('')).toBe('');
  });

  it('warns about unknown keys of the verification block on stderr', async () => {
    const files = { '/faithcheck.config.yaml': yaml(['judge: scripted', 'treshold: 0.2']) };
    const { code, io } = await run([], files);
    expect(code).toBe(1);
    expect(io.err.join('')).toMatch(/faithcheck verify: warning: unknown key verification\.treshold/);
  });
});

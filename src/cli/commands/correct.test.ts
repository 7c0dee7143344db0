import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentenceJudge } from '../../correct/__fixtures__/sentence-judge.js';
import {
  completion,
  type FakeServer,
  startFakeOpenAIServer,
} from '../../judges/llm/__fixtures__/fake-openai-server.js';
import { registerJudge } from '../../judges/registry.js';
import { type CliIO, processIO } from '../io.js';
import { runCli } from '../program.js';

function diskIO(stdin = ''): CliIO & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return {
    ...processIO(),
    out,
    err,
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    readStdin: async () => stdin,
    env: {},
    isTTY: false,
    cwd: process.cwd(),
  };
}

const invented = 'Every return includes a free prepaid shipping label.';

/** A model that writes queries and rewrites sentences, as the corrective loop's prompts ask. */
let model: FakeServer;
const rewritten =
  'Refunds are issued to the original payment method within 5 business days of receiving your return.';
beforeAll(async () => {
  model = await startFakeOpenAIServer((request) => {
    const prompt = request.body.messages.map((message) => message.content).join('\n');
    if (prompt.includes('one short search query per claim')) {
      const claims = [...prompt.matchAll(/<(data-[0-9a-f]+) kind="claim"[^>]*>\n([\s\S]*?)\n<\/\1>/g)];
      return completion(claims.map((claim) => claim[2]!.replace(/\.$/, '')).join('\n'));
    }
    const sentence = prompt.slice(prompt.lastIndexOf('SENTENCE:'));
    return completion(/refund/i.test(sentence) ? rewritten : 'REMOVE');
  });
});
afterAll(() => model.close());

beforeAll(() => {
  registerJudge({
    id: 'sentence-test',
    description: 'test judge',
    needsModel: false,
    create: () => sentenceJudge(),
  });
});

describe('faithcheck correct', () => {
  it('corrects the example offline with the local judge (end to end, default options)', async () => {
    const io = diskIO();
    const code = await runCli(['correct', 'examples/correct.json'], io);
    const text = io.out.join('');
    expect(io.err.join('')).toBe('');
    expect(code).toBe(0);
    expect(text).toMatch(/Original answer — confidence 0\.\d+/);
    expect(text).toContain(`- ${invented}`);
    expect(text).toContain('- Refunds are sent to the original payment method within 14 business days.');
    expect(text).toContain('+ Refunds are issued to the original payment method within 5 business days');
    const corrected = text.slice(text.indexOf('Corrected answer'));
    expect(corrected).not.toContain(invented);
    expect(corrected).toContain('Online orders may be returned within 30 days of delivery.');
    expect(text).toMatch(/metrics: triggered yes · improved yes · attempts 1/);
  });

  it('prints the CRAGResult as JSON, in full-regeneration mode', async () => {
    const io = diskIO();
    const code = await runCli(['correct', 'examples/correct.json', '--json', '--mode', 'full'], io);
    expect(code).toBe(0);
    const result = JSON.parse(io.out.join(''));
    expect(result.mode).toBe('full');
    expect(result.final_response).not.toContain(invented);
    expect(result.final_response).not.toContain('14 business days');
    expect(result.confidence).toBeGreaterThanOrEqual(0.7);
    expect(result.attempts).toBeGreaterThanOrEqual(1);
    expect(result.additional_context_used).toBe(true);
    expect(result.verification_history[0].confidence).toBeLessThan(0.7);
    expect(result.metrics).toMatchObject({ triggered: true, improved: true });
  });

  it('uses any registered judge and an explicit corpus, from stdin', async () => {
    const input = JSON.parse(await readFile('examples/correct.json', 'utf8'));
    delete input.corpus;
    const io = diskIO(JSON.stringify(input));
    const code = await runCli(
      ['correct', '-', '--corpus', 'examples/corpus', '--judge', 'sentence-test', '--json'],
      io,
    );
    expect(code).toBe(0);
    const result = JSON.parse(io.out.join(''));
    expect(result.report.judge.id).toBe('sentence-test');
    expect(result.final_response).not.toContain(invented);
  });

  it('takes the judge from FAITHCHECK_JUDGE when --judge is absent (one resolution, issue 14 §5)', async () => {
    const io = { ...diskIO(), env: { ...process.env, FAITHCHECK_JUDGE: 'sentence-test' } };
    const code = await runCli(['correct', 'examples/correct.json', '--json'], io);
    expect(code).toBe(0);
    expect(JSON.parse(io.out.join('')).report.judge.id).toBe('sentence-test');
  });

  it('rewrites with a model given by --model and --base-url (any AI SDK provider)', async () => {
    const io = diskIO();
    const code = await runCli(
      [
        'correct',
        'examples/correct.json',
        '--json',
        '--model',
        'openai-compatible:fake-model',
        '--base-url',
        model.baseURL,
      ],
      io,
    );
    expect(io.err.join('')).toBe('');
    expect(code).toBe(0);
    const result = JSON.parse(io.out.join(''));
    expect(result.final_response).toContain(rewritten);
    expect(result.final_response).not.toContain(invented);
    expect(result.final_response).not.toContain('14 business days');
    expect(result.report.judge.id).toBe('local');
    const prompts = model.requests.map((request) => request.body.messages.at(-1)!.content);
    expect(prompts.some((prompt) => prompt.includes('one short search query per claim'))).toBe(true);
    expect(prompts.some((prompt) => prompt.includes(`kind="sentence">\n${invented}\n`))).toBe(true);
    expect(model.requests.every((request) => request.body.model === 'fake-model')).toBe(true);
    expect(model.requests.every((request) => request.body.temperature === 0)).toBe(true);
  });

  it('exits 1 when the answer stays below the threshold (no attempts allowed)', async () => {
    const io = diskIO();
    const code = await runCli(['correct', 'examples/correct.json', '--max-attempts', '0'], io);
    expect(code).toBe(1);
    expect(io.out.join('')).toContain('The corrective loop did not run (max attempts)');
  });

  it('exits 2 with a message on bad usage or input', async () => {
    const cases: Array<[string[], string, RegExp]> = [
      [['correct', 'examples/correct.json', '--mode', 'rewrite'], '', /--mode must be full or minimal-edit/],
      [
        ['correct', 'examples/correct.json', '--max-attempts', 'two'],
        '',
        /--max-attempts must be a whole number/,
      ],
      [['correct', '-'], JSON.stringify({ response: 'x', chunks: [] }), /give a corpus/],
      [['correct', '-'], '{ nope', /not valid JSON/],
      [['correct', '-', '--corpus', 'examples/corpus'], JSON.stringify({ chunks: [] }), /response/],
      [
        ['correct', '-', '--corpus', 'no/such/dir'],
        JSON.stringify({ response: 'x', chunks: [] }),
        /cannot read corpus/,
      ],
      [['correct', 'examples/correct.json', '--judge', 'nope'], '', /unknown judge "nope"/],
      [['correct', 'examples/correct.json', '--model', 'gpt-4o'], '', /must be PROVIDER:MODEL/],
      [
        ['correct', 'examples/correct.json', '--model', 'openai:gpt-4o-mini'],
        '',
        /the openai model \(--model, which rewrites the answer; omit it for the offline generator\) needs an API key: set OPENAI_API_KEY\n/,
      ],
      [
        ['correct', 'examples/correct.json', '--base-url', 'http://127.0.0.1:1/v1'],
        '',
        /--base-url needs --model/,
      ],
    ];
    for (const [argv, stdin, message] of cases) {
      const io = diskIO(stdin);
      expect(await runCli(argv, io)).toBe(2);
      expect(io.err.join('')).toMatch(message);
    }
  });
});

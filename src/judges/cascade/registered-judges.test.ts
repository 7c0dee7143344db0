/**
 * The `llm` and `cascade` registry entries, end to end through `faithcheck verify` (in process)
 * against a fake OpenAI-compatible server on 127.0.0.1.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { memoryIO } from '../../cli/__fixtures__/memory-io.js';
import { runVerify } from '../../cli/commands/verify.js';
import { registerBuiltinJudges } from '../builtin-judges.js';
import {
  completion,
  type FakeServer,
  judgeReply,
  startFakeOpenAIServer,
} from '../llm/__fixtures__/fake-openai-server.js';
import { createJudge, listJudges } from '../registry.js';

(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('registered llm and cascade judges', () => {
  it('are listed, need a model, and report a missing key as a configuration error', async () => {
    registerBuiltinJudges();
    const ids = listJudges().map((judge) => judge.id);
    expect(ids).toEqual(expect.arrayContaining(['llm', 'cascade']));
    expect(listJudges().find((judge) => judge.id === 'llm')?.needsModel).toBe(true);
    await expect(createJudge('llm', { env: {} })).rejects.toThrow(/OPENAI_API_KEY/);
    const cascade = await createJudge('cascade', { model: 'ollama:llama3.2', env: {} });
    expect(cascade).toMatchObject({ id: 'cascade', modelId: 'ollama:llama3.2' });
  });

  it('faithcheck verify --judge llm --model openai-compatible:… --base-url … scores through the server', async () => {
    server = await startFakeOpenAIServer((request) =>
      completion(
        judgeReply(request, () => ({
          verdict: 'CONTRADICTED',
          evidence: [{ chunk_id: 'c1', quote: 'within 30 days' }],
          reasoning: '30, not 60',
          suggested_correction: 'Refunds are accepted within 30 days.',
        })),
      ),
    );
    registerBuiltinJudges();
    const input = JSON.stringify({
      response: 'Refunds are accepted within 60 days.',
      chunks: [{ id: 'c1', text: 'Refunds are accepted within 30 days.' }],
    });
    const io = memoryIO({ 'answer.json': input });
    const code = await runVerify(io, 'answer.json', {
      judge: 'llm',
      model: 'openai-compatible:fake-model',
      baseUrl: server.baseURL,
      json: true,
    });
    expect(io.err.join('')).toBe('');
    expect(code).toBe(1);
    const report = JSON.parse(io.out.join(''));
    expect(report.claims[0]).toMatchObject({
      verdict: 'contradicted',
      evidence: [{ quote: 'within 30 days' }],
    });
    expect(report.judge).toMatchObject({
      id: 'llm',
      modelId: 'openai-compatible:fake-model',
      promptVersion: 'v2/single-call',
    });
    expect(report.usage.llmCalls).toBe(1);
  });
});

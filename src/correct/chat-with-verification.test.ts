import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../errors.js';
import { silentLogger } from '../logger.js';
import { mockJudge } from '../test/mock-judge.js';
import { sentenceJudge } from './__fixtures__/sentence-judge.js';
import { createBm25Retriever } from './bm25-retriever.js';
import { chatWithVerification } from './chat-with-verification.js';
import { extractiveGenerator } from './extractive-generator.js';
import type { Generator } from './generator.js';

const documents = [
  { id: 'returns', text: 'Online orders may be returned within 30 days.\n\nSale items are final.' },
  { id: 'refunds', text: 'Refunds are issued within 5 business days.' },
];
const good = 'Online orders may be returned within 30 days.';
const invented = 'Refunds are issued within 14 business days.';
const chunks = [{ id: 'returns#1', text: good }];
const prompt = 'How do returns and refunds work?';
const base = {
  prompt,
  chunks,
  response: `${good} ${invented}`,
  retriever: createBm25Retriever({ documents }),
  generator: extractiveGenerator(),
  judge: sentenceJudge(),
  env: {},
  logger: silentLogger,
};

describe('chatWithVerification (the corrective-RAG entry point)', () => {
  it('answers in the corrective-RAG API shape; with the default rollout the loop stays off', async () => {
    const reply = await chatWithVerification({ ...base, workspace: 'personal' });
    expect(Object.keys(reply.verification!).sort()).toEqual(
      ['claims_checked', 'claims_supported', 'confidence', 'crag_attempts', 'is_grounded'].sort(),
    );
    expect(reply).toMatchObject({
      content: `${good} ${invented}`,
      model: 'extractive',
      workspace: 'personal',
      verification: {
        confidence: 0.4,
        is_grounded: false,
        claims_checked: 2,
        claims_supported: 1,
        crag_attempts: 0,
      },
      metrics: { verified: true, cragTriggered: false, cragAttempts: 0, cragAddedLatencyMs: 0 },
    });
    expect(reply.crag).toBeUndefined();
  });

  it('runs the loop when enable_crag is on and reports the corrected answer and per-claim details', async () => {
    const reply = await chatWithVerification({
      ...base,
      enable_crag: true,
      show_claims: true,
      mode: 'minimal-edit',
    });
    expect(reply.content).toBe(`${good} Refunds are issued within 5 business days.`);
    expect(reply.verification).toMatchObject({
      confidence: 1,
      is_grounded: true,
      claims_checked: 2,
      claims_supported: 2,
      crag_attempts: 1,
    });
    expect(reply.verification!.claims!.map((claim) => claim.status)).toEqual(['supported', 'supported']);
    expect(reply.metrics).toMatchObject({ cragTriggered: true, cragImproved: true, cragAttempts: 1 });
    expect(reply.crag!.final_response).toBe(reply.content);
    expect(reply.chunks.map((chunk) => chunk.id)).toContain('refunds#1');
  });

  it('accepts camel-case twins and the crag-default-on rollout', async () => {
    const reply = await chatWithVerification({ ...base, rollout: 'crag-default-on', maxCragAttempts: 1 });
    expect(reply.verification!.crag_attempts).toBe(1);
    expect(reply.verification!.confidence).toBe(1);
    const optedOut = await chatWithVerification({ ...base, rollout: 'crag-default-on', enableCrag: false });
    expect(optedOut.verification!.crag_attempts).toBe(0);
  });

  it('does not verify when enable_verification is off', async () => {
    const judge = mockJudge();
    const reply = await chatWithVerification({ ...base, judge, enable_verification: false });
    expect(reply.verification).toBeUndefined();
    expect(reply.metrics.verified).toBe(false);
    expect(judge.calls).toEqual([]);
  });

  it('verification-only rollout: verifies, never corrects, and warns when asked to', async () => {
    const reply = await chatWithVerification({ ...base, rollout: 'verification-only', enable_crag: true });
    expect(reply.verification!.crag_attempts).toBe(0);
    expect(reply.warnings[0]).toMatch(/verification-only/);
  });

  it('retrieves and generates the answer itself when given only a prompt', async () => {
    const reply = await chatWithVerification({
      prompt: 'How long until refunds are issued?',
      retriever: base.retriever,
      generator: extractiveGenerator({ maxSentences: 1 }),
      judge: sentenceJudge(),
      env: {},
      logger: silentLogger,
    });
    expect(reply.content).toBe('Refunds are issued within 5 business days.');
    expect(reply.verification).toMatchObject({ confidence: 1, claims_checked: 1, claims_supported: 1 });
  });

  it('keeps the answer when the loop generator fails, with the failure in the result', async () => {
    const failing: Generator = {
      id: 'failing',
      modelId: 'test:failing',
      async generate() {
        throw new Error('quota exceeded');
      },
    };
    const reply = await chatWithVerification({ ...base, generator: failing, enable_crag: true });
    expect(reply.content).toBe(`${good} ${invented}`);
    expect(reply.model).toBe('test:failing');
    expect(reply.crag!.errors[0]).toMatchObject({ stage: 'generate', message: 'quota exceeded' });
    expect(reply.metrics).toMatchObject({ cragTriggered: true, cragImproved: false });
  });

  it('a failing judge degrades to the no-op result and the loop does not run', async () => {
    const judge = mockJudge({ claims: { [base.response]: [good] }, verifyError: new Error('judge down') });
    const reply = await chatWithVerification({ ...base, judge, enable_crag: true });
    expect(reply.verification).toMatchObject({ confidence: 1, claims_checked: 0, crag_attempts: 0 });
    expect(reply.metrics.cragTriggered).toBe(false);
  });

  it('handles empty context and an answer without claims', async () => {
    const judge = mockJudge({ claims: { 'Anything else?': [] } });
    const reply = await chatWithVerification({ ...base, chunks: [], response: 'Anything else?', judge });
    expect(reply.verification).toMatchObject({ confidence: 1, is_grounded: true, claims_checked: 0 });
  });

  it('names what is missing', async () => {
    await expect(chatWithVerification({ prompt, chunks, env: {} })).rejects.toThrow(ConfigurationError);
    await expect(chatWithVerification({ prompt, generator: base.generator, env: {} })).rejects.toThrow(
      /retriever/,
    );
    await expect(
      chatWithVerification({
        prompt,
        chunks,
        response: 'x',
        enable_crag: true,
        env: {},
        judge: sentenceJudge(),
      }),
    ).rejects.toThrow(/needs a `retriever` and a `generator`/);
  });
});

import { describe, expect, it } from 'vitest';
import type { Logger } from '../logger.js';
import type { Chunk } from '../spec/chunk.js';
import { mockJudge } from '../test/mock-judge.js';
import { sentenceJudge } from './__fixtures__/sentence-judge.js';
import { createBm25Retriever } from './bm25-retriever.js';
import { correctAnswer } from './correct-answer.js';
import { extractiveGenerator } from './extractive-generator.js';
import type { Generator } from './generator.js';
import type { Retriever } from './retriever.js';

const documents = [
  { id: 'returns', text: 'Online orders may be returned within 30 days.\n\nSale items are final.' },
  { id: 'refunds', text: 'Refunds are issued within 5 business days.\n\nStore credit never expires.' },
  { id: 'shipping', text: 'Standard shipping is free on orders over $50.' },
];
const query = 'How do returns and refunds work?';
const good = 'Online orders may be returned within 30 days.';
const invented = 'Refunds are issued within 14 business days.';
const response = `${good} ${invented}`;
const initialChunks: Chunk[] = [{ id: 'returns#1', text: good }];

function recordingLogger() {
  const infos: Array<{ message: string; fields?: Record<string, unknown> }> = [];
  const logger: Logger = {
    debug() {},
    info: (message, fields) => infos.push({ message, fields }),
    warn() {},
    error() {},
  };
  return { logger, infos };
}

function scriptedGenerator(texts: Array<string | Error>): Generator & { calls: number } {
  const generator = {
    id: 'scripted',
    calls: 0,
    async generate() {
      const text = texts[generator.calls];
      generator.calls += 1;
      if (text === undefined || text instanceof Error) throw text ?? new Error('no more scripted answers');
      return { text };
    },
  };
  return generator;
}

const retriever = () => createBm25Retriever({ documents });

describe('correctAnswer (the CRAG loop)', () => {
  it('retrieves for the unsupported claim, regenerates, re-verifies and stops at the threshold', async () => {
    const { logger, infos } = recordingLogger();
    const result = await correctAnswer({
      query,
      response,
      chunks: initialChunks,
      retriever: retriever(),
      generator: extractiveGenerator(),
      judge: sentenceJudge(),
      mode: 'minimal-edit',
      logger,
    });
    expect(result.final_response).toBe(`${good} Refunds are issued within 5 business days.`);
    expect(result.confidence).toBe(1);
    expect(result.attempts).toBe(1);
    expect(result.additional_context_used).toBe(true);
    expect(result.verification_history.map((entry) => entry.confidence)).toEqual([0.4, 1]);
    expect(result.verification_history[0]!.is_grounded).toBe(false);
    expect(result.verification_history[1]!.is_grounded).toBe(true);
    expect(result.attemptLog[0]!.queries[0]).toEqual({
      claim: invented,
      query: 'refunds issued 14 business days',
    });
    expect(result.attemptLog[0]!.newChunkIds).toContain('refunds#1');
    expect(result.attemptLog[0]!.newChunkIds).not.toContain('returns#1');
    expect(result.chunks.map((chunk) => chunk.id)).toContain('refunds#1');
    expect(result.metrics).toMatchObject({
      triggered: true,
      improved: true,
      attemptsUsed: 1,
      initialConfidence: 0.4,
      finalConfidence: 1,
      stopReason: 'threshold_reached',
    });
    expect(result.metrics.addedLatencyMs).toBeGreaterThanOrEqual(0);
    expect(infos).toEqual([{ message: '[faithcheck] crag', fields: { ...result.metrics } }]);
    expect(result.edits).toEqual([
      expect.objectContaining({
        kind: 'rewritten',
        before: invented,
        after: 'Refunds are issued within 5 business days.',
      }),
    ]);
  });

  it('answers with one spelling per field: the snake_case names, no camel-case twins', async () => {
    const result = await correctAnswer({
      query,
      response,
      chunks: initialChunks,
      retriever: retriever(),
      generator: extractiveGenerator(),
      judge: sentenceJudge(),
      logger: recordingLogger().logger,
    });
    expect(result.verification_history[0]!.is_grounded).toBe(false);
    const json = JSON.parse(JSON.stringify(result));
    expect(json.final_response).toBe(result.final_response);
    for (const twin of ['finalResponse', 'verificationHistory', 'additionalContextUsed']) {
      expect(twin in result).toBe(false);
    }
    expect('isGrounded' in result.verification_history[0]!).toBe(false);
    expect(result.mode).toBe('full');
    expect(result.verification_history[0]!.suggested_corrections).toEqual([
      `Remove or source "${invented}": no evidence in the context.`,
    ]);
  });

  it('does not run when the answer already reaches the threshold', async () => {
    const generator = scriptedGenerator([]);
    const result = await correctAnswer({
      query,
      response: good,
      chunks: initialChunks,
      retriever: retriever(),
      generator,
      judge: sentenceJudge(),
      logger: recordingLogger().logger,
    });
    expect(result).toMatchObject({
      final_response: good,
      confidence: 1,
      attempts: 0,
      additional_context_used: false,
    });
    expect(result.metrics).toMatchObject({
      triggered: false,
      improved: false,
      stopReason: 'not_needed',
      addedLatencyMs: 0,
    });
    expect(generator.calls).toBe(0);
  });

  it('stops at the attempt limit and keeps the best attempt, not the last', async () => {
    const better = `${good} Store credit never expires. Labels are free.`;
    const worse = 'Tents are waterproof. Labels are free.';
    const generator = scriptedGenerator([better, worse, 'never used']);
    let retrievals = 0;
    const growing: Retriever = {
      id: 'growing',
      retrieve: async () => {
        retrievals += 1;
        return [
          {
            id: `extra-${retrievals}`,
            text: retrievals === 1 ? 'Store credit never expires.' : `Fact ${retrievals}.`,
          },
        ];
      },
    };
    const result = await correctAnswer({
      query,
      response: `${good} ${invented} Labels are free.`,
      chunks: initialChunks,
      retriever: growing,
      generator,
      judge: sentenceJudge(),
      maxAttempts: 2,
      logger: recordingLogger().logger,
    });
    expect(generator.calls).toBe(2);
    expect(result.attempts).toBe(2);
    expect(result.metrics.stopReason).toBe('max_attempts');
    expect(result.final_response).toBe(better);
    expect(result.bestAttempt).toBe(1);
    expect(result.attemptLog.map((attempt) => attempt.accepted)).toEqual([true, false]);
    const history = result.verification_history.map((entry) => entry.confidence);
    expect(history).toHaveLength(3);
    expect(history[0]).toBeCloseTo(1 / 3 - 0.2, 5);
    expect(history[1]).toBeCloseTo(2 / 3 - 0.1, 5);
    expect(history[2]).toBe(0);
    expect(result.confidence).toBe(history[1]);
    expect(result.metrics.improved).toBe(true);
  });

  it('stops when retrieval brings nothing new, keeping the original answer', async () => {
    const generator = scriptedGenerator([]);
    const same: Retriever = { id: 'same', retrieve: async () => [{ id: 'other-id', text: ` ${good} ` }] };
    const result = await correctAnswer({
      query,
      response,
      chunks: initialChunks,
      retriever: same,
      generator,
      judge: sentenceJudge(),
      logger: recordingLogger().logger,
    });
    expect(generator.calls).toBe(0);
    expect(result).toMatchObject({ final_response: response, attempts: 1, additional_context_used: false });
    expect(result.metrics).toMatchObject({
      triggered: true,
      improved: false,
      stopReason: 'nothing_new',
      newChunks: 0,
    });
  });

  it('keeps the original answer and records the error when the generator fails', async () => {
    const result = await correctAnswer({
      query,
      response,
      chunks: initialChunks,
      retriever: retriever(),
      generator: scriptedGenerator([new Error('model overloaded')]),
      judge: sentenceJudge(),
      logger: recordingLogger().logger,
    });
    expect(result.final_response).toBe(response);
    expect(result.confidence).toBe(0.4);
    expect(result.metrics.stopReason).toBe('generator_error');
    expect(result.errors).toEqual([
      { code: 'unknown_error', message: 'model overloaded', retryable: false, stage: 'generate' },
    ]);
  });

  it('keeps the original answer when re-verification fails (never a degraded 1.0)', async () => {
    const result = await correctAnswer({
      query,
      response,
      chunks: initialChunks,
      retriever: retriever(),
      generator: extractiveGenerator(),
      judge: sentenceJudge({ failVerifyAfter: 1 }),
      logger: recordingLogger().logger,
    });
    expect(result.final_response).toBe(response);
    expect(result.metrics.stopReason).toBe('verifier_error');
    expect(result.errors[0]).toMatchObject({
      stage: 'verify',
      message: expect.stringContaining('judge is down'),
    });
  });

  it('records a retriever failure and keeps the original answer', async () => {
    const broken: Retriever = {
      id: 'broken',
      retrieve: async () => {
        throw new Error('index offline');
      },
    };
    const result = await correctAnswer({
      query,
      response,
      chunks: initialChunks,
      retriever: broken,
      generator: extractiveGenerator(),
      judge: sentenceJudge(),
      logger: recordingLogger().logger,
    });
    expect(result.final_response).toBe(response);
    expect(result.metrics.stopReason).toBe('retriever_error');
    expect(result.errors[0]).toMatchObject({ stage: 'retrieve', message: 'index offline' });
  });

  it('handles an empty context: everything is unsupported, retrieval fills the gap', async () => {
    const result = await correctAnswer({
      query,
      response,
      chunks: [],
      retriever: retriever(),
      generator: extractiveGenerator(),
      judge: sentenceJudge(),
      mode: 'minimal-edit',
      logger: recordingLogger().logger,
    });
    expect(result.verification_history[0]!.confidence).toBe(0);
    expect(result.final_response).toBe(`${good} Refunds are issued within 5 business days.`);
    expect(result.confidence).toBe(1);
  });

  it('handles an answer with no claims: vacuously faithful, the loop does not run', async () => {
    const judge = mockJudge({ claims: { 'Can I help with anything else?': [] } });
    const result = await correctAnswer({
      query,
      response: 'Can I help with anything else?',
      chunks: initialChunks,
      retriever: retriever(),
      generator: scriptedGenerator([]),
      judge,
      logger: recordingLogger().logger,
    });
    expect(result.confidence).toBe(1);
    expect(result.report.vacuous).toBe(true);
    expect(result.metrics.triggered).toBe(false);
    judge.assertNoUnexpectedCalls();
  });

  it('does not keep an attempt that removed every claim', async () => {
    const result = await correctAnswer({
      query,
      response: invented,
      chunks: initialChunks,
      retriever: retriever(),
      generator: scriptedGenerator(['', '']),
      judge: sentenceJudge(),
      maxAttempts: 1,
      logger: recordingLogger().logger,
    });
    expect(result.final_response).toBe(invented);
    expect(result.warnings).toContain('attempt 1 left no claims in the answer; not kept');
  });

  it('runs zero attempts when maxAttempts is 0', async () => {
    const result = await correctAnswer({
      query,
      response,
      chunks: initialChunks,
      retriever: retriever(),
      generator: scriptedGenerator([]),
      judge: sentenceJudge(),
      maxAttempts: 0,
      logger: recordingLogger().logger,
    });
    expect(result.attempts).toBe(0);
    expect(result.metrics).toMatchObject({ triggered: false, stopReason: 'max_attempts' });
  });

  it('does not run on a degraded first check (the judge failed)', async () => {
    const { verify } = await import('../verify.js');
    const down = mockJudge({ claims: { [response]: [good] }, verifyError: new Error('down') });
    const initialReport = await verify({
      response,
      chunks: initialChunks,
      judge: down,
      policy: 'confidence',
      logger: recordingLogger().logger,
    });
    const result = await correctAnswer({
      query,
      response,
      chunks: initialChunks,
      retriever: retriever(),
      generator: scriptedGenerator([]),
      initialReport,
      logger: recordingLogger().logger,
    });
    expect(result.metrics).toMatchObject({ triggered: false, stopReason: 'verifier_error' });
    expect(result.final_response).toBe(response);
  });
});

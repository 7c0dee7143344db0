import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetFeatureGateForTests } from '../core/feature-gate.js';
import { JudgeCallError, StorageError } from '../errors.js';
import type { Logger } from '../logger.js';
import { openMigratedPglite } from '../store/__fixtures__/test-backends.js';
import type { CheckStore } from '../store/check-store.js';
import type { SqlCheckStore } from '../store/sql-check-store.js';
import { mockJudge } from '../test/mock-judge.js';
import { createBackgroundRunner } from './background-runner.js';
import type { FaithfulnessCheckOutcome } from './run-faithfulness-check.js';
import { scheduleFaithfulnessCheck } from './schedule-faithfulness-check.js';

const response = 'The refund window is 60 days.';
const chunks = [{ id: 'kb-1', content: 'The refund window is 30 days from delivery.' }];

function judge(options: { latencyMs?: number; verifyError?: Error } = {}) {
  return mockJudge({
    claims: { [response]: [response] },
    verdicts: { [response]: { verdict: 'contradicted', evidence: [{ chunkId: 'kb-1', quote: '30 days' }] } },
    ...options,
  });
}

function recordingLogger() {
  const lines: string[] = [];
  const logger: Logger = {
    debug: () => {},
    info: (message) => lines.push(`info ${message}`),
    warn: (message) => lines.push(`warn ${message}`),
    error: (message, fields) => lines.push(`error ${message} ${JSON.stringify(fields)}`),
  };
  return { lines, logger };
}

function outcomeOf(): {
  promise: Promise<FaithfulnessCheckOutcome>;
  onFinish: (o: FaithfulnessCheckOutcome) => void;
} {
  let onFinish!: (outcome: FaithfulnessCheckOutcome) => void;
  const promise = new Promise<FaithfulnessCheckOutcome>((resolve) => {
    onFinish = resolve;
  });
  return { promise, onFinish };
}

describe('scheduleFaithfulnessCheck', () => {
  let store: SqlCheckStore;
  // The feature gate is on for this file (through the environment, as apps turn it on).
  beforeAll(async () => {
    vi.stubEnv('ENABLE_FAITHFULNESS_CHECK', 'true');
    store = await openMigratedPglite();
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await store.close();
  });

  it('with the feature gate off, schedules nothing and says why once', async () => {
    vi.stubEnv('ENABLE_FAITHFULNESS_CHECK', '');
    resetFeatureGateForTests();
    const { lines, logger } = recordingLogger();
    const runner = createBackgroundRunner();
    const first = scheduleFaithfulnessCheck({ response, chunks, runner, logger, store: false });
    const second = scheduleFaithfulnessCheck({ response, chunks, runner, logger, store: false });
    expect(first.accepted).toBe(false);
    expect(await second.settled).toBe('dropped');
    expect(runner.stats().scheduled).toBe(0);
    expect(lines).toEqual([expect.stringMatching(/^info .*set ENABLE_FAITHFULNESS_CHECK=true/)]);
    // An explicit `enabled: true` wins over the environment.
    const forced = scheduleFaithfulnessCheck({
      response,
      chunks,
      runner,
      logger,
      store: false,
      enabled: true,
      verifyOptions: { judge: judge() },
    });
    expect(forced.accepted).toBe(true);
    await forced.settled;
    vi.stubEnv('ENABLE_FAITHFULNESS_CHECK', 'true');
  });

  it('returns at once, then verifies, saves and logs the [faithfulness] lines', async () => {
    const runner = createBackgroundRunner();
    const { lines, logger } = recordingLogger();
    const chatId = randomUUID();
    const { promise, onFinish } = outcomeOf();
    const slowJudge = judge({ latencyMs: 50 });
    const scheduled = scheduleFaithfulnessCheck({
      chatId,
      messageId: 'assistant-7',
      response,
      chunks,
      verifyOptions: { judge: slowJudge },
      store,
      runner,
      logger,
      onFinish,
    });
    // Returned before the judge was even asked: nothing ran on the caller's turn.
    expect(scheduled.accepted).toBe(true);
    expect(slowJudge.calls).toHaveLength(0);

    const outcome = await promise;
    expect(outcome.report?.flagged).toBe(true);
    expect(outcome.saved?.id).toBeDefined();
    const stored = await store.get(outcome.saved!.id);
    expect(stored).toMatchObject({ chatId, messageId: 'assistant-7', flagged: true, overallScore: 0 });
    expect(stored?.chunks[0]).toMatchObject({ id: 'kb-1', text: chunks[0]!.content });
    expect(lines[0]).toMatch(
      new RegExp(`^info \\[faithfulness\\] chatId=${chatId} score=0\\.00 flagged=true latency=\\d+ms$`),
    );
    expect(lines[1]).toBe('warn [faithfulness] FLAGGED response');
    slowJudge.assertNoUnexpectedCalls();
  });

  it('a failing judge never reaches the caller: the no-op result is stored and logged', async () => {
    const { lines, logger } = recordingLogger();
    const { promise, onFinish } = outcomeOf();
    const failing = judge({ verifyError: new JudgeCallError('429 rate limited', { isRetryable: true }) });
    expect(() =>
      scheduleFaithfulnessCheck({
        response,
        chunks,
        verifyOptions: { judge: failing },
        store,
        logger,
        onFinish,
        runner: createBackgroundRunner(),
      }),
    ).not.toThrow();
    const outcome = await promise;
    expect(outcome.report).toMatchObject({ status: 'degraded', flagged: false });
    expect(outcome.saved).not.toBeNull();
    expect(lines.filter((line) => line.includes('chatId='))).toEqual([
      expect.stringMatching(/score=1\.00 flagged=false latency=\d+ms$/),
    ]);
  });

  it('a judge that throws (onJudgeError: throw) is logged, not thrown', async () => {
    const { lines, logger } = recordingLogger();
    const { promise, onFinish } = outcomeOf();
    const failing = judge({ verifyError: new JudgeCallError('connection reset') });
    scheduleFaithfulnessCheck({
      response,
      chunks,
      verifyOptions: { judge: failing, onJudgeError: 'throw' },
      store,
      logger,
      onFinish,
      runner: createBackgroundRunner(),
    });
    const outcome = await promise;
    expect(outcome.report).toBeNull();
    expect(outcome.error?.code).toBe('judge_call_error');
    expect(lines.some((line) => line.startsWith('error [faithfulness] check failed'))).toBe(true);
  });

  it('a failing database is logged and the check still finishes', async () => {
    const { lines, logger } = recordingLogger();
    const { promise, onFinish } = outcomeOf();
    const down: CheckStore = { ...store, save: () => Promise.reject(new StorageError('connection refused')) };
    scheduleFaithfulnessCheck({
      response,
      chunks,
      verifyOptions: { judge: judge() },
      store: down,
      logger,
      onFinish,
      runner: createBackgroundRunner(),
    });
    const outcome = await promise;
    expect(outcome.report?.flagged).toBe(true);
    expect(outcome.saved).toBeNull();
    expect(
      lines.some((line) => line.includes('failed to save check') && line.includes('connection refused')),
    ).toBe(true);
  });

  it('bad input (no response text) is logged, never thrown', async () => {
    const { lines, logger } = recordingLogger();
    const { promise, onFinish } = outcomeOf();
    scheduleFaithfulnessCheck({
      response: 42 as unknown as string,
      chunks,
      store: false,
      logger,
      onFinish,
      runner: createBackgroundRunner(),
    });
    const outcome = await promise;
    expect(outcome.error?.code).toBe('input_error');
    expect(lines[0]).toMatch(/check failed/);
  });

  it('hands the pending check to waitUntil so a serverless instance stays alive', async () => {
    const handed: Promise<unknown>[] = [];
    const scheduled = scheduleFaithfulnessCheck({
      response,
      chunks,
      verifyOptions: { judge: judge() },
      store: false,
      runner: createBackgroundRunner(),
      logger: recordingLogger().logger,
      waitUntil: (pending) => handed.push(pending),
    });
    expect(handed).toHaveLength(1);
    expect(await handed[0]).toBe('completed');
    expect(await scheduled.settled).toBe('completed');
  });
});

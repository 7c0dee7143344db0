import { beforeEach, describe, expect, it } from 'vitest';
import { checkFaithfulness, NOOP_FAITHFULNESS_RESULT } from './check-faithfulness.js';
import { resetFeatureGateForTests } from './core/feature-gate.js';
import type { Logger } from './logger.js';
import { mockJudge } from './test/mock-judge.js';

/** A logger that records every line, by level. */
function recordingLogger() {
  const lines: Array<{ level: keyof Logger; message: string; fields?: Record<string, unknown> }> = [];
  const record =
    (level: keyof Logger) =>
    (message: string, fields?: Record<string, unknown>): void =>
      void lines.push({ level, message, ...(fields ? { fields } : {}) });
  const logger: Logger = {
    debug: record('debug'),
    info: record('info'),
    warn: record('warn'),
    error: record('error'),
  };
  return { lines, logger };
}

describe('checkFaithfulness — the background-check specification', () => {
  const response = 'The refund window is 60 days.';
  const chunks = [{ id: 'kb-1', content: 'The refund window is 30 days.' }];
  const contradicting = () =>
    mockJudge({
      claims: { [response]: [response] },
      verdicts: {
        [response]: { verdict: 'contradicted', evidence: [{ chunkId: 'kb-1', quote: '30 days' }] },
      },
    });

  beforeEach(() => resetFeatureGateForTests());

  it('returns exactly the no-op result unless ENABLE_FAITHFULNESS_CHECK is "true"', async () => {
    const judge = mockJudge();
    for (const value of [undefined, 'false', 'TRUE', '1']) {
      const env = value === undefined ? {} : { ENABLE_FAITHFULNESS_CHECK: value };
      expect(await checkFaithfulness(response, chunks, { judge, env })).toEqual({
        claims: [],
        overallScore: 1.0,
        flagged: false,
        evaluationLatencyMs: 0,
      });
    }
    expect(judge.calls).toEqual([]);
    expect(NOOP_FAITHFULNESS_RESULT.overallScore).toBe(1);
  });

  it('verifies when enabled, with the background-check claim fields', async () => {
    const judge = mockJudge({
      claims: { [response]: [response] },
      verdicts: {
        [response]: {
          verdict: 'contradicted',
          evidence: [{ chunkId: 'kb-1', quote: '30 days' }],
          reasoning: '60 vs 30',
        },
      },
    });
    const result = await checkFaithfulness(response, chunks, {
      judge,
      env: { ENABLE_FAITHFULNESS_CHECK: 'true' },
    });
    expect(result.flagged).toBe(true);
    expect(result.overallScore).toBe(0);
    expect(result.claims).toEqual([
      expect.objectContaining({
        claim: response,
        supported: false,
        sourceChunkId: 'kb-1',
        reasoning: '60 vs 30',
      }),
    ]);
  });

  it('honours `enabled` over the environment, as every integration does', async () => {
    const on = await checkFaithfulness(response, chunks, {
      judge: contradicting(),
      enabled: true,
      env: {},
      logger: recordingLogger().logger,
    });
    expect(on).toMatchObject({ flagged: true, overallScore: 0 });

    const judge = contradicting();
    const off = await checkFaithfulness(response, chunks, {
      judge,
      enabled: false,
      env: { ENABLE_FAITHFULNESS_CHECK: 'true' },
      logger: recordingLogger().logger,
    });
    expect(off).toEqual(NOOP_FAITHFULNESS_RESULT);
    expect(judge.calls).toEqual([]);
  });

  it('logs like the integrations: the result line, FLAGGED when flagged, and the gate once when off', async () => {
    const { lines, logger } = recordingLogger();
    await checkFaithfulness(response, chunks, { judge: contradicting(), enabled: true, logger });
    expect(lines[0]).toMatchObject({ level: 'info' });
    expect(lines[0]?.message).toMatch(/^\[faithfulness\] chatId=- score=0\.00 flagged=true latency=\d+ms$/);
    expect(lines[1]).toMatchObject({
      level: 'warn',
      message: '[faithfulness] FLAGGED response',
      fields: expect.objectContaining({ unsupportedClaims: [response] }),
    });

    const off = recordingLogger();
    await checkFaithfulness(response, chunks, { judge: contradicting(), env: {}, logger: off.logger });
    await checkFaithfulness(response, chunks, { judge: contradicting(), env: {}, logger: off.logger });
    expect(off.lines).toEqual([
      {
        level: 'info',
        message: expect.stringContaining('[faithfulness] checks are off: set ENABLE_FAITHFULNESS_CHECK=true'),
      },
    ]);
  });
});

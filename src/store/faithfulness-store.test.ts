import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorageError } from '../errors.js';
import type { Logger } from '../logger.js';
import { sampleReport } from './__fixtures__/sample-report.js';
import { openMigratedPglite } from './__fixtures__/test-backends.js';
import {
  closeDefaultStore,
  getDefaultStore,
  getFlaggedResponses,
  saveFaithfulnessCheck,
  setDefaultStore,
} from './faithfulness-store.js';
import type { SqlCheckStore } from './sql-check-store.js';

function recordingLogger() {
  const lines: Array<{ level: string; message: string; fields?: Record<string, unknown> }> = [];
  const logger: Logger = {
    debug: (message, fields) => lines.push({ level: 'debug', message, fields }),
    info: (message, fields) => lines.push({ level: 'info', message, fields }),
    warn: (message, fields) => lines.push({ level: 'warn', message, fields }),
    error: (message, fields) => lines.push({ level: 'error', message, fields }),
  };
  return { lines, logger };
}

describe('the background-check storage surface', () => {
  let store: SqlCheckStore;
  beforeAll(async () => {
    store = await openMigratedPglite();
    setDefaultStore(store);
  });
  afterAll(async () => {
    await closeDefaultStore();
  });

  it('saves FaithfulnessResult objects through the default store', async () => {
    const chatId = randomUUID();
    const saved = await saveFaithfulnessCheck({
      chatId,
      messageId: 'assistant-1',
      response: 'Supervision is required weekly.',
      result: {
        claims: [
          {
            claim: 'Supervision is required weekly.',
            supported: false,
            sourceChunkId: null,
            reasoning: 'not in KB',
          },
        ],
        overallScore: 0,
        flagged: true,
        evaluationLatencyMs: 812,
      },
    });
    expect(saved).not.toBeNull();
    const check = await (await getDefaultStore()).get(saved!.id);
    expect(check?.claims[0]).toMatchObject({
      claim: 'Supervision is required weekly.',
      supported: false,
      verdict: 'no_evidence',
    });
    expect(check?.evaluationLatencyMs).toBe(812);
    expect(check?.flagged).toBe(true);
    expect(check?.level).toBe('very_low');
  });

  it('never throws: a bad (empty) chat id or a closed database is logged and gives null', async () => {
    const { lines, logger } = recordingLogger();
    const bad = await saveFaithfulnessCheck({
      chatId: '',
      messageId: 'm',
      result: sampleReport(),
      logger,
    });
    expect(bad).toBeNull();
    expect(lines[0]).toMatchObject({ level: 'error', message: '[faithfulness] failed to save check' });
    expect(lines[0]?.fields?.code).toBe('input_error');

    const down = { ...store, save: () => Promise.reject(new StorageError('connection refused')) };
    const result = await saveFaithfulnessCheck({ store: down, result: sampleReport(), logger });
    expect(result).toBeNull();
    expect(lines).toHaveLength(2);
    expect(lines[1]?.fields).toMatchObject({ code: 'storage_error', message: 'connection refused' });
  });

  it('getFlaggedResponses returns flagged checks newest first', async () => {
    const ids: string[] = [];
    for (const score of [0.2, 0.95, 0.4]) {
      const saved = await saveFaithfulnessCheck({
        result: sampleReport({ overallScore: score }),
        response: String(score),
      });
      ids.push(saved!.id);
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    const flagged = await getFlaggedResponses({ limit: 2, since: new Date(Date.now() - 60_000) });
    expect(flagged.map((check) => check.id)).toEqual([ids[2], ids[0]]);
  });
});

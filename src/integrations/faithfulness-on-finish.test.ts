import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createBackgroundRunner } from '../background/background-runner.js';
import type { ScheduleFaithfulnessCheckOptions } from '../background/schedule-faithfulness-check.js';
import type { Logger } from '../logger.js';
import { mockJudge } from '../test/mock-judge.js';
import { checkFinishedResponse, faithfulnessOnFinish } from './faithfulness-on-finish.js';

const answer = 'Supervision is required weekly.';
const userMessage = { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'How often is supervision?' }] };
function assistant(strategy: string) {
  return {
    id: 'a1',
    role: 'assistant',
    parts: [
      {
        type: 'tool-searchKnowledgeBase',
        toolCallId: 't1',
        state: 'output-available',
        output: { strategy, chunks: [{ id: 'kb-1', content: 'Supervision is required monthly.' }] },
      },
      { type: 'text', text: answer },
    ],
  };
}

function recorder() {
  const calls: ScheduleFaithfulnessCheckOptions[] = [];
  return { calls, schedule: (options: ScheduleFaithfulnessCheckOptions) => void calls.push(options) };
}

describe('faithfulnessOnFinish (the background-check route integration)', () => {
  it('does nothing unless ENABLE_FAITHFULNESS_CHECK is "true"', () => {
    const { calls, schedule } = recorder();
    const decision = checkFinishedResponse({
      chatId: randomUUID(),
      schedule,
      messages: [userMessage, assistant('grounded')],
      enabled: undefined,
    });
    expect(decision).toEqual({ scheduled: false, reason: 'disabled' });
    expect(calls).toHaveLength(0);
  });

  it('schedules grounded responses with the chunks, the message id and the user query', () => {
    const { calls, schedule } = recorder();
    const chatId = randomUUID();
    const onFinish = faithfulnessOnFinish({ chatId, enabled: true, schedule });
    const responseMessage = assistant('grounded');
    onFinish({ messages: [userMessage, responseMessage], responseMessage });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      chatId,
      messageId: 'a1',
      query: 'How often is supervision?',
      response: answer,
      chunks: [{ id: 'kb-1', text: 'Supervision is required monthly.' }],
    });
  });

  it('skips general_knowledge and graceful_decline responses', () => {
    const { calls, schedule } = recorder();
    for (const strategy of ['general_knowledge', 'graceful_decline']) {
      const decision = checkFinishedResponse({
        chatId: randomUUID(),
        enabled: true,
        schedule,
        messages: [userMessage, assistant(strategy)],
      });
      expect(decision).toEqual({ scheduled: false, reason: 'not_grounded' });
    }
    expect(calls).toHaveLength(0);
  });

  it('end to end: the check runs in the background and logs the [faithfulness] lines', async () => {
    const lines: string[] = [];
    const logger: Logger = {
      debug: () => {},
      info: (message) => lines.push(message),
      warn: (message) => lines.push(message),
      error: (message) => lines.push(message),
    };
    const judge = mockJudge({
      claims: { [answer]: [answer] },
      verdicts: {
        [answer]: { verdict: 'contradicted', evidence: [{ chunkId: 'kb-1', quote: 'required monthly' }] },
      },
      latencyMs: 30,
    });
    const runner = createBackgroundRunner({ logger });
    const chatId = randomUUID();
    const onFinish = faithfulnessOnFinish({
      chatId,
      enabled: true,
      runner,
      store: false,
      logger,
      verifyOptions: { judge },
    });
    onFinish({ messages: [userMessage, assistant('grounded')] });
    expect(lines).toEqual([]);
    await runner.drain({ deadlineMs: 5000 });
    expect(lines.filter((line) => line.startsWith('[faithfulness]'))).toEqual([
      expect.stringMatching(
        new RegExp(`^\\[faithfulness\\] chatId=${chatId} score=0\\.00 flagged=true latency=\\d+ms$`),
      ),
      '[faithfulness] FLAGGED response',
    ]);
    judge.assertNoUnexpectedCalls();
  });

  it('never throws into the stream callback', () => {
    const errors: string[] = [];
    const onFinish = faithfulnessOnFinish({
      chatId: randomUUID(),
      enabled: true,
      schedule: () => {
        throw new Error('scheduler broke');
      },
      logger: { debug() {}, info() {}, warn() {}, error: (message) => errors.push(message) },
    });
    expect(() => onFinish({ messages: [userMessage, assistant('grounded')] })).not.toThrow();
    expect(errors).toEqual(['[faithfulness] could not schedule the check']);
  });

  it('checks against the chunks the route retrieved (`chunks` or `getChunks`) when no tool returned any', () => {
    const { calls, schedule } = recorder();
    const plain = { id: 'a2', role: 'assistant', parts: [{ type: 'text', text: answer }] };
    const retrieved = [{ id: 'kb-9', text: 'Supervision is required monthly.' }];
    const decision = checkFinishedResponse({
      chatId: 'UGoXvQtloZkTDghb',
      enabled: true,
      schedule,
      chunks: retrieved,
      messages: [userMessage, plain],
    });
    expect(decision).toEqual({ scheduled: true, messageId: 'a2', chunks: 1 });
    expect(calls[0]).toMatchObject({ chatId: 'UGoXvQtloZkTDghb', chunks: retrieved, response: answer });
    checkFinishedResponse({
      chatId: 'c',
      enabled: true,
      schedule,
      getChunks: (message) => (message.id === 'a2' ? retrieved : null),
      messages: [userMessage, plain],
    });
    expect(calls[1]).toMatchObject({ chunks: retrieved });
  });

  it('never skips silently: the first response without chunks is logged with what to pass', () => {
    const { calls, schedule } = recorder();
    const warnings: string[] = [];
    const logger = {
      debug() {},
      info() {},
      warn: (message: string) => void warnings.push(message),
      error() {},
    };
    const plain = { id: 'a3', role: 'assistant', parts: [{ type: 'text', text: answer }] };
    for (let index = 0; index < 3; index += 1) {
      const decision = checkFinishedResponse({
        chatId: 'c',
        enabled: true,
        schedule,
        logger,
        messages: [plain],
      });
      expect(decision).toEqual({ scheduled: false, reason: 'not_grounded' });
    }
    expect(calls).toHaveLength(0);
    expect(warnings).toEqual([expect.stringMatching(/no chunks to check against: pass `chunks`/)]);
  });
});

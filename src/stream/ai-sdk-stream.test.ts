/**
 * `faithfulnessStream` inside the AI SDK, as a route uses it: `streamText({ experimental_transform })`
 * merged into `createUIMessageStream`, read back into a `UIMessage` the way `useChat` builds it, and
 * rendered with `segmentsFor`. Against ai@7 (the dev dependency) and ai@6 (the `ai-v6` alias).
 */
import { createUIMessageStream, readUIMessageStream, streamText, type UIMessage } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import * as v6 from 'ai-v6';
import { MockLanguageModelV3 } from 'ai-v6/test';
import { describe, expect, it } from 'vitest';
import { createLocalJudge } from '../judges/local/create-local-judge.js';
import type { FaithfulnessReport } from '../spec/report.js';
import { segmentsFor } from './faithcheck-part.js';
import { type FaithfulnessStreamOptions, faithfulnessStream } from './faithfulness-stream.js';

const SUPPORTED =
  'Refunds are issued to the original payment method within 5 business days of receiving your return.';
const INVENTED = 'Refunds over $500 are paid in cash at the nearest store within one hour.';
const ANSWER = `${SUPPORTED} ${INVENTED}`;
const chunks = [
  { id: 'refunds', text: `${SUPPORTED} Your bank may take up to 3 more business days to show the credit.` },
];
const judge = createLocalJudge();
const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

function modelStream() {
  return new ReadableStream({
    start(controller) {
      controller.enqueue({ type: 'stream-start', warnings: [] });
      controller.enqueue({ type: 'text-start', id: 't' });
      for (const word of ANSWER.split(/(?<= )/))
        controller.enqueue({ type: 'text-delta', id: 't', delta: word });
      controller.enqueue({ type: 'text-end', id: 't' });
      controller.enqueue({ type: 'finish', finishReason: { unified: 'stop', raw: undefined }, usage });
      controller.close();
    },
  });
}

async function lastMessage(stream: ReadableStream<never>): Promise<UIMessage> {
  let message: UIMessage | undefined;
  for await (const update of readUIMessageStream({ stream })) message = update as UIMessage;
  return message!;
}

function options(mode: FaithfulnessStreamOptions['mode']) {
  let resolve!: (report: FaithfulnessReport) => void;
  const report = new Promise<FaithfulnessReport>((done) => {
    resolve = done;
  });
  return { report, settings: { chunks, judge, mode, schedule: false as const, onReport: resolve } };
}

describe('in a UI message stream (ai@7)', () => {
  for (const mode of ['annotate', 'hold'] as const) {
    it(`${mode}: the message carries one data-faithcheck part per sentence, and segmentsFor marks the invented one`, async () => {
      const { report, settings } = options(mode);
      const stream = createUIMessageStream({
        execute: ({ writer }) => {
          const result = streamText({
            model: new MockLanguageModelV4({ doStream: async () => ({ stream: modelStream() }) }),
            prompt: 'How long do refunds take?',
            experimental_transform: faithfulnessStream({ ...settings, writer }),
          });
          writer.merge(result.toUIMessageStream());
        },
      });
      const message = await lastMessage(stream as ReadableStream<never>);
      const segments = segmentsFor(message);
      const marked = segments.filter((segment) => segment.verdict && segment.verdict !== 'supported');
      if (mode === 'annotate') {
        expect(segments.map((segment) => segment.text).join('')).toBe(ANSWER);
        expect(marked.map((segment) => [segment.text, segment.verdict])).toEqual([[INVENTED, 'no_evidence']]);
      } else {
        expect(JSON.stringify(message)).not.toContain('paid in cash');
        expect(marked.map((segment) => segment.action)).toEqual(['replaced']);
      }
      expect(message.parts.filter((part) => part.type === 'data-faithcheck')).toHaveLength(2);
      expect(segments[0]).toMatchObject({ text: SUPPORTED, verdict: 'supported' });
      expect((await report).claims.map((claim) => claim.verdict)).toEqual(['supported', 'no_evidence']);
    });
  }
});

describe('in a UI message stream (ai@6)', () => {
  for (const mode of ['annotate', 'hold'] as const) {
    it(`${mode}: the same parts and marks`, async () => {
      const { report, settings } = options(mode);
      const stream = v6.createUIMessageStream({
        execute: ({ writer }) => {
          const result = v6.streamText({
            model: new MockLanguageModelV3({ doStream: async () => ({ stream: modelStream() }) }),
            prompt: 'How long do refunds take?',
            experimental_transform: faithfulnessStream({ ...settings, writer }),
          });
          writer.merge(result.toUIMessageStream());
        },
      });
      let message: v6.UIMessage | undefined;
      for await (const update of v6.readUIMessageStream({ stream })) message = update;
      const segments = segmentsFor(message!);
      const marked = segments.filter((segment) => segment.verdict && segment.verdict !== 'supported');
      expect(marked).toHaveLength(1);
      if (mode === 'hold') expect(JSON.stringify(message)).not.toContain('paid in cash');
      else expect(marked[0]!.text).toBe(INVENTED);
      expect((await report).claims.map((claim) => claim.verdict)).toEqual(['supported', 'no_evidence']);
    });
  }
});

describe('segmentsFor', () => {
  it('splits each text part at its marks, keeps unmarked text, and skips marks beyond the text', () => {
    const message = {
      parts: [
        { type: 'text', text: 'One. Two. Three.' },
        {
          type: 'data-faithcheck',
          id: 'a',
          data: { start: 5, end: 9, part: 0, verdict: 'no_evidence', action: 'marked' },
        },
        { type: 'data-faithcheck', id: 'b', data: { start: 10, end: 40, part: 0, verdict: 'supported' } },
        { type: 'tool-search', state: 'output-available' },
        { type: 'text', text: 'Four.' },
        { type: 'data-faithcheck', id: 'c', data: { start: 0, end: 5, part: 1, verdict: 'supported' } },
        { type: 'data-other', data: { start: 0 } },
      ],
    };
    expect(segmentsFor(message).map((segment) => [segment.text, segment.verdict ?? null])).toEqual([
      ['One. ', null],
      ['Two.', 'no_evidence'],
      [' Three.', null],
      ['Four.', 'supported'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { extractGroundedChunks, messageText, toolOutputs } from './ui-message-parts.js';

const grounded = {
  strategy: 'grounded',
  chunks: [
    { id: 'kb-1', content: 'Supervision is required monthly.', similarity: 0.82 },
    { id: 'kb-2', text: 'Notes are kept for seven years.', metadata: { source: 'handbook' } },
  ],
};

describe('reading AI SDK UI message parts', () => {
  it('reads v5+ tool parts (tool-<name>, output-available, output) and dynamic tools', () => {
    const message = {
      id: 'a1',
      role: 'assistant',
      parts: [
        { type: 'step-start' },
        {
          type: 'tool-searchKnowledgeBase',
          toolCallId: 't1',
          state: 'output-available',
          input: { q: 'x' },
          output: grounded,
        },
        { type: 'tool-searchKnowledgeBase', toolCallId: 't2', state: 'input-available', input: { q: 'y' } },
        {
          type: 'dynamic-tool',
          toolName: 'lookup',
          toolCallId: 't3',
          state: 'output-available',
          output: { strategy: 'grounded', chunks: ['plain text chunk'] },
        },
        { type: 'text', text: 'Supervision is monthly.' },
        { type: 'text', text: 'Keep notes for seven years.' },
      ],
    };
    expect(toolOutputs(message).map((output) => output.toolName)).toEqual(['searchKnowledgeBase', 'lookup']);
    const { chunks, strategies } = extractGroundedChunks(message);
    expect(strategies).toEqual(['grounded', 'grounded']);
    expect(chunks).toEqual([
      { id: 'kb-1', text: 'Supervision is required monthly.' },
      { id: 'kb-2', text: 'Notes are kept for seven years.', metadata: { source: 'handbook' } },
      'plain text chunk',
    ]);
    expect(messageText(message)).toBe('Supervision is monthly.\n\nKeep notes for seven years.');
    expect(extractGroundedChunks(message, { toolNames: ['lookup'] }).chunks).toEqual(['plain text chunk']);
  });

  it('skips general_knowledge and graceful_decline outputs', () => {
    const message = {
      parts: [
        {
          type: 'tool-searchKnowledgeBase',
          state: 'output-available',
          output: { strategy: 'general_knowledge', chunks: [{ id: 'x', content: 'ignored' }] },
        },
        {
          type: 'tool-searchKnowledgeBase',
          state: 'output-available',
          output: { strategy: 'graceful_decline', chunks: [] },
        },
      ],
    };
    expect(extractGroundedChunks(message)).toEqual({
      chunks: [],
      strategies: ['general_knowledge', 'graceful_decline'],
    });
  });

  it('handles the older tool-invocation part (state result, result) and message.toolInvocations', () => {
    const older = {
      parts: [
        {
          type: 'tool-invocation',
          toolInvocation: { toolName: 'searchKnowledgeBase', state: 'result', result: grounded },
        },
        {
          type: 'tool-invocation',
          toolInvocation: { toolName: 'searchKnowledgeBase', state: 'call', args: {} },
        },
      ],
    };
    expect(extractGroundedChunks(older).chunks).toHaveLength(2);
    const oldest = {
      content: 'Answer text.',
      toolInvocations: [{ toolName: 'search', state: 'result', result: grounded }],
    };
    expect(extractGroundedChunks(oldest).chunks).toHaveLength(2);
    expect(messageText(oldest)).toBe('Answer text.');
  });

  it('ignores outputs it cannot read', () => {
    const message = {
      parts: [
        { type: 'tool-weather', state: 'output-available', output: { temperature: 21 } },
        { type: 'tool-search', state: 'output-available', output: { chunks: [{ id: 1, score: 0.3 }] } },
        'not a part',
        null,
      ],
    };
    expect(extractGroundedChunks(message).chunks).toEqual([]);
  });
});

'use client';
// A real useChat page over /api/guarded: every sentence that is not supported by the sources is
// marked as it streams, with the evidence quote (or why there is none) on hover.
import { useChat } from '@ai-sdk/react';
import { DefaultChatTransport } from 'ai';
import { type MarkedSegment, segmentsFor } from 'faithcheck/stream/ui';
import { useEffect, useState } from 'react';

type Mode = 'annotate' | 'hold' | 'rewrite';

function readMode(): Mode {
  const mode = new URLSearchParams(window.location.search).get('mode');
  return mode === 'hold' || mode === 'rewrite' ? mode : 'annotate';
}

const transport = new DefaultChatTransport({ api: '/api/guarded' });

function hint(segment: MarkedSegment): string {
  const quote = segment.evidence?.[0];
  const verdict = segment.verdict?.replace('_', ' ') ?? '';
  return quote
    ? `${verdict} — source ${quote.chunkId}: “${quote.quote}”`
    : `${verdict} — no source says this`;
}

function Segment({ segment }: { segment: MarkedSegment }) {
  if (!segment.verdict || (segment.verdict === 'supported' && segment.action === 'released'))
    return <span>{segment.text}</span>;
  return (
    <mark
      data-verdict={segment.verdict}
      data-action={segment.action}
      title={hint(segment)}
      style={{ background: segment.verdict === 'supported' ? '#dff5e1' : '#ffe1e1' }}
    >
      {segment.text}
    </mark>
  );
}

export default function GuardedChat() {
  // Read after hydration (the server has no URL to read it from); until then the form is disabled.
  const [mode, setMode] = useState<Mode | null>(null);
  useEffect(() => setMode(readMode()), []);
  const { messages, sendMessage, status } = useChat({ transport });
  const [input, setInput] = useState('');

  return (
    <main style={{ maxWidth: 720, margin: '2rem auto', fontFamily: 'system-ui' }}>
      <h1>Guarded chat ({mode ?? '…'})</h1>
      <p>Answers are checked sentence by sentence against the retrieved passages while they stream.</p>
      <section data-testid="messages">
        {messages.map((message) => (
          <article key={message.id} data-role={message.role} data-testid={`message-${message.role}`}>
            <strong>{message.role === 'user' ? 'You' : 'Assistant'}: </strong>
            {message.role === 'user'
              ? message.parts.map((part) => (part.type === 'text' ? part.text : '')).join('')
              : segmentsFor(message).map((segment, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: segments have no id of their own and keep their order
                  <Segment key={index} segment={segment} />
                ))}
          </article>
        ))}
      </section>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!input.trim() || !mode) return;
          void sendMessage({ text: input }, { body: { mode } });
          setInput('');
        }}
      >
        <input
          data-testid="question"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          placeholder="Ask about refunds…"
          style={{ width: '80%' }}
        />
        <button type="submit" data-testid="send" disabled={!mode || status !== 'ready'}>
          Send
        </button>
      </form>
      <p data-testid="status">{status}</p>
    </main>
  );
}

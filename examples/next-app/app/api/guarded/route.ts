// app/api/guarded/route.ts — verify each sentence while the answer streams, and show the verdicts.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  convertToModelMessages,
  createUIMessageStream,
  createUIMessageStreamResponse,
  generateId,
  streamText,
} from 'ai';
import { faithfulnessStream } from 'faithcheck/stream';
import { after } from 'next/server';
import { lastUserText } from '@/lib/chat-request';
import type { GuardedChatRequest } from '@/lib/guarded-request';
import { retrieve } from '@/lib/retrieve';

const provider = createOpenAICompatible({
  name: 'llm',
  baseURL: process.env.LLM_BASE_URL ?? 'https://api.openai.com/v1',
  apiKey: process.env.LLM_API_KEY,
});
const model = provider.chatModel(process.env.LLM_MODEL ?? 'gpt-4o-mini');

export async function POST(request: Request) {
  const { id, messages, mode = 'annotate' }: GuardedChatRequest = await request.json();
  const chunks = retrieve(lastUserText(messages));
  const messageId = generateId();

  const stream = createUIMessageStream({
    execute: async ({ writer }) => {
      const result = streamText({
        model,
        system: `Answer only from these passages:\n\n${chunks.map((chunk) => chunk.text).join('\n\n')}`,
        messages: await convertToModelMessages(messages),
        abortSignal: request.signal,
        // Each sentence is judged against the chunks as it completes: `annotate` marks it, `hold`
        // holds back what is unsupported, `rewrite` fixes it from the chunks. Verdicts reach the
        // chat as `data-faithcheck` parts; `after` keeps the answer's check going until it is stored.
        experimental_transform: faithfulnessStream({
          chunks,
          mode,
          writer,
          chatId: id,
          messageId,
          waitUntil: after,
          abortSignal: request.signal,
        }),
      });
      writer.merge(result.toUIMessageStream({ generateMessageId: () => messageId }));
    },
  });
  return createUIMessageStreamResponse({ stream });
}

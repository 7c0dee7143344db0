// app/api/chat/route.ts — retrieve, stream the answer, check it after the response is sent.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { convertToModelMessages, generateId, streamText, wrapLanguageModel } from 'ai';
import { faithfulnessMiddleware, faithfulnessOnFinish } from 'faithcheck';
import { nextAfterScheduler } from 'faithcheck/next';
import { type ChatRequest, lastUserText } from '@/lib/chat-request';
import { retrieve } from '@/lib/retrieve';

const provider = createOpenAICompatible({
  name: 'llm',
  baseURL: process.env.LLM_BASE_URL ?? 'https://api.openai.com/v1',
  apiKey: process.env.LLM_API_KEY,
});
const model = provider.chatModel(process.env.LLM_MODEL ?? 'gpt-4o-mini');

// Checks run in Next.js `after()`: once the response has been sent, never on its path.
const schedule = nextAfterScheduler();
// Either wrap the model (every call it makes is checked) …
const checkedModel = wrapLanguageModel({ model, middleware: faithfulnessMiddleware({ schedule }) });

export async function POST(request: Request) {
  const { id, messages, check = 'on-finish' }: ChatRequest = await request.json();
  const chunks = retrieve(lastUserText(messages));
  const messageId = generateId();

  const result = streamText({
    model: check === 'middleware' ? checkedModel : model,
    system: `Answer only from these passages:\n\n${chunks.map((chunk) => chunk.text).join('\n\n')}`,
    messages: await convertToModelMessages(messages),
    // What the middleware checks against, and the ids it stores the check under.
    providerOptions: { faithcheck: { chunks, chatId: id, messageId } },
  });

  return result.toUIMessageStreamResponse({
    originalMessages: messages,
    generateMessageId: () => messageId,
    // … or check the finished message, with the chunks this route retrieved.
    onFinish: check === 'on-finish' ? faithfulnessOnFinish({ chatId: id, chunks, schedule }) : undefined,
  });
}

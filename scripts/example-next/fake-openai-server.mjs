/**
 * A fake OpenAI-compatible chat-completions server on 127.0.0.1 that streams (SSE) one fixed
 * answer in small deltas, like a real model. It records each request so the caller can check
 * what the app sent (the retrieved passages in the system prompt).
 */
import { createServer } from 'node:http';

/**
 * @param {{ answer: string, delayMs?: number, wordsPerDelta?: number }} options
 * @returns {Promise<{ baseUrl: string, requests: Array<Record<string, unknown>>, close: () => Promise<void> }>}
 */
export async function startFakeOpenAiServer({ answer, delayMs = 15, wordsPerDelta = 3 }) {
  const requests = [];
  const words = answer.split(/(?<= )/);
  const deltas = [];
  for (let index = 0; index < words.length; index += wordsPerDelta)
    deltas.push(words.slice(index, index + wordsPerDelta).join(''));

  const server = createServer(async (request, response) => {
    let body = '';
    for await (const part of request) body += part;
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: `no route ${request.method} ${request.url}` } }));
      return;
    }
    const parsed = JSON.parse(body);
    requests.push(parsed);
    const id = `chatcmpl-${requests.length}`;
    const created = Math.floor(Date.now() / 1000);
    const chunk = (delta, finishReason = null, usage = undefined) =>
      `data: ${JSON.stringify({
        id,
        object: 'chat.completion.chunk',
        created,
        model: parsed.model,
        choices: [{ index: 0, delta, finish_reason: finishReason }],
        ...(usage ? { usage } : {}),
      })}\n\n`;
    if (!parsed.stream) {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'this fake server only streams' } }));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    response.write(chunk({ role: 'assistant', content: '' }));
    for (const delta of deltas) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      response.write(chunk({ content: delta }));
    }
    response.write(
      chunk({}, 'stop', {
        prompt_tokens: 200,
        completion_tokens: deltas.length,
        total_tokens: 200 + deltas.length,
      }),
    );
    response.end('data: [DONE]\n\n');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

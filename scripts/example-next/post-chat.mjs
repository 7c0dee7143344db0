/**
 * Posts one chat as `useChat` does (`{ id, messages: UIMessage[] }` plus a body field) and reads
 * the AI SDK's UI message stream to its end: the answer text, the response message id, and how
 * long the whole response took on the client's clock.
 */

/**
 * @param {{ url: string, chatId: string, messageId: string, question: string, check: string }} options
 */
export async function postChat({ url, chatId, messageId, question, check }) {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      id: chatId,
      messages: [{ id: messageId, role: 'user', parts: [{ type: 'text', text: question }] }],
      check,
    }),
  });
  const body = await response.text();
  const endedAt = Date.now();
  const durationMs = performance.now() - started;
  if (response.status !== 200)
    throw new Error(`POST ${url} (${check}) answered ${response.status}: ${body.slice(0, 500)}`);
  let text = '';
  let responseMessageId = null;
  const errors = [];
  for (const line of body.split('\n')) {
    if (!line.startsWith('data: ') || line === 'data: [DONE]') continue;
    const part = JSON.parse(line.slice('data: '.length));
    if (part.type === 'start') responseMessageId = part.messageId ?? null;
    else if (part.type === 'text-delta') text += part.delta;
    else if (part.type === 'error') errors.push(part.errorText);
  }
  if (errors.length > 0) throw new Error(`the chat stream (${check}) carried errors: ${errors.join('; ')}`);
  return { text, responseMessageId, durationMs, endedAt };
}

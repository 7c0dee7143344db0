/** The body `useChat` posts (`id`, `messages`), plus this example's choice of integration. */
import type { UIMessage } from 'ai';

export type ChatRequest = {
  /** useChat's chat id: the AI SDK's `generateId()`, e.g. `UGoXvQtloZkTDghb` — not a uuid. */
  id: string;
  messages: UIMessage[];
  /** Which faithcheck integration checks the answer; `off` compares response times without one. */
  check?: 'on-finish' | 'middleware' | 'off';
};

/** The text of the last user message: the question to retrieve passages for. */
export function lastUserText(messages: UIMessage[]): string {
  const last = messages.findLast((message) => message.role === 'user');
  return last?.parts.map((part) => (part.type === 'text' ? part.text : '')).join('') ?? '';
}

/** The body the guarded chat page posts: `useChat`'s `id` and `messages`, plus the stream's mode. */
import type { UIMessage } from 'ai';

export type GuardedChatRequest = {
  id: string;
  messages: UIMessage[];
  /** `annotate` (default): stream at once and mark; `hold`: hold back what is unsupported; `rewrite`: fix it from the sources. */
  mode?: 'annotate' | 'hold' | 'rewrite';
};

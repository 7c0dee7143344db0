/**
 * Reading a finished AI SDK UI message the way the background-check specification's route does: tool parts typed
 * `tool-<name>` (and `dynamic-tool`) with `state: 'output-available'` and `output` (AI SDK v5+),
 * plus the older `tool-invocation` part with `toolInvocation.state: 'result'` and `result`, and the
 * oldest `message.toolInvocations`. Chunks come only from outputs whose `strategy` is `grounded`
 * (outputs without a strategy count as grounded when they carry chunks); `general_knowledge` and
 * `graceful_decline` are skipped. Parts are read as plain records, so any SDK version's types fit.
 */
import type { RetrievedChunk } from '../check-faithfulness.js';

/** A message as the AI SDK hands it over; only `parts` (or old `content`/`toolInvocations`) are read. */
export interface UIMessageLike {
  id?: string;
  role?: string;
  parts?: ReadonlyArray<unknown>;
  content?: unknown;
  toolInvocations?: ReadonlyArray<unknown>;
}

export interface ToolOutput {
  toolName: string;
  output: unknown;
}

/** Turns one tool output into chunks; return null to ignore the output. */
export type ChunkReader = (output: unknown, toolName: string) => RetrievedChunk[] | null;

export interface GroundedChunks {
  chunks: RetrievedChunk[];
  /** Every `strategy` seen on a tool output, in order (e.g. `grounded`, `general_knowledge`). */
  strategies: string[];
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** Finished tool outputs in a message, in every shape the AI SDK has used. */
export function toolOutputs(message: UIMessageLike): ToolOutput[] {
  const outputs: ToolOutput[] = [];
  for (const raw of message.parts ?? []) {
    const part = asRecord(raw);
    const type = typeof part?.type === 'string' ? part.type : '';
    if (!part) continue;
    if (type === 'tool-invocation') {
      const invocation = asRecord(part.toolInvocation);
      if (invocation?.state === 'result')
        outputs.push({ toolName: String(invocation.toolName ?? ''), output: invocation.result });
    } else if ((type.startsWith('tool-') || type === 'dynamic-tool') && part.state === 'output-available') {
      const toolName = type === 'dynamic-tool' ? String(part.toolName ?? '') : type.slice('tool-'.length);
      outputs.push({ toolName, output: part.output });
    }
  }
  for (const raw of message.toolInvocations ?? []) {
    const invocation = asRecord(raw);
    if (invocation?.state === 'result')
      outputs.push({ toolName: String(invocation.toolName ?? ''), output: invocation.result });
  }
  return outputs;
}

/** The default `ChunkReader`: `{ chunks | results | documents | sources: [{ id?, text | content | pageContent, metadata? }] }`. */
export const readChunks: ChunkReader = (output) => {
  const record = asRecord(output);
  const list = record ? (record.chunks ?? record.results ?? record.documents ?? record.sources) : output;
  if (!Array.isArray(list)) return null;
  const chunks: RetrievedChunk[] = [];
  for (const [index, item] of list.entries()) {
    if (typeof item === 'string') {
      chunks.push(item);
      continue;
    }
    const entry = asRecord(item);
    const text = entry?.text ?? entry?.content ?? entry?.pageContent ?? entry?.chunk;
    if (!entry || typeof text !== 'string') continue;
    const id = entry.id ?? entry.chunkId ?? `chunk-${index + 1}`;
    const metadata = asRecord(entry.metadata) ?? undefined;
    chunks.push({ id: String(id), text, ...(metadata ? { metadata } : {}) });
  }
  return chunks;
};

/** Chunks of the grounded tool outputs in `message`. */
export function extractGroundedChunks(
  message: UIMessageLike,
  options: { toolNames?: readonly string[]; readChunks?: ChunkReader } = {},
): GroundedChunks {
  const reader = options.readChunks ?? readChunks;
  const result: GroundedChunks = { chunks: [], strategies: [] };
  for (const { toolName, output } of toolOutputs(message)) {
    if (options.toolNames && !options.toolNames.includes(toolName)) continue;
    const strategy = asRecord(output)?.strategy;
    if (typeof strategy === 'string') result.strategies.push(strategy);
    if (strategy !== undefined && strategy !== 'grounded') continue;
    result.chunks.push(...(reader(output, toolName) ?? []));
  }
  return result;
}

/** The message's text: its `text` parts joined (or the old string `content`). */
export function messageText(message: UIMessageLike): string {
  const texts: string[] = [];
  for (const raw of message.parts ?? []) {
    const part = asRecord(raw);
    if (part?.type === 'text' && typeof part.text === 'string') texts.push(part.text);
  }
  if (texts.length === 0 && typeof message.content === 'string') return message.content.trim();
  return texts.join('\n\n').trim();
}

/**
 * The `data-faithcheck` part: one per judged sentence, written to the AI SDK's UI message stream
 * with a stable id, so a later, better verdict (the cascade's LLM stage) replaces it on the client.
 * `segmentsFor(message)` turns a `UIMessage` carrying these parts into marked text for any UI.
 */
import type { Verdict } from '../spec/verdict.js';

/** How the stream treated a sentence. */
export type SentenceAction = 'released' | 'replaced' | 'rewritten' | 'marked';

/** A verdict, or `unverified`: the judge failed, timed out, or had not answered within `maxHoldMs`. */
export type StreamVerdict = Verdict | 'unverified';

export type StreamMode = 'annotate' | 'hold' | 'rewrite';

export interface FaithcheckPartData {
  /**
   * The sentence as the user received it (the replacement when it was replaced or rewritten). What
   * the model wrote instead never reaches the client: it is in the stored check only.
   */
  text: string;
  /** Offsets of `text` in the text part the user received (`part` says which one). */
  start: number;
  end: number;
  /** Which text part of the message, counting from 0 (a message with tool calls has several). */
  part: number;
  verdict: StreamVerdict;
  confidence: number | null;
  evidence: Array<{ chunkId: string; quote: string }>;
  mode: StreamMode;
  action: SentenceAction;
  /** True while a better verdict may still come (the cascade's LLM stage is judging it). */
  pending?: boolean;
}

/** The part as written with `writer.write(…)`. */
export interface FaithcheckDataPart {
  type: 'data-faithcheck';
  id: string;
  data: FaithcheckPartData;
}

/** One piece of an answer's text for display: marked when it is a judged sentence. */
export interface MarkedSegment {
  text: string;
  verdict?: StreamVerdict;
  action?: SentenceAction;
  confidence?: number | null;
  evidence?: Array<{ chunkId: string; quote: string }>;
}

/** The few fields of an AI SDK `UIMessage` this reads (any major). */
export interface UIMessageWithParts {
  parts: ReadonlyArray<{ type: string; text?: string; data?: unknown }>;
}

function isPartData(value: unknown): value is FaithcheckPartData {
  if (typeof value !== 'object' || value === null) return false;
  const data = value as Partial<FaithcheckPartData>;
  return (
    typeof data.start === 'number' &&
    typeof data.end === 'number' &&
    typeof data.verdict === 'string' &&
    (data.part === undefined || typeof data.part === 'number')
  );
}

/**
 * The message's text split into plain and judged sentences, in order, for rendering marks. The
 * text parts are joined as the UI shows them; a mark whose text has not arrived yet is left out.
 *
 * @example
 * segmentsFor(message).map((segment) =>
 *   segment.verdict && segment.verdict !== 'supported' ? `[${segment.text}]` : segment.text);
 */
export function segmentsFor(message: UIMessageWithParts): MarkedSegment[] {
  const texts: string[] = [];
  const marks: FaithcheckPartData[][] = [];
  for (const part of message.parts) {
    if (part.type === 'text' && typeof part.text === 'string') texts.push(part.text);
    else if (part.type === 'data-faithcheck' && isPartData(part.data)) {
      const index = part.data.part ?? 0;
      marks[index] = [...(marks[index] ?? []), part.data];
    }
  }
  const segments: MarkedSegment[] = [];
  texts.forEach((text, index) => {
    let at = 0;
    const sorted = [...(marks[index] ?? [])].sort((left, right) => left.start - right.start);
    for (const mark of sorted) {
      if (mark.start < at || mark.end > text.length || mark.end <= mark.start) continue;
      if (mark.start > at) segments.push({ text: text.slice(at, mark.start) });
      segments.push({
        text: text.slice(mark.start, mark.end),
        verdict: mark.verdict,
        action: mark.action,
        confidence: mark.confidence,
        evidence: mark.evidence,
      });
      at = mark.end;
    }
    if (at < text.length) segments.push({ text: text.slice(at) });
  });
  return segments;
}

/**
 * Drives `faithfulnessStream`'s transform the way `streamText` does — text-start, deltas, text-end,
 * finish — and collects what comes out, what the writer received, and the report.
 */
import type { FaithfulnessReport } from '../../spec/report.js';
import type { FaithcheckDataPart } from '../faithcheck-part.js';
import { type FaithfulnessStreamOptions, faithfulnessStream } from '../faithfulness-stream.js';

export interface Part {
  type: string;
  id?: string;
  text?: string;
  [key: string]: unknown;
}

export interface TransformRun {
  /** Every part that came out, in order. */
  output: Part[];
  /** The text that came out (all text-deltas joined). */
  text: string;
  /** Every `data-faithcheck` part written, in order (updates included). */
  written: FaithcheckDataPart[];
  /** The last part written per id. */
  latest: Map<string, FaithcheckDataPart>;
  report: Promise<FaithfulnessReport>;
}

export function textParts(deltas: readonly string[], id = 't'): Part[] {
  return [
    { type: 'text-start', id },
    ...deltas.map((text) => ({ type: 'text-delta', id, text })),
    { type: 'text-end', id },
  ];
}

/** Feeds `input` through the transform; `between(index)` runs before part `index` is written. */
export async function runTransform(
  input: readonly Part[],
  options: Omit<FaithfulnessStreamOptions, 'writer' | 'onReport'>,
  hooks: { between?: (index: number, run: TransformRun) => Promise<void> | void } = {},
): Promise<TransformRun> {
  const written: FaithcheckDataPart[] = [];
  const latest = new Map<string, FaithcheckDataPart>();
  let resolveReport!: (report: FaithfulnessReport) => void;
  const run: TransformRun = {
    output: [],
    text: '',
    written,
    latest,
    report: new Promise((resolve) => {
      resolveReport = resolve;
    }),
  };
  const transform = faithfulnessStream({
    schedule: false,
    ...options,
    writer: {
      write(part) {
        written.push(structuredClone(part));
        latest.set(part.id, structuredClone(part));
      },
    },
    onReport: (report) => resolveReport(report),
  })({ tools: {}, stopStream: () => {} }) as TransformStream<Part, Part>;
  const writer = transform.writable.getWriter();
  const reader = transform.readable.getReader();
  const reading = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      run.output.push(value);
      if (value.type === 'text-delta') run.text += value.text ?? '';
    }
  })();
  for (const [index, part] of input.entries()) {
    await hooks.between?.(index, run);
    await writer.write(part);
  }
  await hooks.between?.(input.length, run);
  await writer.close();
  await reading;
  return run;
}

/**
 * `faithfulnessStream()`: an AI SDK `experimental_transform` for `streamText` (ai 6 and 7) that
 * judges each sentence of the answer against the retrieved chunks while it streams.
 *
 * - `annotate` (default): text passes through untouched and at once; verdicts follow as parts.
 * - `hold`: a sentence is released only once judged; an unsupported one (no evidence,
 *   contradicted) is replaced by `placeholder`; a partially supported one is released and marked.
 * - `rewrite`: like `hold`, but an unsupported sentence becomes the corrective loop's minimal edit
 *   from the evidence (`minimalEdit` with the generator's `rewrite`), or the placeholder.
 *
 * Sentences come from `createSentenceCutter` (the segmentation `verify()` uses), claims from
 * `extractSentenceClaims` (the local extraction), verdicts from `createStreamJudge` (batched; the
 * cascade's LLM stage runs beside the stream). A failing judge, a timeout or a bug in here never
 * stops the user's text: the sentence goes out marked `unverified`. When the stream ends, the
 * report (`verify()` on the final text, replaying the verdicts) is scheduled and stored like every
 * background check.
 */

import { scheduleFaithfulnessCheck } from '../background/schedule-faithfulness-check.js';
import { extractSentenceClaims } from '../claims/extract-claims.js';
import { extractiveGenerator } from '../correct/extractive-generator.js';
import type { Generator } from '../correct/generator.js';
import { minimalEdit } from '../correct/minimal-edit.js';
import { describeError, InputError } from '../errors.js';
import { ChunkIndex, checkEvidence } from '../evidence/check-evidence.js';
import { parseVerifyInput } from '../input/parse-verify-input.js';
import type { CheckScheduler } from '../integrations/check-scheduler.js';
import { consoleLogger, type Logger } from '../logger.js';
import type { Chunk } from '../spec/chunk.js';
import type { Claim, ClaimJudgement, SkippedSentence } from '../spec/claim.js';
import type { JudgeV1 } from '../spec/judge.js';
import type { ClaimReport, FaithfulnessReport } from '../spec/report.js';
import type { Verdict } from '../spec/verdict.js';
import type { SentenceSegment } from '../text/segment-sentences.js';
import { type VerifyOptions, verify } from '../verify.js';
import { resolveVerifySettings } from '../verify-settings.js';
import type {
  FaithcheckDataPart,
  FaithcheckPartData,
  SentenceAction,
  StreamMode,
  StreamVerdict,
} from './faithcheck-part.js';
import { type OffThreadOptions, offThread } from './judge-thread.js';
import { createSentenceCutter } from './sentence-cutter.js';
import { createStreamJudge, type StagedJudgements } from './stream-judge.js';
import { replayJudge, type StreamedSentence, type StreamMetadata } from './stream-report.js';

export const DEFAULT_MAX_HOLD_MS = 1_500;
const MODES: readonly StreamMode[] = ['annotate', 'hold', 'rewrite'];
export const DEFAULT_PLACEHOLDER = '[removed: not supported by the sources]';

type ChunksInput = VerifyOptions['chunks'];

export interface FaithfulnessStreamOptions {
  /** What the answer was generated from (the route's retrieval). */
  chunks?: ChunksInput;
  /** Or a function giving them, called once when the stream starts. */
  getChunks?: () => ChunksInput | Promise<ChunksInput>;
  query?: string | null;
  /** Default `annotate`. */
  mode?: StreamMode;
  /** The route's `createUIMessageStream` writer: every judged sentence is written as a `data-faithcheck` part. */
  writer?: { write(part: FaithcheckDataPart): void };
  /**
   * Default: the judge `verify()` would use — `setDefaultJudge`'s, else the configured one
   * (`FAITHCHECK_JUDGE`, `faithcheck.config.yaml`), else the embedded local judge. The cascade
   * judge runs its LLM stage beside the stream.
   */
  judge?: JudgeV1;
  /** The environment layer of the configuration (default `process.env`), as for `verify()`. */
  env?: NodeJS.ProcessEnv;
  /** A configuration resolved already (`loadConfig()`), used instead of reading the environment and file. */
  config?: VerifyOptions['config'];
  /** What replaces an unsupported sentence in `hold` (and in `rewrite` without an edit); `''` drops it. */
  placeholder?: string;
  /** Longest a sentence waits for its verdict in `hold`/`rewrite` before it goes out marked `unverified`. Default 1,500. */
  maxHoldMs?: number;
  /** `rewrite` mode's sentence rewriter. Default: `extractiveGenerator()` (offline, from the chunks). */
  generator?: Pick<Generator, 'rewrite'>;
  /** A sentence longer than this is judged without waiting for its end. Default 4,000. */
  maxSentenceChars?: number;
  /** For the report: `verify()`'s policy and threshold. */
  policy?: VerifyOptions['policy'];
  threshold?: number;
  /** Stored with the check (`useChat`'s `id` and the assistant message's id). */
  chatId?: string | null;
  messageId?: string | null;
  /**
   * How the report is stored: default the bounded in-process runner (`scheduleFaithfulnessCheck`);
   * a `CheckScheduler` (e.g. `waitUntilScheduler`); `false` stores nothing.
   */
  schedule?: CheckScheduler | false;
  /**
   * A platform's `waitUntil` (Next.js `after` from `next/server`, Vercel, Cloudflare): called at once,
   * while the request is running, with a promise that settles when the answer's check is stored.
   */
  waitUntil?: (promise: Promise<unknown>) => void;
  /** The feature gate for storing (default `ENABLE_FAITHFULNESS_CHECK === "true"`). */
  enabled?: boolean;
  /** Called with the end-of-stream report (also when storing is off). */
  onReport?: (report: FaithfulnessReport) => void | Promise<void>;
  /**
   * The request's signal: aborting it stops judging at once. On Node 20 pass it (`request.signal`):
   * there a client that goes away does not cancel the transform, so only this signal stops the judging.
   */
  abortSignal?: AbortSignal;
  /**
   * Where the local judge's CPU work runs (also a cascade's local stage). Default `false`: on this
   * thread, which measured as fast or faster for one stream in every mode (decision 0010: a
   * sentence's judging is ~1.5 ms, less than a thread's wake-up and hand-over). `true`: on a worker
   * thread shared by all streams of the process — for a service whose request thread serves many
   * streams at once. Until the thread has started, and whenever it cannot start or fails, judging
   * runs here (the same verdicts).
   */
  offThread?: boolean;
  /** @internal Tests: how the judge thread is created. */
  judgeThread?: OffThreadOptions['load'];
  logger?: Logger;
}

/**
 * What `streamText({ experimental_transform })` takes. The parts are typed `any` on purpose: ai 6
 * and ai 7 each declare their own `TextStreamPart`, one declaration must fit both, and the
 * transform reads only the fields they share (`type`, `id`, `text`) and passes the rest on as is.
 */
export type FaithfulnessTransform = (options: {
  // biome-ignore lint/suspicious/noExplicitAny: fits both majors' tool sets (see above)
  tools: any;
  stopStream: () => void;
  // biome-ignore lint/suspicious/noExplicitAny: fits both majors' stream parts (see above)
}) => TransformStream<any, any>;

/** The stream parts this transform reads: the shape ai 6 and ai 7 share. */
interface StreamPart {
  type: string;
  id?: string;
  text?: string;
}

interface SentenceState {
  id: string;
  part: TextPartState;
  segment: SentenceSegment;
  claims: Claim[];
  skipped: SkippedSentence[];
  judged: StagedJudgements | null;
  /** Set once a verdict is known (first, then final). */
  verdict: StreamVerdict | null;
  final: ClaimJudgement[] | null;
  settled: boolean;
  action: SentenceAction;
  /** What the user gets instead of the sentence (hold, rewrite). */
  replacement: string | null;
  deliveredStart: number;
  deliveredEnd: number;
  deliveredText: string;
  released: boolean;
}

interface TextPartState {
  id: string;
  ordinal: number;
  cutter: ReturnType<typeof createSentenceCutter>;
  /** End of the model text already turned into units (hold, rewrite). */
  queuedUpTo: number;
  delivered: string;
  ended: boolean;
}

interface Entry {
  ready: boolean;
  emit: () => StreamPart[];
}

const RANK: Record<Verdict, number> = {
  supported: 0,
  partially_supported: 1,
  no_evidence: 2,
  contradicted: 3,
};

function worstVerdict(judgements: readonly (ClaimJudgement & { ok: true })[]): Verdict {
  return judgements.reduce<Verdict>(
    (worst, judgement) => (RANK[judgement.verdict] > RANK[worst] ? judgement.verdict : worst),
    'supported',
  );
}

let instances = 0;

/**
 * @example
 * const result = streamText({
 *   model, messages,
 *   experimental_transform: faithfulnessStream({ chunks, mode: 'hold', writer }),
 * });
 */
export function faithfulnessStream(options: FaithfulnessStreamOptions = {}): FaithfulnessTransform {
  const mode: StreamMode = options.mode ?? 'annotate';
  if (!MODES.includes(mode))
    throw new InputError(`mode must be one of ${MODES.join(', ')}; got ${JSON.stringify(mode)}`, 'mode');
  if (options.maxHoldMs !== undefined && !(options.maxHoldMs >= 0))
    throw new InputError(
      `maxHoldMs must be a number of milliseconds ≥ 0; got ${options.maxHoldMs}`,
      'maxHoldMs',
    );
  const maxHoldMs = options.maxHoldMs ?? DEFAULT_MAX_HOLD_MS;
  const placeholder = options.placeholder ?? DEFAULT_PLACEHOLDER;
  const logger = options.logger ?? consoleLogger;
  // Bad chunks are the caller's error, said at once (not in the middle of a stream).
  const givenChunks = options.chunks === undefined ? undefined : normaliseChunks(options.chunks);
  const prefix = `fc-${(instances++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  let settle!: () => void;
  const stored = new Promise<void>((resolve) => {
    settle = resolve;
  });
  if (options.waitUntil) {
    try {
      options.waitUntil(stored);
    } catch (error) {
      logger.warn('[faithcheck] stream: waitUntil refused the check', {
        message: describeError(error).message,
      });
    }
  }

  return (_transformOptions: { tools: unknown; stopStream: () => void }) => {
    const internal = new AbortController();
    const signals = [internal.signal, ...(options.abortSignal ? [options.abortSignal] : [])];
    const signal = AbortSignal.any(signals);
    const warned = new Set<string>();
    const warnOnce = (message: string) => {
      if (warned.has(message)) return;
      warned.add(message);
      logger.warn(`[faithcheck] stream: ${message}`);
    };
    let chunksPromise: Promise<Chunk[]> | null = null;
    const loadChunks = () => {
      chunksPromise ??= (async () => {
        const raw = givenChunks ?? (options.getChunks ? normaliseChunks(await options.getChunks()) : []);
        if (raw.length === 0) warnOnce('no chunks to check against: the answer streams unchecked');
        return raw;
      })().catch((error: unknown) => {
        warnOnce(`getChunks failed, the answer streams unchecked: ${describeError(error).message}`);
        return [];
      });
      return chunksPromise;
    };
    const judge = options.judge ? Promise.resolve(options.judge) : loadDefaultJudge(options);
    // A configured judge that cannot be created is said once (its sentences go out unverified).
    judge.catch((error: unknown) =>
      warnOnce(`the configured judge could not be created: ${describeError(error).message}`),
    );
    let streamJudge: ReturnType<typeof createStreamJudge> | null = null;
    let streamJudgeReady: Promise<ReturnType<typeof createStreamJudge>> | null = null;
    const judgeFor = () => {
      streamJudgeReady ??= (async () => {
        streamJudge = createStreamJudge({
          judge: await judge,
          chunks: loadChunks,
          query: options.query ?? undefined,
          signal,
          onFailure: (message) => warnOnce(`${message}; its sentences go out marked unverified`),
          ...(!(options.offThread ?? false)
            ? {}
            : { placeLocal: (stage: JudgeV1) => offThread(stage, { logger, load: options.judgeThread }) }),
        });
        return streamJudge;
      })();
      return streamJudgeReady;
    };

    const parts = new Map<string, TextPartState>();
    const ordered: TextPartState[] = [];
    const sentences: SentenceState[] = [];
    const entries: Entry[] = [];
    const pendingWork = new Set<Promise<unknown>>();
    let controller: { enqueue(part: StreamPart): void } | null = null;
    let cut = false;
    let broken = false;
    let sentenceCount = 0;

    const track = <T>(promise: Promise<T>) => {
      pendingWork.add(promise);
      void promise.finally(() => pendingWork.delete(promise)).catch(() => {});
      return promise;
    };
    const pump = () => {
      while (entries.length > 0 && entries[0]!.ready) {
        const entry = entries.shift()!;
        for (const part of entry.emit()) controller?.enqueue(part);
      }
    };
    const writePart = (sentence: SentenceState, pending = false) => {
      if (!options.writer || sentence.verdict === null || cut) return;
      const judgements = (sentence.final ?? []).filter((judgement) => judgement.ok);
      const evidence = judgements.flatMap((judgement) =>
        judgement.evidence.map((item) => ({ chunkId: item.chunkId, quote: item.quote })),
      );
      const confidences = judgements.map((judgement) => judgement.confidence);
      const data: FaithcheckPartData = {
        text: sentence.deliveredText,
        start: sentence.deliveredStart,
        end: sentence.deliveredEnd,
        part: sentence.part.ordinal,
        verdict: sentence.verdict,
        confidence: confidences.length > 0 ? Math.min(...confidences) : null,
        evidence,
        mode,
        action: sentence.action,
        ...(pending ? { pending: true } : {}),
      };
      try {
        options.writer.write({ type: 'data-faithcheck', id: sentence.id, data });
      } catch (error) {
        warnOnce(`could not write a data-faithcheck part: ${describeError(error).message}`);
      }
    };

    /** Verdicts after the mechanical evidence check, as `verify()` will report them. */
    const checked = async (judgements: ClaimJudgement[], claims: Claim[]) => {
      const index = new ChunkIndex(await loadChunks());
      return judgements.map((judgement, position): ClaimJudgement => {
        if (!judgement.ok) return judgement;
        const { ok: _ok, ...verdict } = judgement;
        return { ok: true, ...checkEvidence(verdict, index, { claim: claims[position]!.text }).verdict };
      });
    };
    const verdictOf = (judgements: ClaimJudgement[]): StreamVerdict =>
      judgements.every((judgement) => judgement.ok)
        ? worstVerdict(judgements as (ClaimJudgement & { ok: true })[])
        : 'unverified';

    const startSentence = (part: TextPartState, segment: SentenceSegment): SentenceState => {
      const extracted = extractSentenceClaims({ response: part.cutter.text, segment });
      const sentence: SentenceState = {
        id: `${prefix}-${sentenceCount++}`,
        part,
        segment,
        claims: extracted.claims,
        skipped: extracted.skipped,
        judged: null,
        verdict: null,
        final: null,
        settled: extracted.claims.length === 0,
        action: 'released',
        replacement: null,
        deliveredStart: segment.start,
        deliveredEnd: segment.end,
        deliveredText: segment.text,
        released: false,
      };
      sentences.push(sentence);
      return sentence;
    };

    /** Runs the judge on a sentence; resolves when the verdict that stands is known. */
    const judgeSentence = (sentence: SentenceState, onFirst: (staged: boolean) => void) =>
      track(
        (async () => {
          if (sentence.claims.length === 0 || signal.aborted) return;
          const chunks = await loadChunks();
          if (chunks.length === 0) return;
          const staged = (await judgeFor()).judge(sentence.claims, sentence.part.cutter.text);
          sentence.judged = staged;
          const first = await checked(await staged.first, sentence.claims);
          const isStaged = await staged.staged;
          sentence.final = first;
          sentence.verdict = verdictOf(first);
          onFirst(isStaged);
          if (!isStaged) {
            sentence.settled = true;
            return;
          }
          const final = await checked(await staged.final, sentence.claims);
          sentence.final = final;
          sentence.verdict = verdictOf(final);
          sentence.settled = true;
        })().catch((error: unknown) => {
          if (signal.aborted) return;
          warnOnce(`judging a sentence failed: ${describeError(error).message}`);
          sentence.verdict = 'unverified';
          sentence.settled = true;
        }),
      );

    // annotate: text already went out; the part follows the verdict, and is updated by the final one.
    const annotate = (sentence: SentenceState) => {
      sentence.released = true;
      if (sentence.claims.length === 0) return;
      let written = false;
      let later = false;
      void judgeSentence(sentence, (staged) => {
        sentence.action = sentence.verdict === 'supported' ? 'released' : 'marked';
        written = true;
        later = staged;
        writePart(sentence, staged);
      }).then(() => {
        if (sentence.verdict === null || (written && !later)) return;
        sentence.action = sentence.verdict === 'supported' ? 'released' : 'marked';
        writePart(sentence);
      });
    };

    // hold / rewrite: the unit (the text before the sentence, then the sentence) waits for a decision.
    const holdBack = (part: TextPartState, sentence: SentenceState) => {
      const gap = part.cutter.text.slice(part.queuedUpTo, sentence.segment.start);
      part.queuedUpTo = sentence.segment.end;
      const entry: Entry = {
        ready: false,
        emit: () => {
          const text = deliver(part, sentence, gap);
          return text.length > 0 ? [{ type: 'text-delta', id: part.id, text }] : [];
        },
      };
      entries.push(entry);
      let decided = false;
      const decide = async (timedOut: boolean) => {
        if (decided) return;
        decided = true;
        clearTimeout(timer);
        try {
          if (timedOut || sentence.verdict === null || sentence.verdict === 'unverified') {
            if (sentence.claims.length > 0) {
              sentence.action = 'marked';
              if (timedOut && sentence.verdict !== 'unverified') sentence.verdict = 'unverified';
            }
          } else if (sentence.verdict === 'supported') sentence.action = 'released';
          else if (sentence.verdict === 'partially_supported') sentence.action = 'marked';
          else await replace(sentence);
        } catch (error) {
          warnOnce(`deciding a sentence failed: ${describeError(error).message}`);
          sentence.action = 'marked';
          sentence.verdict = 'unverified';
        }
        entry.ready = true;
        pump();
      };
      const timer = setTimeout(() => void decide(true), maxHoldMs);
      if (sentence.claims.length === 0) {
        void decide(false);
        return;
      }
      void judgeSentence(sentence, () => {}).then(() => {
        if (!decided) void decide(false);
        // A verdict that came after the sentence went out updates its part.
        else if (sentence.released && sentence.verdict !== null && sentence.verdict !== 'unverified')
          writePart(sentence);
      });
    };

    const replace = async (sentence: SentenceState) => {
      let rewritten: string | null = null;
      if (mode === 'rewrite') {
        const report = sentenceReports(sentence);
        const edit = await minimalEdit({
          response: sentence.part.cutter.text.slice(0, sentence.segment.end),
          claims: report,
          query: options.query ?? '',
          chunks: await loadChunks(),
          rewrite: (options.generator ?? defaultGenerator()).rewrite,
          abortSignal: signal,
        });
        const found = edit.edits.find((candidate) => candidate.start === sentence.segment.start);
        rewritten = found?.after ?? null;
      }
      sentence.action = rewritten !== null ? 'rewritten' : 'replaced';
      sentence.replacement = rewritten ?? placeholder;
    };

    const sentenceReports = (sentence: SentenceState): ClaimReport[] =>
      sentence.claims.map((claim, position) => {
        const judgement = sentence.final?.[position];
        return {
          claim: claim.text,
          span: claim.span,
          verdict: judgement?.ok ? judgement.verdict : null,
          supported: judgement?.ok === true && judgement.verdict === 'supported',
          sourceChunkId: null,
          evidence: judgement?.ok ? judgement.evidence : [],
          reasoning: judgement?.ok ? judgement.reasoning : '',
          confidence: judgement?.ok ? judgement.confidence : null,
        };
      });

    /** The text a held unit releases, with the sentence's offsets in the delivered text. */
    const deliver = (part: TextPartState, sentence: SentenceState, gap: string): string => {
      sentence.released = true;
      if (sentence.replacement === null) {
        const text = gap + sentence.segment.text;
        sentence.deliveredStart = part.delivered.length + gap.length;
        part.delivered += text;
        sentence.deliveredEnd = part.delivered.length;
        writePart(sentence);
        return text;
      }
      // A dropped sentence takes the spaces before it along (not a line break).
      const keptGap = sentence.replacement === '' && /^[ \t]*$/.test(gap) ? '' : gap;
      const text = keptGap + sentence.replacement;
      sentence.deliveredStart = part.delivered.length + keptGap.length;
      part.delivered += text;
      sentence.deliveredEnd = part.delivered.length;
      sentence.deliveredText = sentence.replacement;
      writePart(sentence);
      return text;
    };

    const onSegments = (part: TextPartState, segments: SentenceSegment[]) => {
      for (const segment of segments) {
        const sentence = startSentence(part, segment);
        if (mode === 'annotate' || broken) annotate(sentence);
        else holdBack(part, sentence);
      }
    };

    const endPart = (part: TextPartState, endChunk: StreamPart | null) => {
      if (part.ended) return;
      part.ended = true;
      onSegments(part, part.cutter.finish());
      if (mode !== 'annotate' && !broken) {
        const tail = part.cutter.text.slice(part.queuedUpTo);
        part.queuedUpTo = part.cutter.text.length;
        if (tail.length > 0)
          entries.push({
            ready: true,
            emit: () => {
              part.delivered += tail;
              return [{ type: 'text-delta', id: part.id, text: tail }];
            },
          });
      }
      if (endChunk) entries.push({ ready: true, emit: () => [endChunk] });
      pump();
    };

    /** A bug here must not stop the answer: from now on everything passes through. */
    const breakDown = (error: unknown) => {
      warnOnce(
        `the transform failed, the rest of the answer streams unchecked: ${describeError(error).message}`,
      );
      broken = true;
      for (const entry of entries) entry.ready = true;
      pump();
    };

    const stopJudging = () => {
      if (cut) return;
      cut = true;
      internal.abort();
    };
    options.abortSignal?.addEventListener('abort', stopJudging, { once: true });

    // `cancel` (the reader went away) is called by runtimes that support it (Node 22+); on Node 20
    // the request's `abortSignal` and the stream's abort part stop the judging.
    const transformer = {
      start(streamController: TransformStreamDefaultController<StreamPart>) {
        controller = streamController;
        void loadChunks();
        // The judge (and its thread) starts while the model writes the first sentence.
        judgeFor().catch(() => {});
      },
      transform(chunk: StreamPart, streamController: TransformStreamDefaultController<StreamPart>) {
        controller = streamController;
        try {
          if (chunk.type === 'abort' || chunk.type === 'error') stopJudging();
          if (cut) {
            // Judging has stopped: what was held back stays back, and so does any text the model
            // still sends (unjudged, in hold and rewrite); every other part passes.
            entries.length = 0;
            const heldText = mode !== 'annotate' && !broken && chunk.type === 'text-delta';
            if (!heldText) streamController.enqueue(chunk);
            return;
          }
          if (chunk.type === 'text-start' && chunk.id !== undefined) {
            const part: TextPartState = {
              id: chunk.id,
              ordinal: ordered.length,
              cutter: createSentenceCutter({ maxSentenceChars: options.maxSentenceChars }),
              queuedUpTo: 0,
              delivered: '',
              ended: false,
            };
            parts.set(chunk.id, part);
            ordered.push(part);
          } else if (chunk.type === 'text-delta' && chunk.id !== undefined) {
            const part = parts.get(chunk.id);
            if (part && !part.ended) {
              const delta = chunk.text ?? '';
              if (mode === 'annotate' || broken) {
                part.delivered += delta;
                entries.push({ ready: true, emit: () => [chunk] });
                pump();
              }
              onSegments(part, part.cutter.push(delta));
              if (mode === 'annotate' || broken) return;
              pump();
              return;
            }
          } else if (chunk.type === 'text-end' && chunk.id !== undefined) {
            const part = parts.get(chunk.id);
            if (part) {
              endPart(part, chunk);
              return;
            }
          }
          entries.push({ ready: true, emit: () => [chunk] });
          pump();
        } catch (error) {
          breakDown(error);
          streamController.enqueue(chunk);
        }
      },
      async flush(streamController: TransformStreamDefaultController<StreamPart>) {
        controller = streamController;
        try {
          if (!cut) for (const part of ordered) endPart(part, null);
          // Every held unit decides within maxHoldMs; wait for them (and, in annotate, for late verdicts).
          const deadline = Date.now() + maxHoldMs + 50;
          while (!cut && entries.length > 0 && Date.now() < deadline) {
            await Promise.race([Promise.all([...pendingWork]), sleep(10)]);
            pump();
          }
          if (!cut && mode === 'annotate' && pendingWork.size > 0)
            await Promise.race([Promise.all([...pendingWork]), sleep(Math.max(0, deadline - Date.now()))]);
        } catch (error) {
          breakDown(error);
        }
        // Anything still held back after the wait goes out marked unverified rather than stall.
        if (!cut) {
          for (const entry of entries) entry.ready = true;
          pump();
        }
        options.abortSignal?.removeEventListener('abort', stopJudging);
        void finishReport()
          .catch((error: unknown) =>
            logger.error('[faithcheck] stream: the report failed', describeError(error)),
          )
          .finally(settle);
      },
      cancel() {
        stopJudging();
      },
    };
    return new TransformStream<StreamPart, StreamPart>(transformer) as ReturnType<FaithfulnessTransform>;

    async function finishReport() {
      if (givenChunks === undefined && !options.getChunks) return;
      const chunks = await loadChunks();
      if (chunks.length === 0 || sentences.length === 0) return;
      // The report waits for the verdicts still coming (the LLM stage), unless the stream was cut.
      if (!cut) await Promise.all([...pendingWork]);
      const usedJudge = await judge;
      const bases: number[] = [];
      let response = '';
      for (const part of ordered) {
        if (response.length > 0) response += '\n\n';
        bases.push(response.length);
        response += part.cutter.text;
      }
      const shift = <T extends { span: { start: number; end: number } | null }>(item: T, base: number): T =>
        item.span ? { ...item, span: { start: item.span.start + base, end: item.span.end + base } } : item;
      const streamed: StreamedSentence[] = await Promise.all(
        sentences.map(async (sentence) => {
          const base = bases[sentence.part.ordinal]!;
          // The judgements as the judge gave them (verify() checks their evidence again); a sentence
          // still being judged when the stream was cut has none.
          const judgements =
            sentence.settled && sentence.judged ? await sentence.judged.final.catch(() => null) : null;
          return {
            id: sentence.id,
            start: sentence.segment.start + base,
            end: sentence.segment.end + base,
            claims: sentence.claims.map((claim) => shift(claim, base)),
            skipped: sentence.skipped.map((skipped) => shift(skipped, base)),
            judgements,
            verdict: sentence.verdict,
            action: sentence.action,
            ...(sentence.replacement !== null ? { delivered: sentence.replacement } : {}),
          };
        }),
      );
      const counts = streamJudge?.counts() ?? {
        calls: 0,
        llmCalls: 0,
        decidedLocally: 0,
        decidedByLlm: 0,
        failed: 0,
      };
      const stream: StreamMetadata = {
        mode,
        cut,
        sentences: streamed.map(({ id, start, end, verdict, action, delivered }) => ({
          id,
          start,
          end,
          verdict,
          action,
          ...(delivered !== undefined ? { delivered } : {}),
        })),
        deliveredText: ordered.map((part) => part.delivered).join('\n\n'),
        ...counts,
      };
      const replay = replayJudge({
        judge: usedJudge,
        sentences: streamed,
        usage: streamJudge?.usage() ?? { llmCalls: 0, inputTokens: 0, outputTokens: 0 },
        stream,
      });
      const verifyOptions = {
        judge: replay,
        ...(options.env !== undefined ? { env: options.env } : {}),
        ...(options.config !== undefined ? { config: options.config } : {}),
        ...(options.policy !== undefined ? { policy: options.policy } : {}),
        ...(options.threshold !== undefined ? { threshold: options.threshold } : {}),
        logger,
      };
      let reported = false;
      const report = async (result: FaithfulnessReport | null) => {
        if (reported || !result) return;
        reported = true;
        await options.onReport?.(result);
      };
      const check = {
        chatId: options.chatId,
        messageId: options.messageId,
        query: options.query,
        response,
        chunks,
        verifyOptions,
        logger,
        ...(options.enabled !== undefined ? { enabled: options.enabled } : {}),
        onFinish: (outcome: { report: FaithfulnessReport | null }) => report(outcome.report),
      };
      if (options.schedule) options.schedule(check);
      // The default: the bounded in-process runner; `waitUntil` keeps the instance alive until it is stored.
      else if (options.schedule === undefined) await scheduleFaithfulnessCheck(check).settled;
      // Without storage (or with the gate closed) the caller still gets the report.
      if (options.onReport && (options.schedule === false || !isStoring(options.enabled))) {
        await report(await verify({ ...verifyOptions, query: options.query, response, chunks }));
      }
    }
  };
}

function isStoring(enabled: boolean | undefined): boolean {
  return enabled ?? process.env.ENABLE_FAITHFULNESS_CHECK === 'true';
}

function normaliseChunks(chunks: ChunksInput): Chunk[] {
  return parseVerifyInput({ response: '', chunks: chunks ?? [] }).chunks;
}

let generator: Generator | null = null;
function defaultGenerator(): Generator {
  generator ??= extractiveGenerator();
  return generator;
}

/**
 * `verify()`'s default judge, through the same configuration resolution (request > environment >
 * file > defaults). The judges are loaded on first use, and only the one configured.
 */
async function loadDefaultJudge(options: FaithfulnessStreamOptions): Promise<JudgeV1> {
  const settings = await resolveVerifySettings({ env: options.env, config: options.config });
  return (await import('../judges/default-judge.js')).defaultJudgeFor(settings.config, options.env);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

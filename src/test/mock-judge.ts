/**
 * A scripted judge for tests. It answers only what it was told to expect — claim lists per
 * response and verdicts per claim text — records every call, and fails (and remembers the
 * failure) on anything else, so a test notices a call it did not plan for even when `verify()`
 * degrades gracefully.
 */
import { FaithcheckError } from '../errors.js';
import type { Chunk } from '../spec/chunk.js';
import type { ClaimJudgement, ClaimVerdict, Evidence, SkippedSentence } from '../spec/claim.js';
import type { ExtractClaimsOptions, JudgeV1, VerifyClaimsOptions } from '../spec/judge.js';
import type { Usage } from '../spec/usage.js';

/** A scripted verdict: evidence quotes need no offsets (they are recomputed from the chunk). */
export type MockVerdict =
  | (Omit<ClaimVerdict, 'evidence' | 'confidence' | 'reasoning'> & {
      evidence?: Array<Pick<Evidence, 'chunkId' | 'quote'> & Partial<Evidence>>;
      reasoning?: string;
      confidence?: number;
    })
  | { error: Error };

export interface MockJudgeOptions {
  id?: string;
  /** Claims to return per exact response text; or an `Error` to throw for that response. */
  claims?: Record<string, string[] | Error>;
  /** Skipped sentences to return per response text. */
  skipped?: Record<string, SkippedSentence[]>;
  /** Verdicts per exact claim text. */
  verdicts?: Record<string, MockVerdict>;
  /** Usage reported per call. Default: zero. */
  usagePerCall?: Usage;
  maxClaimsPerCall?: number;
  /** Milliseconds each call waits (honouring the abort signal). */
  latencyMs?: number;
  /** Throw this from every `verifyClaims` call (a judge that is down). */
  verifyError?: Error;
}

export type MockJudgeCall =
  | { method: 'extractClaims'; response: string; query?: string }
  | { method: 'verifyClaims'; claims: string[]; chunkIds: string[]; query?: string };

export class MockJudgeUnexpectedCallError extends FaithcheckError {
  override readonly code = 'mock_unexpected_call';
  constructor(message: string) {
    super(message);
    this.name = 'MockJudgeUnexpectedCallError';
  }
}

export interface MockJudge extends JudgeV1 {
  /** Every call, in order. */
  readonly calls: MockJudgeCall[];
  /** Calls that asked for something the script did not contain. */
  readonly unexpected: string[];
  /** Throws when any call was unexpected. */
  assertNoUnexpectedCalls(): void;
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * @example
 * const judge = mockJudge({
 *   claims: { 'It is 60 days.': ['It is 60 days.'] },
 *   verdicts: { 'It is 60 days.': { verdict: 'contradicted', evidence: [{ chunkId: 'c1', quote: '30 days' }] } },
 * });
 */
export function mockJudge(options: MockJudgeOptions = {}): MockJudge {
  const calls: MockJudgeCall[] = [];
  const unexpected: string[] = [];
  const usage = () => ({ ...(options.usagePerCall ?? { llmCalls: 0, inputTokens: 0, outputTokens: 0 }) });
  const fail = (message: string): never => {
    unexpected.push(message);
    throw new MockJudgeUnexpectedCallError(message);
  };

  return {
    specificationVersion: 'v1',
    id: options.id ?? 'mock',
    maxClaimsPerCall: options.maxClaimsPerCall,
    calls,
    unexpected,
    assertNoUnexpectedCalls() {
      if (unexpected.length > 0)
        throw new Error(`mock judge received unexpected calls:\n${unexpected.join('\n')}`);
    },
    async extractClaims({ response, query, abortSignal }: ExtractClaimsOptions) {
      calls.push({ method: 'extractClaims', response, ...(query ? { query } : {}) });
      if (options.latencyMs) await wait(options.latencyMs, abortSignal);
      const scripted = options.claims?.[response];
      if (scripted === undefined)
        return fail(`extractClaims: no claims scripted for response ${JSON.stringify(response)}`);
      if (scripted instanceof Error) throw scripted;
      return {
        claims: scripted.map((text) => {
          const start = response.indexOf(text);
          return { text, span: start >= 0 ? { start, end: start + text.length } : null };
        }),
        skipped: options.skipped?.[response] ?? [],
        usage: usage(),
      };
    },
    async verifyClaims({ claims, chunks, query, abortSignal }: VerifyClaimsOptions) {
      calls.push({
        method: 'verifyClaims',
        claims: claims.map((claim) => claim.text),
        chunkIds: chunks.map((chunk: Chunk) => chunk.id),
        ...(query ? { query } : {}),
      });
      if (options.latencyMs) await wait(options.latencyMs, abortSignal);
      if (options.verifyError) throw options.verifyError;
      const judgements = claims.map((claim): ClaimJudgement => {
        const scripted = options.verdicts?.[claim.text];
        if (scripted === undefined)
          return fail(`verifyClaims: no verdict scripted for claim ${JSON.stringify(claim.text)}`);
        if ('error' in scripted) {
          const error = scripted.error;
          return {
            ok: false,
            error: {
              code: FaithcheckError.isInstance(error) ? error.code : 'unknown_error',
              message: error.message,
              retryable: FaithcheckError.isInstance(error) ? error.isRetryable : false,
            },
          };
        }
        return {
          ok: true,
          verdict: scripted.verdict,
          evidence: (scripted.evidence ?? []).map((evidence) => ({ start: 0, end: 0, ...evidence })),
          reasoning: scripted.reasoning ?? `scripted ${scripted.verdict}`,
          confidence: scripted.confidence ?? 1,
        };
      });
      return { judgements, usage: usage() };
    },
  };
}

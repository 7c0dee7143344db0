/**
 * The layers of faithcheck (STYLE.md 1 and 22), declared once: every folder under `src/` and every
 * top-level `src/*.ts` file belongs to exactly one layer, and each layer names the layers it may
 * import. `src/layers.test.ts` reads every module's imports from its syntax tree (`import()`
 * included) and fails on an import the table does not allow, on a folder no layer declares, on a
 * cycle, and when the table in `docs/architecture.md` differs from this one. Layers are listed from
 * the inside out. Not shipped: only the test reads it.
 */

export interface Layer {
  name: string;
  /**
   * Folders (ending in `/`) and files, relative to `src/`. A folder holds its own files, not its
   * subfolders: each subfolder is declared too, so a new folder must be placed. A declared folder
   * may not exist yet.
   */
  paths: readonly string[];
  /** Layers this one may import, statically or with `import()` (itself always). */
  imports: readonly string[];
  /** Layers this one may only load on first use, with `import()`: never a static import. */
  loads?: readonly string[];
  /** What the layer holds, for the table in `docs/architecture.md`. */
  holds: string;
}

/** A folder with this name, anywhere: test-only code and data, never built, imported by no layer. */
export const TEST_ONLY_FOLDER = '__fixtures__';

const FOUNDATION = ['spec', 'errors', 'text'];
const INNER = [...FOUNDATION, 'core', 'claims'];
const JUDGES = ['local judge', 'llm judge', 'cascade', 'judges'];

export const LAYERS: readonly Layer[] = [
  {
    name: 'spec',
    paths: ['spec/'],
    imports: [],
    holds:
      'types: `Chunk`, `Claim`, `Evidence`, `ClaimJudgement`, `JudgeV1`, `FaithfulnessReport`, `Usage`, `Verdict`; the public defaults (`FAITHFULNESS_THRESHOLD`, `DEFAULT_TIMEOUT_MS` …), in modules that load nothing else',
  },
  {
    name: 'errors',
    paths: ['errors.ts', 'logger.ts'],
    imports: ['spec'],
    holds:
      '`FaithcheckError` and its family (`InputError`, `ConfigurationError`, `JudgeCallError`, `JudgeResponseError`, `ExtractionError`, `StorageError`, `VerificationTimeoutError`, `VerificationAbortedError`); the logger and its secret redaction',
  },
  {
    name: 'text',
    paths: ['text/', 'text/languages/'],
    imports: ['spec', 'errors'],
    holds:
      'the one text toolkit: `segmentSentences` (answers), `splitChunkSentences` (chunks), `tokenize`, `stemWord` (Porter), `STOP_WORDS`, `contentWords`/`contentStems`, `keyTerms`, BM25, quantities as values (`extractQuantities`, units), `escapeHtml`, `terminalSafe`, `countOf`; the language modules (German, Spanish, French, Italian, Portuguese) and the language detector',
  },
  {
    name: 'core',
    paths: ['core/', 'verdicts/', 'input/', 'evidence/', 'scoring/'],
    imports: FOUNDATION,
    holds:
      'concurrency, deadlines, usage; the judge identity; OpenTelemetry when a provider is registered (spans, evaluation events, trace links); verdict normalisation; input validation; the mechanical evidence check; the four policies and their registry',
  },
  {
    name: 'claims',
    paths: ['claims/'],
    imports: [...FOUNDATION, 'core'],
    holds:
      "offline claim extraction over `text/`'s sentences: atomic splitting, check-worthiness with skip reasons, exact spans",
  },
  {
    name: 'model calls',
    paths: ['model-calls/'],
    imports: INNER,
    holds:
      'the one way to call a model: `callModel` (text or structured output, one retry policy honouring `retry-after`, timeouts, usage incl. billed failures, errors → `JudgeCallError` / `JudgeResponseError`), fencing of untrusted text, the prompt templates of every feature (from `prompts/`)',
  },
  {
    name: 'adapters',
    paths: ['adapters/'],
    imports: INNER,
    holds:
      'the compatible result shapes, one per file, each with its one mapping from a report: `AspectVerification` (three aspects), `CorrectiveVerification` (the corrective loop); their origins are in `docs/specifications.md`',
  },
  {
    name: 'checks',
    paths: ['checks/'],
    imports: [...INNER, 'model calls'],
    holds:
      'the answer-level checks (alignment, citation coverage, fact verification), their registry, the offline scores `verify()` uses for `composite`, rescoring',
  },
  {
    name: 'config',
    paths: ['config/'],
    imports: [...INNER, 'checks'],
    holds:
      'the one resolution (request > env > file > defaults) for library, CLI and server: `CONFIG_KEYS` (one environment variable per key, deprecated aliases marked), `resolveConfig`, `loadConfig`, `effectiveConfig` (what `verify()` reads); the source of every value',
  },
  {
    name: 'local judge',
    paths: [
      'judges/local/',
      'judges/local/comparisons/',
      'judges/local/evidence/',
      'judges/local/lexicon/',
      'judges/local/lexicon/english/',
      'judges/local/model/',
      'judges/local/params/',
    ],
    imports: INNER,
    holds:
      'the embedded default judge: BM25 evidence, stem/WordNet alignment, consistency comparisons, calibrated model (`params/`); the judging code (`judge-claims.ts`) and the WordNet snapshot load on its first check, not with the package',
  },
  {
    name: 'llm judge',
    paths: ['judges/llm/'],
    imports: [...INNER, 'model calls'],
    holds:
      'the AI SDK judge (three modes, cache, prompts built with fences); calls models through `model-calls/`',
  },
  {
    name: 'cascade',
    paths: ['judges/cascade/'],
    imports: INNER,
    holds: 'the cascade: a cheap judge first, a second judge for the claims it is unsure of',
  },
  {
    name: 'calibration',
    paths: ['judges/local/calibration/'],
    imports: [...INNER, 'local judge', 'cascade', 'eval'],
    holds: "fitting the local judge's model on labelled data (`npm run calibrate`, `faithcheck calibrate`)",
  },
  {
    name: 'judges',
    paths: ['judges/'],
    imports: [...FOUNDATION, 'local judge'],
    loads: ['llm judge', 'cascade'],
    holds:
      'the judge registry (`registerJudge`, `createJudge`, exported), the default judge, user judge modules (`verification.judge_module`) and `createConfiguredJudge`',
  },
  {
    name: 'verify',
    paths: [
      'verify.ts',
      'verify-settings.ts',
      'check-faithfulness.ts',
      'verify-with-checks.ts',
      'answer-with-verification.ts',
    ],
    imports: [...INNER, 'adapters', 'checks', 'config'],
    loads: ['judges'],
    holds:
      'the orchestration (`verify`, `verifyWithChecks`) and the entry points of the background-check and three-aspect specifications (`checkFaithfulness`, `answerWithVerification`); the default judge is loaded on first use',
  },
  {
    name: 'eval',
    paths: ['eval/'],
    imports: [...INNER, 'verify'],
    holds:
      'labelled-data reader and metrics behind `faithcheck eval` (calibration reads them too), HTML report',
  },
  {
    name: 'correct',
    paths: ['correct/'],
    imports: [...INNER, 'model calls', 'adapters', 'verify'],
    holds:
      "the corrective loop (CRAG), BM25 retriever, generators, `chatWithVerification`, the loop's result shape",
  },
  {
    name: 'test kit',
    paths: ['test/'],
    imports: ['spec', 'errors'],
    holds: '`faithcheck/test`: `mockJudge`, scripted, records calls, fails on the unexpected',
  },
  {
    name: 'storage',
    paths: ['store/'],
    imports: [...INNER, 'verify'],
    holds:
      '`CheckStore` over a tiny `SqlClient` (PGlite or a `pg` pool); migrations; `saveFaithfulnessCheck` / `getFlaggedResponses`',
  },
  {
    name: 'drift',
    paths: ['drift/'],
    imports: [...INNER, 'verify', 'storage'],
    holds:
      "re-judging a stratified sample of stored checks with another judge (`rejudgeChecks`, `faithcheck rejudge`): verdict flips, flagged-rate change, both judges' agreement with reviewers; the runs' table",
  },
  {
    name: 'background',
    paths: ['background/', 'integrations/'],
    imports: [...INNER, 'verify', 'storage'],
    holds:
      'the bounded runner and `scheduleFaithfulnessCheck`; schedulers; AI SDK UI-part reading, `faithfulnessOnFinish`, `faithfulnessMiddleware`',
  },
  {
    name: 'stream',
    paths: ['stream/'],
    imports: [...INNER, 'cascade', 'verify', 'correct', 'storage', 'background'],
    loads: ['judges', 'server'],
    holds:
      '`faithcheck/stream`: `faithfulnessStream` (the AI SDK transform: sentences judged as they complete, annotate / hold / rewrite, `data-faithcheck` parts, the report replayed through `verify()`), `segmentsFor`',
  },
  {
    name: 'queue',
    paths: ['queue/'],
    imports: [...INNER, 'verify', 'storage', 'background', 'drift'],
    holds:
      "the durable queue (pg-boss, an optional peer: `load-check-queue.ts` says what to install without it): `faithcheck/queue`; the root's `enqueueCheck` loads it on first use",
  },
  {
    name: 'server',
    paths: ['server/', 'server/review/'],
    imports: [...INNER, 'verify', 'eval', 'judges', 'local judge', 'storage', 'drift'],
    holds:
      "`faithcheck/server`: `createApp` (Hono) with injected parts, the review page, the local judge's worker pool",
  },
  {
    name: 'cli',
    paths: ['cli/', 'cli/commands/'],
    imports: [
      ...INNER,
      'checks',
      'config',
      ...JUDGES,
      'calibration',
      'verify',
      'eval',
      'correct',
      'storage',
      'drift',
      'background',
      'queue',
      'server',
    ],
    holds:
      'commander program; one file per command with an action `(io, …) => exitCode` testable without a process',
  },
  {
    name: 'root',
    paths: ['index.ts', 'judges/index.ts'],
    imports: [
      ...INNER,
      'model calls',
      'adapters',
      'checks',
      'config',
      ...JUDGES,
      'verify',
      'eval',
      'correct',
      'storage',
      'background',
      'queue',
    ],
    holds:
      "the public API of `faithcheck` and `faithcheck/judges` (whose judges the judges layer may only load on first use); the other subpaths are their folders' own `index.ts` — `/store`, `/config`, `/scoring`, `/checks`, `/correct`, `/eval`, `/queue`, `/server`, `/stream`, `/test`",
  },
  {
    name: 'test only',
    paths: [`**/${TEST_ONLY_FOLDER}/`, 'layers.ts'],
    imports: [],
    holds:
      'test helpers and fixtures (`__fixtures__/` beside the code they serve) and this table: never built, imported only by tests',
  },
];

/** The layer whose imports are not checked (test-only code may import anything). */
export const TEST_ONLY_LAYER = 'test only';

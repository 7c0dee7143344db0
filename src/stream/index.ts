/**
 * `faithcheck/stream`: verify an answer while it streams. `faithfulnessStream()` is an AI SDK
 * `experimental_transform` for `streamText` (ai 6 and 7) that marks, holds back or rewrites an
 * unsupported sentence before the user reads it, and writes each verdict to the UI message stream
 * as a `data-faithcheck` part; `segmentsFor()` turns a message with those parts into marked text.
 */
export {
  type FaithcheckDataPart,
  type FaithcheckPartData,
  type MarkedSegment,
  type SentenceAction,
  type StreamMode,
  type StreamVerdict,
  segmentsFor,
  type UIMessageWithParts,
} from './faithcheck-part.js';
export {
  DEFAULT_MAX_HOLD_MS,
  DEFAULT_PLACEHOLDER,
  type FaithfulnessStreamOptions,
  type FaithfulnessTransform,
  faithfulnessStream,
} from './faithfulness-stream.js';
export { closeStreamJudgeThread } from './judge-thread.js';
export {
  createSentenceCutter,
  DEFAULT_MAX_SENTENCE_CHARS,
  type SentenceCutter,
  type SentenceCutterOptions,
} from './sentence-cutter.js';
export type { StreamMetadata } from './stream-report.js';

/**
 * `faithcheck/eval`: what `faithcheck eval` and `calibrate` are made of — reading labelled data
 * and verify inputs (validated with zod, which the root never loads: decision 0014), judging each
 * example, the metrics and the report.
 */

export { parseVerifyInput, type VerifyInput } from '../input/parse-verify-input.js';
export {
  type ClassMetrics,
  type ConfusionMatrix,
  computeMetrics,
  computeSpeed,
  type LatencyPercentiles,
  type Outcome,
  percentile,
  type QualityMetrics,
  type SpeedMetrics,
} from './compute-metrics.js';
export {
  type DatasetSummary,
  type EvaluateJudgeOptions,
  type EvaluationProgress,
  type EvaluationResult,
  type EvaluationSummary,
  evaluateJudge,
  type OverallSummary,
} from './evaluate-judge.js';
export { formatEvalSummary } from './format-eval-summary.js';
export {
  type ExamplePrediction,
  exampleToJudgeInput,
  type JudgeExampleOptions,
  judgeExample,
} from './judge-example.js';
export {
  type GoldLabel,
  type LabelledExample,
  labelledExampleSchema,
  parseLabelledExamples,
  readFileLines,
  readLabelledExamples,
  streamLabelledExamples,
} from './read-labelled-examples.js';
export { type RenderEvalReportOptions, renderEvalReport } from './render-eval-report.js';

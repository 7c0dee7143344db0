/** `faithcheck/test`: helpers for testing code that uses faithcheck, without a model or a network. */
export {
  type MockJudge,
  type MockJudgeCall,
  type MockJudgeOptions,
  MockJudgeUnexpectedCallError,
  type MockVerdict,
  mockJudge,
} from './mock-judge.js';

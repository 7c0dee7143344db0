/**
 * Entry of a judge pool thread (piscina loads it by URL, from `dist/`). The default export is a
 * promise of the task handler: piscina waits for it, so a new thread — also one started after a
 * cancelled task was terminated — takes work only once its judge and WordNet are loaded.
 */
import { runJudgePoolTask, warmLocalJudge } from './local-judge-task.js';

async function start(): Promise<typeof runJudgePoolTask> {
  await warmLocalJudge();
  return runJudgePoolTask;
}

export default start();

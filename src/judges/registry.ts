/**
 * Judges by name, with what they need, for the CLI, the service and configuration.
 * A test asserts every judge DESIGN.md names is registered.
 */
import { ConfigurationError } from '../errors.js';
import type { JudgeV1 } from '../spec/judge.js';
import type { JudgeCache } from './llm/judge-cache.js';

export interface JudgeFactoryOptions {
  /** `PROVIDER:MODEL`, e.g. `openai:gpt-4o-mini`. */
  model?: string;
  baseUrl?: string;
  env?: NodeJS.ProcessEnv;
  /** Where model judges keep verdicts by content hash; default in memory (the service passes a SQL cache when it has a store). */
  cache?: JudgeCache;
  /**
   * The local judge's parameter file (`--local-params`, written by `faithcheck calibrate`); else
   * `FAITHCHECK_LOCAL_PARAMS` from `env`; else the shipped parameters. Used by `local` and `cascade`.
   */
  localParams?: string;
  /**
   * The local judge the cascade's first stage uses; default a new one with `localParams`. The
   * service passes one whose work runs on its judge pool (`pooledLocalJudge`).
   */
  localJudge?: JudgeV1;
}

/** The parameter file the local judge should load, if any: the option, else the environment. */
export function localParamsPath(
  options: Pick<JudgeFactoryOptions, 'localParams' | 'env'>,
): string | undefined {
  const path = options.localParams ?? options.env?.FAITHCHECK_LOCAL_PARAMS;
  return path && path.trim().length > 0 ? path : undefined;
}

export interface JudgeDescriptor {
  id: string;
  description: string;
  /** Whether it needs a model (and usually an API key). */
  needsModel: boolean;
  create(options: JudgeFactoryOptions): JudgeV1 | Promise<JudgeV1>;
}

const judges = new Map<string, JudgeDescriptor>();

export function registerJudge(descriptor: JudgeDescriptor): void {
  judges.set(descriptor.id, descriptor);
}

export function listJudges(): JudgeDescriptor[] {
  return [...judges.values()];
}

export async function createJudge(id: string, options: JudgeFactoryOptions = {}): Promise<JudgeV1> {
  const descriptor = judges.get(id);
  if (!descriptor) {
    const known = listJudges().map((judge) => judge.id);
    throw new ConfigurationError(
      `unknown judge "${id}"; available: ${known.length > 0 ? known.join(', ') : '(none)'}`,
    );
  }
  return descriptor.create(options);
}

import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../errors.js';
import { isMissingPackage, loadCheckQueueModule, missingPgBossError } from './load-check-queue.js';

describe('loading the durable queue (pg-boss is an optional peer)', () => {
  it('recognises a package that is not installed, and only that one', async () => {
    const missing = await import(/* @vite-ignore */ ['pg-boss', 'not-installed'].join('-')).catch(
      (error: unknown) => error,
    );
    expect(isMissingPackage(missing, 'pg-boss-not-installed')).toBe(true);
    expect(isMissingPackage(missing, 'pg-boss')).toBe(false);
    expect(isMissingPackage(new Error("Cannot find package 'pg-boss'"), 'pg-boss')).toBe(false);
  });

  it('says what to install, as a ConfigurationError (exit 2 in the CLI)', () => {
    const error = missingPgBossError();
    expect(ConfigurationError.isInstance(error)).toBe(true);
    expect(error.message).toContain('npm install pg-boss@12');
  });

  it('loads the queue when pg-boss is installed', async () => {
    expect(typeof (await loadCheckQueueModule()).createCheckQueue).toBe('function');
  });
});

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROMPT_FILES } from './model-calls/prompt-files.generated.js';
import { loadMigrations } from './store/run-migrations.js';

const root = new URL('../', import.meta.url);

describe('generated modules (migrations and prompts embedded for bundlers)', () => {
  it('are up to date with migrations/ and prompts/ (run `npm run generate` after editing them)', () => {
    // Exit code 1 (an exception here) names the stale module.
    expect(() =>
      execFileSync(process.execPath, ['scripts/generate-modules.mjs', '--check'], {
        cwd: root,
        stdio: 'pipe',
      }),
    ).not.toThrow();
  });

  it('hold the files byte for byte', async () => {
    const [first] = await loadMigrations();
    expect(first!.sql).toBe(readFileSync(new URL(`migrations/${first!.name}`, root), 'utf8'));
    expect(PROMPT_FILES['v1/verify-claims']).toBe(
      readFileSync(new URL('prompts/v1/verify-claims.md', root), 'utf8'),
    );
  });
});

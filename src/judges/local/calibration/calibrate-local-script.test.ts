import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** Runs `scripts/calibrate-local.mjs` (these cases stop before it loads the built code). */
function script(...args: string[]) {
  const run = spawnSync(process.execPath, ['scripts/calibrate-local.mjs', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '' },
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

describe('npm run calibrate (scripts/calibrate-local.mjs)', () => {
  it('documents its flags, with the default data folder next to the repository', () => {
    const { code, out } = script('--help');
    expect(code).toBe(0);
    expect(out).toMatch(
      /--data DIR +folder of the labelled JSONL files \(default: \.\.\/shared\/data next to/,
    );
    expect(out).toMatch(/--model NAME[\s\S]*--quick[\s\S]*--drop-features/);
  });

  it('exits 2 on an unknown flag and on a data folder without the files, naming what is missing', () => {
    expect(script('--bogus')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/Unknown option '--bogus'/),
    });
    const missing = script('--data', '/nonexistent/faithcheck-data', '--datasets', 'wice');
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/missing labelled data: \/nonexistent\/faithcheck-data\/wice\.dev\.jsonl/);
  });

  it('exits 2 on a tables folder without its held-out list, naming the folder', () => {
    const data = mkdtempSync(join(tmpdir(), 'faithcheck-calibrate-data-'));
    for (const name of ['wice', 'lfqa', 'factcheckgpt']) writeFileSync(join(data, `${name}.dev.jsonl`), '');
    const run = script('--data', data, '--tables', '/nonexistent/faithcheck-tables', '--dry-run');
    expect(run.code).toBe(2);
    expect(run.err).toMatch(
      /no single-edit tables in \/nonexistent\/faithcheck-tables \(it needs a held-out\.json\)/,
    );
  });
});

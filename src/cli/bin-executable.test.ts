/**
 * Every build leaves the `faithcheck` bin executable (issue 20 item 6): tsc writes `dist/cli/main.js`
 * 0644 after the build removed dist/, so a second build broke `npx faithcheck` (exit 127).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const script = join(root, 'scripts/make-bin-executable.mjs');
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the build leaves the bin executable', () => {
  it('runs make-bin-executable after tsc has written dist/', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    const build: string = manifest.scripts.build;
    expect(build).toContain('node scripts/make-bin-executable.mjs');
    expect(build.indexOf('make-bin-executable')).toBeGreaterThan(build.indexOf('tsc -p tsconfig.build.json'));
  });

  it('gives the bin file its run bits, and only the bin file', () => {
    const folder = mkdtempSync(join(tmpdir(), 'faithcheck-bin-'));
    folders.push(folder);
    mkdirSync(join(folder, 'dist/cli'), { recursive: true });
    writeFileSync(join(folder, 'package.json'), JSON.stringify({ bin: { faithcheck: 'dist/cli/main.js' } }));
    writeFileSync(join(folder, 'dist/cli/main.js'), '#!/usr/bin/env node\n');
    writeFileSync(join(folder, 'dist/cli/other.js'), '');
    chmodSync(join(folder, 'dist/cli/main.js'), 0o644);
    chmodSync(join(folder, 'dist/cli/other.js'), 0o644);
    execFileSync(process.execPath, [script, folder]);
    expect(statSync(join(folder, 'dist/cli/main.js')).mode & 0o777).toBe(0o755);
    expect(statSync(join(folder, 'dist/cli/other.js')).mode & 0o777).toBe(0o644);
  });
});

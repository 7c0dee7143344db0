import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { endQuietlyOnClosedPipe } from './closed-pipe.js';

const bin = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));

describe('a reader that closes the pipe early', () => {
  it('ends the CLI quietly with its exit code so far; any other stream error still throws', () => {
    const stream = new EventEmitter();
    const exits: number[] = [];
    endQuietlyOnClosedPipe(
      stream,
      (code) => exits.push(code),
      () => 0,
    );
    stream.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    expect(exits).toEqual([0]);
    expect(() => stream.emit('error', Object.assign(new Error('disk full'), { code: 'ENOSPC' }))).toThrow(
      'disk full',
    );
  });

  it.skipIf(!existsSync(bin))(
    '`faithcheck verify --help | head -1` prints no stack trace (built CLI)',
    async () => {
      const child = spawn(process.execPath, [bin, 'verify', '--help'], { stdio: ['ignore', 'pipe', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (data: Buffer) => {
        stderr += data.toString();
      });
      // Read one chunk, then close the pipe as `head -1` does.
      await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
      child.stdout.destroy();
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(stderr).not.toContain('EPIPE');
      expect(code).toBe(0);
    },
  );
});

/**
 * A config file in the working directory never runs code (issue 20 item 3). Before:
 * `verification.judge_module` in a `faithcheck.config.yaml` found in cwd was imported by `verify`
 * (even `--judge local`), `config`, `eval`, `serve` and the library's `verify()`; a `data:` URL was
 * enough, and nothing was printed.
 */
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../cli/__fixtures__/memory-io.js';
import { runCli } from '../cli/program.js';
import { loadConfig } from '../config/load-config.js';
import { ConfigurationError } from '../errors.js';
import { verify } from '../verify.js';
import { writeJudgeModule } from './__fixtures__/write-judge-module.js';

const answer = JSON.stringify({
  response: 'The refund window is 30 days.',
  chunks: [{ id: 'policy', text: 'The refund window is 30 days.' }],
});

/** A cloned repository: a config file naming a module that leaves a mark when it runs. */
function repository(named: 'relative' | 'absolute' = 'relative'): {
  cwd: string;
  marker: string;
  module: string;
} {
  const cwd = mkdtempSync(join(tmpdir(), 'faithcheck-clone-'));
  const marker = join(cwd, 'module-ran');
  const module = join(cwd, 'judge.mjs');
  writeFileSync(
    module,
    `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(marker)}, 'ran');\n` +
      `export { default } from ${JSON.stringify(pathToFileURL(writeJudgeModule('descriptor')).href)};\n`,
  );
  const judgeModule = named === 'relative' ? './judge.mjs' : module;
  writeFileSync(join(cwd, 'faithcheck.config.yaml'), `verification:\n  judge_module: ${judgeModule}\n`);
  writeFileSync(join(cwd, 'answer.json'), answer);
  return { cwd, marker, module };
}

function diskIO(cwd: string, env: NodeJS.ProcessEnv = {}) {
  const io = memoryIO({}, '', env);
  io.cwd = cwd;
  io.readFile = (path: string) => readFile(resolve(cwd, path), 'utf8');
  return io;
}

describe('judge modules load only when the user names them (issue 20 item 3)', () => {
  it('`faithcheck verify` in a folder whose config file names a module: exit 2, the module never runs', async () => {
    const { cwd, marker } = repository();
    const io = diskIO(cwd);
    expect(await runCli(['verify', 'answer.json'], io)).toBe(2);
    expect(io.err.join('')).toMatch(
      /judge_module in .*faithcheck\.config\.yaml names a module \(\.\/judge\.mjs\).*only found in the working directory.*--config/,
    );
    expect(existsSync(marker)).toBe(false);
  });

  it('`--judge local` and `faithcheck config` never load it', async () => {
    const { cwd, marker } = repository();
    const local = diskIO(cwd);
    expect(await runCli(['verify', 'answer.json', '--judge', 'local'], local)).toBeLessThan(2);
    const config = diskIO(cwd);
    expect(await runCli(['config'], config)).toBe(0);
    expect(config.out.join('')).toMatch(/judge used: none: the judge module \.\/judge\.mjs would be refused/);
    expect(existsSync(marker)).toBe(false);
  });

  it('a config file passed explicitly may name one: it is loaded, and the command says which', async () => {
    const { cwd, marker, module } = repository();
    const io = diskIO(cwd);
    expect(await runCli(['verify', 'answer.json', '--config', 'faithcheck.config.yaml'], io)).toBe(0);
    expect(existsSync(marker)).toBe(true);
    expect(io.err.join('')).toContain(
      `faithcheck verify: loaded the judge module ${module} (judges: sentences)`,
    );
  });

  it('the library’s verify() refuses a module named by a config file it found in the working directory', async () => {
    // An absolute path: the module would load from any working directory.
    const { cwd, marker } = repository('absolute');
    const config = await loadConfig({ cwd, env: {} });
    const failure = await verify({ ...JSON.parse(answer), config }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(ConfigurationError.isInstance(failure)).toBe(true);
    expect((failure as Error).message).toMatch(/only found in the working directory/);
    expect(existsSync(marker)).toBe(false);
  });

  it('never imports a data: URL', async () => {
    const code = 'globalThis.__faithcheckDataUrlRan = true; export default () => ({});';
    const url = `data:text/javascript,${encodeURIComponent(code)}`;
    const io = memoryIO({ 'answer.json': answer }, '', { FAITHCHECK_JUDGE_MODULE: url });
    expect(await runCli(['verify', 'answer.json'], io)).toBe(2);
    expect(io.err.join('')).toMatch(
      /is a data: URL; verification\.judge_module must be a file path or a file: URL/,
    );
    expect((globalThis as { __faithcheckDataUrlRan?: boolean }).__faithcheckDataUrlRan).toBeUndefined();
  });
});

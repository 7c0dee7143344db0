import { describe, expect, it } from 'vitest';
import { memoryIO } from '../__fixtures__/memory-io.js';
import { runCli } from '../program.js';
import { runConfig } from './config.js';

const correctiveRagConfig = `verification:
  enabled: true
  confidence_threshold: 0.8
  max_crag_attempts: 3
  show_claims: false
`;

describe('faithcheck config', () => {
  it('prints the effective configuration and where each value came from', async () => {
    const io = memoryIO({ '/faithcheck.config.yaml': correctiveRagConfig }, '', {
      ENABLE_VERIFICATION: 'false',
    });
    const code = await runCli(['config'], io);
    expect(code).toBe(0);
    const text = io.out.join('');
    expect(text).toContain('config file: /faithcheck.config.yaml');
    expect(text).toMatch(/verification\.enabled\s+false\s+env ENABLE_VERIFICATION/);
    expect(text).toMatch(/verification\.threshold\s+0\.8\s+file verification\.confidence_threshold/);
    expect(text).toMatch(/verification\.max_crag_attempts\s+3\s+file verification\.max_crag_attempts/);
    expect(text).toMatch(/verification\.policy\s+ratio\s+default/);
    expect(text).toContain('precedence: request options > environment > config file > defaults');
  });

  it('prints JSON with values and sources, reading --config relative to the working directory', async () => {
    const io = memoryIO({ '/conf/app.yaml': 'verification:\n  enable: false\n' });
    io.cwd = '/conf';
    const code = await runConfig(io, { json: true, config: 'app.yaml' });
    expect(code).toBe(0);
    const json = JSON.parse(io.out.join(''));
    expect(json.file).toBe('/conf/app.yaml');
    expect(json.values.enabled).toBe(false);
    expect(json.sources['verification.enabled']).toEqual({
      layer: 'file',
      name: 'verification.enable',
      file: '/conf/app.yaml',
    });
    expect(json.sources['verification.threshold']).toEqual({ layer: 'default', name: 'default' });
  });

  it('says when no config file was found', async () => {
    const io = memoryIO();
    expect(await runConfig(io, {})).toBe(0);
    expect(io.out.join('')).toContain(
      'config file: none (no faithcheck.config.yaml or faithcheck.config.yml in /)',
    );
  });

  it.each([
    [
      { FAITHFULNESS_THRESHOLD: '2' },
      {},
      [],
      /faithcheck config: invalid value for verification\.threshold from environment variable FAITHFULNESS_THRESHOLD/,
    ],
    [
      {},
      { '/faithcheck.config.yaml': 'verification:\n  show_claims: sometimes\n' },
      [],
      /show_claims in the config file \/faithcheck\.config\.yaml .*allowed: true or false/,
    ],
    [
      {},
      {},
      ['--config', 'missing.yaml'],
      /the config file \/missing\.yaml \(from --config\) does not exist/,
    ],
  ])(
    'exits 2 with the key, the layer and what is allowed on a bad value (%#)',
    async (env, files, argv, message) => {
      const io = memoryIO(files, '', env);
      expect(await runCli(['config', ...argv], io)).toBe(2);
      expect(io.err.join('')).toMatch(message);
      expect(io.err.join('')).not.toMatch(/\bat .*\.ts:\d+/);
    },
  );

  it('does not list the background-check gate among the file keys, since the file cannot set it (issue 20 item 11)', async () => {
    const io = memoryIO({ '/faithcheck.config.yaml': 'verification:\n  check_responses: true\n' });
    expect(await runCli(['config'], io)).toBe(0);
    const text = io.out.join('');
    expect(text).not.toMatch(/^verification\.check_responses/m);
    expect(text).toMatch(
      /set by the environment or in code only[\s\S]*ENABLE_FAITHFULNESS_CHECK=false\s+\(default\)/,
    );
    expect(text).toContain(
      'verification.check_responses cannot be set in the config file /faithcheck.config.yaml (ignored): set ENABLE_FAITHFULNESS_CHECK in the environment, or checkResponses in code',
    );
  });
});

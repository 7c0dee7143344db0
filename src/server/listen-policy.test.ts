import { afterEach, describe, expect, it } from 'vitest';
import { ConfigurationError } from '../errors.js';
import { createApp } from './create-app.js';
import { assertListenAllowed, isLoopbackHost } from './listen-policy.js';
import { type RunningServer, startServer } from './start-server.js';
import { KEY } from './testing/fixtures.js';

describe('isLoopbackHost', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['localhost', true],
    ['::1', true],
    ['[::1]', true],
    ['::ffff:127.0.0.1', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.10', false],
    ['example.com', false],
    ['128.0.0.1', false],
  ])('%s → %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });
});

describe('the listen rule', () => {
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('refuses beyond loopback without keys, with a message saying what to do', () => {
    expect(() => assertListenAllowed({ host: '0.0.0.0', apiKeys: [] })).toThrow(ConfigurationError);
    expect(() => assertListenAllowed({ host: '0.0.0.0', apiKeys: [] })).toThrow(/FAITHCHECK_API_KEYS/);
    expect(() => assertListenAllowed({ host: '0.0.0.0', apiKeys: [KEY] })).not.toThrow();
    expect(() => assertListenAllowed({ host: '127.0.0.1', apiKeys: [] })).not.toThrow();
  });

  it('startServer refuses to listen on 0.0.0.0 without keys', async () => {
    await expect(startServer({ app: createApp({}), host: '0.0.0.0', port: 0, apiKeys: [] })).rejects.toThrow(
      /refusing to listen on 0.0.0.0/,
    );
  });

  it('startServer listens on loopback and serves the app', async () => {
    server = await startServer({ app: createApp({}), host: '127.0.0.1', port: 0, apiKeys: [] });
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { ok: boolean }).ok).toBe(true);
  });
});

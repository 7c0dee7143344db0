import { afterEach, describe, expect, it } from 'vitest';
import { ConfigurationError } from '../errors.js';
import { KEY } from './__fixtures__/fixtures.js';
import { createApp } from './create-app.js';
import { type HostLookup, isLoopbackAddress, resolveListenAddress } from './listen-policy.js';
import { type RunningServer, startServer } from './start-server.js';

/** A resolver answering from a table, as /etc/hosts or a DNS server would; unknown names fail. */
function fakeLookup(table: Record<string, string[]>): HostLookup {
  return async (host) => {
    const addresses = table[host];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address }));
  };
}

describe('isLoopbackAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['::1', true],
    ['[::1]', true],
    ['::ffff:127.0.0.1', true],
    ['localhost', false],
    ['evil.localhost', false],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.10', false],
    ['128.0.0.1', false],
  ])('%s → %s', (host, expected) => {
    expect(isLoopbackAddress(host)).toBe(expected);
  });
});

describe('the listen rule', () => {
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('refuses beyond loopback without keys, with a message saying what to do', async () => {
    await expect(resolveListenAddress({ host: '0.0.0.0', apiKeys: [] })).rejects.toThrow(ConfigurationError);
    await expect(resolveListenAddress({ host: '0.0.0.0', apiKeys: [] })).rejects.toThrow(
      /FAITHCHECK_API_KEYS/,
    );
    await expect(resolveListenAddress({ host: '0.0.0.0', apiKeys: [KEY] })).resolves.toBe('0.0.0.0');
    await expect(resolveListenAddress({ host: '127.0.0.1', apiKeys: [] })).resolves.toBe('127.0.0.1');
    await expect(resolveListenAddress({ host: '[::1]', apiKeys: [] })).resolves.toBe('::1');
  });

  it('decides by the address a name resolves to, not by the name (issue 16 item 13)', async () => {
    const lookup = fakeLookup({
      'evil.localhost': ['0.0.0.0'],
      localhost: ['127.0.0.1', '::1'],
      'split.example': ['127.0.0.1', '10.0.0.7'],
    });
    await expect(resolveListenAddress({ host: 'evil.localhost', apiKeys: [], lookup })).rejects.toThrow(
      'refusing to listen on evil.localhost (0.0.0.0) without authentication',
    );
    await expect(resolveListenAddress({ host: 'split.example', apiKeys: [], lookup })).rejects.toThrow(
      /split\.example \(10\.0\.0\.7\)/,
    );
    await expect(resolveListenAddress({ host: 'localhost', apiKeys: [], lookup })).resolves.toBe('127.0.0.1');
    await expect(resolveListenAddress({ host: 'evil.localhost', apiKeys: [KEY], lookup })).resolves.toBe(
      '0.0.0.0',
    );
  });

  it('says why a name cannot be used: unknown, or no answer in time (issue 16 item 14)', async () => {
    await expect(
      resolveListenAddress({ host: 'nowhere.invalid', apiKeys: [], lookup: fakeLookup({}) }),
    ).rejects.toThrow('--host "nowhere.invalid" cannot be resolved (no such host)');
    const never: HostLookup = () => new Promise(() => {});
    await expect(
      resolveListenAddress({ host: 'slow.example', apiKeys: [], lookup: never, timeoutMs: 1 }),
    ).rejects.toThrow('--host "slow.example" did not resolve within 0.001 s');
  });

  it('startServer refuses to listen on 0.0.0.0 without keys, or on a name resolving there', async () => {
    await expect(startServer({ app: createApp({}), host: '0.0.0.0', port: 0, apiKeys: [] })).rejects.toThrow(
      /refusing to listen on 0.0.0.0/,
    );
    await expect(
      startServer({
        app: createApp({}),
        host: 'evil.localhost',
        port: 0,
        apiKeys: [],
        lookup: fakeLookup({ 'evil.localhost': ['0.0.0.0'] }),
      }),
    ).rejects.toThrow(/refusing to listen on evil\.localhost/);
  });

  it('startServer listens on loopback and serves the app', async () => {
    server = await startServer({ app: createApp({}), host: '127.0.0.1', port: 0, apiKeys: [] });
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { ok: boolean }).ok).toBe(true);
  });
});

/**
 * Runs an app on Node with `@hono/node-server`, enforcing the listen rule (no API keys → loopback
 * only, decided on the resolved address) before anything listens. Resolves once the port is bound, with the URL and a `close()`
 * that stops accepting connections and waits for open ones.
 */

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { ApiKey } from './api-keys.js';
import { type HostLookup, resolveListenAddress } from './listen-policy.js';

/**
 * How long an idle kept-alive connection stays open. Longer than the idle timeout of common
 * clients and proxies (Node's fetch 4 s, load balancers 60 s), so the client closes first: a
 * request sent on a socket the server is closing at that moment is lost with ECONNRESET, which a
 * late timer (a busy event loop) made common (issue 16 item 10).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** Node requires the headers timeout to exceed the keep-alive timeout. */
export const HEADERS_TIMEOUT_MS = KEEP_ALIVE_TIMEOUT_MS + 1_000;

export interface StartServerOptions {
  app: Hono;
  /** Default `127.0.0.1`. */
  host?: string;
  /** Default 8787; `0` picks a free port. */
  port?: number;
  /** The keys the app was built with; used only for the listen rule. */
  apiKeys: readonly (string | ApiKey)[];
  /** Resolves a host name (default `dns.promises.lookup`); injectable for tests. */
  lookup?: HostLookup;
}

export interface RunningServer {
  /** e.g. `http://127.0.0.1:8787` */
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * @throws ConfigurationError when `host` does not resolve, or resolves beyond loopback without API keys.
 * @example
 * const server = await startServer({ app, host: '127.0.0.1', port: 0, apiKeys: [] });
 * await fetch(`${server.url}/healthz`);
 * await server.close();
 */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  // Listen on the address the rule was decided on, not on the name (which could resolve anew).
  const address = await resolveListenAddress({ host, apiKeys: options.apiKeys, lookup: options.lookup });
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: options.app.fetch, hostname: address, port: options.port ?? 8787 },
      (info) => {
        const bound = info as AddressInfo;
        const shownHost = address.includes(':') ? `[${address}]` : address;
        resolve({
          url: `http://${shownHost}:${bound.port}`,
          port: bound.port,
          close: () =>
            new Promise<void>((done, fail) => {
              server.close((error) => (error ? fail(error) : done()));
              (server as { closeAllConnections?: () => void }).closeAllConnections?.();
            }),
        });
      },
    );
    const http = server as Server;
    http.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    http.headersTimeout = HEADERS_TIMEOUT_MS;
    server.once('error', reject);
  });
}

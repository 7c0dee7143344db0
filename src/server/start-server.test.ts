import { connect } from 'node:net';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './start-server.js';

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('startServer', () => {
  // A client reuses an idle socket until its own idle timeout (Node's fetch: 4 s, proxies: 60 s).
  // If the server closes first, a request the client sends meanwhile dies with ECONNRESET; a late
  // server (a busy loop) made that common. The server must be the side that keeps sockets longer.
  it('keeps an idle kept-alive socket open past 5 s, so a reused socket is not reset (issue 16 item 10)', async () => {
    const app = new Hono();
    app.get('/ping', (context) => context.text('pong'));
    server = await startServer({ app, port: 0, apiKeys: [] });
    const socket = connect(server.port, '127.0.0.1');
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    let received = '';
    const responses = () => received.split('HTTP/1.1 200').length - 1;
    const closed = new Promise<string>((resolve) => {
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      socket.on('close', () => resolve('closed'));
    });
    const answered = (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (responses() >= count && received.endsWith('pong')) resolve();
        };
        socket.on('data', (data) => {
          received += data.toString('latin1');
          check();
        });
      });
    const request = 'GET /ping HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n';
    const first = answered(1);
    socket.write(request);
    await first;
    // Idle for longer than Node's default keep-alive timeout (5 s, enforced within about a second), then reused.
    const second = Promise.race([answered(2).then(() => 'answered'), closed]);
    await new Promise((resolve) => setTimeout(resolve, 7_500));
    if (!socket.destroyed) socket.write(request);
    expect(await second).toBe('answered');
    socket.destroy();
  }, 30_000);
});

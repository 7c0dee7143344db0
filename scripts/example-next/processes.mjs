/**
 * Child processes for the example run: each in its own process group (so a server's own
 * children stop with it), output kept for assertions and for the failure message.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A port free on 127.0.0.1 right now. */
export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs a command to completion (the finished child: `output()`, `stdout()`); throws with its output's tail when it fails. */
export async function run(command, args, { cwd, env, label = `${command} ${args.join(' ')}` } = {}) {
  const child = start(command, args, { cwd, env });
  const code = await child.exited;
  if (code !== 0) throw new Error(`${label} exited with ${code}:\n${tail(child.output(), 60)}`);
  return child;
}

/** Starts a long-running process; `stop()` ends its group. */
export function start(command, args, { cwd, env } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  let stdout = '';
  const listeners = new Set();
  const append = (data) => {
    output += data;
    for (const listener of listeners) listener();
  };
  child.stdout.setEncoding('utf8').on('data', (data) => {
    stdout += data;
    append(data);
  });
  child.stderr.setEncoding('utf8').on('data', append);
  const exited = new Promise((resolve) => {
    child.on('error', (error) => {
      append(`\n${error.message}\n`);
      resolve(-1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : -1)));
  });
  let running = true;
  void exited.then(() => {
    running = false;
    for (const listener of listeners) listener();
  });
  return {
    exited,
    output: () => output,
    stdout: () => stdout,
    /** Resolves with the match once the output matches `pattern`; rejects after `timeoutMs` or on exit. */
    waitForOutput(pattern, { timeoutMs, from = 0 }) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = output.slice(from).match(pattern);
          if (match) finish(() => resolve(match));
          else if (!running) finish(() => reject(new Error(`${command} exited before printing ${pattern}`)));
        };
        const timer = setTimeout(
          () => finish(() => reject(new Error(`no ${pattern} in ${command}'s output after ${timeoutMs} ms`))),
          timeoutMs,
        );
        const finish = (settle) => {
          clearTimeout(timer);
          listeners.delete(check);
          settle();
        };
        listeners.add(check);
        check();
      });
    },
    /** Sends `signal` to the process group. */
    kill(signal) {
      if (!running) return;
      try {
        process.kill(-child.pid, signal);
      } catch {}
    },
    async stop() {
      if (!running) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      const stopped = await Promise.race([exited.then(() => true), delay(5000).then(() => false)]);
      if (!stopped) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {}
        await exited;
      }
    },
  };
}

export const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export const tail = (text, lines) => text.trimEnd().split('\n').slice(-lines).join('\n');

import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startCdnStack } from '../../browser/support/behind-cdn';

// The entry as the CDN deployment runs it (test/runtime/node-shop.mjs, docs/deployment.md) keeps the listener limits
// docs/server-entry.md promises: a slow client is cut off with 408 at the header and request limits, and past the
// connection cap a new connection is closed at once. The limits are shortened here (HEADERS_TIMEOUT_MS,
// REQUEST_TIMEOUT_MS, MAX_CONNECTIONS), and each check waits for the connection's close, never for a time.

const running: ChildProcess[] = [];

afterEach(async () => {
  await Promise.all(
    running.splice(0).map(
      (child) =>
        new Promise<void>((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done();
          child.once('exit', () => done());
          child.kill('SIGTERM');
        }),
    ),
  );
});

/** Starts node-shop.mjs on the build (the services are never called by these requests); resolves with its port. */
const shop = (limits: Record<string, string>): Promise<number> =>
  new Promise((done, fail) => {
    const { PATH, HOME } = process.env;
    const child = spawn(process.execPath, ['test/runtime/node-shop.mjs'], {
      env: {
        PATH,
        HOME,
        SERVICE_BASE_URL: 'http://127.0.0.1:9',
        PUBLIC_ORIGIN: 'https://shop.example',
        SERVICE_ENTRY_TOKEN: 'secret',
        NODE_ENV: 'production',
        ...limits,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.push(child);
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /PORT (\d+)/.exec(output)?.[1];
      if (port) done(Number(port));
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => fail(new Error(`node-shop.mjs exited (${code}):\n${output}`)));
  });

/** A connection that sends `start` and then one more byte each time the previous one is written; what it got when closed. */
const trickle = (port: number, start: string): Promise<string> =>
  new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let dripping: ReturnType<typeof setInterval> | undefined;
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(dripping);
      done(text);
    });
    socket.write(start, () => {
      // A byte now and then: a client that is slow, not idle.
      dripping = setInterval(() => socket.writable && socket.write('x'), 100);
    });
  });

describe('the entry as the CDN deployment runs it (test/runtime/node-shop.mjs)', () => {
  it('answers a client that trickles its headers or its form 408 at the limits and closes its connection', async () => {
    const port = await shop({ HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2000' });
    const [headers, body] = await Promise.all([
      trickle(port, 'GET / HTTP/1.1\r\nHost: shop.example\r\nX-Slow: '),
      trickle(
        port,
        'POST /subscribenewsletter HTTP/1.1\r\nHost: shop.example\r\nOrigin: https://shop.example\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n',
      ),
    ]);
    expect(headers).toMatch(/^HTTP\/1\.1 408 /);
    expect(body).toMatch(/^HTTP\/1\.1 408 /);
  }, 30_000);

  it('closes a connection past the cap at once, unanswered, and serves the next visitor once one is free', async () => {
    const port = await shop({ MAX_CONNECTIONS: '20' });
    const open = await Promise.all(
      Array.from(
        { length: 20 },
        () =>
          new Promise<ReturnType<typeof connect>>((done) => {
            const socket = connect(port, '127.0.0.1', () => done(socket));
            socket.on('error', () => undefined);
          }),
      ),
    );
    const extra = await new Promise<string>((done) => {
      const socket = connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      socket.on('error', () => undefined);
      socket.on('close', () => done(text));
      socket.write('GET /robots.txt HTTP/1.1\r\nHost: shop.example\r\n\r\n');
    });
    expect(extra).toBe('');
    await Promise.all(open.map((socket) => new Promise((done) => socket.once('close', done).end())));
    await expect
      .poll(() =>
        fetch(`http://127.0.0.1:${port}/robots.txt`).then(
          (response) => response.status,
          () => 0,
        ),
      )
      .toBe(200);
  }, 30_000);

  it('cuts a slow client off through Varnish too: its headers by Varnish, its form by the entry with the 408', async () => {
    const stack = await startCdnStack('dist', { HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2000' });
    try {
      const port = Number(new URL(stack.url).port);
      const [headers, body] = await Promise.all([
        trickle(port, 'GET / HTTP/1.1\r\nHost: shop.example\r\nX-Slow: '),
        trickle(
          port,
          `POST /subscribenewsletter HTTP/1.1\r\nHost: shop.example\r\nOrigin: ${stack.url}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n`,
        ),
      ]);
      // Varnish closes a connection whose headers are not complete within its timeout_idle (5 s), unanswered.
      expect(headers).toBe('');
      expect(body).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      await stack.close();
    }
  }, 90_000);
});

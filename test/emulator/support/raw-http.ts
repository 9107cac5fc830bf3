import { request } from 'node:http';
import { connect } from 'node:net';

/** What came back for one request: a status (0 when none), the body, and whether the connection was reset. */
export interface RawAnswer {
  readonly status: number;
  readonly body: string;
  readonly contentType: string;
  readonly reset: boolean;
  /** A failure other than a reset (time-out, refused), with its message. */
  readonly failure?: string;
}

const RESET_CODES = new Set(['ECONNRESET', 'EPIPE']);
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

const target = (url: string): URL => {
  const parsed = new URL(url);
  if (!LOOPBACK.has(parsed.hostname)) throw new Error('These requests go to this machine only.');
  return parsed;
};

/** One HTTP request over a fresh connection; `body` as bytes, `chunked` sends it without Content-Length. */
export const send = (
  url: string,
  method: string,
  path: string,
  options: {
    headers?: Record<string, string>;
    body?: Buffer | string;
    chunked?: boolean;
    timeoutMs?: number;
  } = {},
): Promise<RawAnswer> =>
  new Promise((resolve) => {
    const base = target(url);
    const body = options.body === undefined ? undefined : Buffer.from(options.body);
    const headers = { ...(options.headers ?? {}), ...(body && !options.chunked ? { 'Content-Length': String(body.length) } : {}) };
    let settled = false;
    const finish = (answer: RawAnswer) => {
      if (!settled) {
        settled = true;
        resolve(answer);
      }
    };
    const req = request({ host: base.hostname, port: base.port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        finish({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          contentType: String(res.headers['content-type'] ?? ''),
          reset: false,
        }),
      );
      res.on('error', (error: NodeJS.ErrnoException) =>
        finish({
          status: res.statusCode ?? 0,
          body: '',
          contentType: '',
          reset: RESET_CODES.has(error.code ?? ''),
          failure: error.message,
        }),
      );
    });
    req.setTimeout(options.timeoutMs ?? 10_000, () => req.destroy(new Error('timed out')));
    req.on('error', (error: NodeJS.ErrnoException) =>
      finish({ status: 0, body: '', contentType: '', reset: RESET_CODES.has(error.code ?? ''), failure: error.message }),
    );
    if (body && options.chunked) {
      // Several chunks, so the server sees a body of unknown length arrive piece by piece.
      for (let offset = 0; offset < body.length; offset += 16 * 1024) req.write(body.subarray(offset, offset + 16 * 1024));
      req.end();
    } else req.end(body);
  });

/** Whether `bytes` hold one whole HTTP/1.1 response (head plus a Content-Length or chunked body). */
const completeResponse = (bytes: Buffer): boolean => {
  const text = bytes.toString('latin1');
  const split = text.indexOf('\r\n\r\n');
  if (split < 0) return false;
  const head = text.slice(0, split);
  const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
  if (length !== undefined) return bytes.length >= split + 4 + Number(length);
  if (/\r\ntransfer-encoding: *chunked/i.test(head)) return text.includes('\r\n0\r\n\r\n', split) || text.endsWith('0\r\n\r\n');
  return /^HTTP\/1\.[01] (1\d\d|204|304)/.test(head);
};

/**
 * Writes raw bytes on a fresh TCP connection (a request line Node's client would never send) and reads until one
 * whole response has come or the server closes. With `halfClose` the client also closes its side after writing
 * (Node then treats the request as given up: it may go unanswered). The status comes from the first line.
 */
export const sendRaw = (
  url: string,
  bytes: Buffer | string,
  options: { halfClose?: boolean; timeoutMs?: number } = {},
): Promise<RawAnswer> =>
  new Promise((resolve) => {
    const base = target(url);
    const socket = connect({ host: base.hostname, port: Number(base.port) });
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (answer: Omit<RawAnswer, 'status' | 'body' | 'contentType'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const head = split < 0 ? text : text.slice(0, split);
      // The first answer only (a pipelined request gets a second one after it).
      const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
      resolve({
        ...answer,
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0),
        body: split < 0 ? '' : text.slice(split + 4, length === undefined ? undefined : split + 4 + Number(length)),
        contentType: /\r\ncontent-type: *([^\r\n]*)/i.exec(head)?.[1] ?? '',
      });
      socket.destroy();
    };
    const timer = setTimeout(() => finish({ reset: false, failure: 'timed out' }), options.timeoutMs ?? 10_000);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (completeResponse(Buffer.concat(chunks))) finish({ reset: false });
    });
    socket.on('end', () => finish({ reset: false }));
    socket.on('close', () => finish({ reset: false }));
    socket.on('error', (error: NodeJS.ErrnoException) => finish({ reset: RESET_CODES.has(error.code ?? ''), failure: error.message }));
    socket.on('connect', () => {
      socket.write(bytes);
      if (options.halfClose) socket.end();
    });
  });

/** Opens a request, sends part of it and drops the connection (a client that goes away mid-request). */
export const abandon = (url: string, bytes: string): Promise<void> =>
  new Promise((resolve) => {
    const base = target(url);
    const socket = connect({ host: base.hostname, port: Number(base.port) });
    socket.on('error', () => resolve());
    socket.on('connect', () => {
      socket.write(bytes);
      setTimeout(() => {
        socket.destroy();
        resolve();
      }, 30);
    });
  });

import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/** Parser errors that mean the client sent too much header (431), or too slowly (408); every other one is a 400. */
const STATUS_BY_CODE: Readonly<Record<string, number>> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/** Errors of a connection the client already dropped: nothing to answer, nothing to log. */
const GONE = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED']);

const rawAnswer = (status: number, type: string, detail: string, extra = ''): string => {
  const body = JSON.stringify({ type, detail });
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Cache-Control: no-store\r\n${extra}Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
};

/** Node's `connect` handler: the emulator is no proxy, so CONNECT is a 405 JSON (Node would drop the connection). */
export const refuseConnect = (_request: unknown, socket: Duplex): void => {
  socket.on('error', () => socket.destroy());
  socket.end(
    rawAnswer(
      405,
      'urn:emulator:method_not_allowed',
      'The emulator is no proxy: CONNECT is not served.',
      'Allow: GET, HEAD, POST, PUT, DELETE\r\n',
    ),
  );
};

/**
 * Node's `clientError` handler: a request Node's HTTP parser refuses (a malformed request line or header, a header
 * over Node's limit) is answered with a JSON error `{ type, detail }` and the connection closed, instead of Node's
 * bare 400; a client that went away is let go silently (it is no server error).
 */
export const answerClientError = (error: Error & { code?: string }, socket: Duplex): void => {
  const inResponse = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
  if (GONE.has(error.code ?? '') || !socket.writable || inResponse) {
    socket.destroy();
    return;
  }
  const status = STATUS_BY_CODE[error.code ?? ''] ?? 400;
  socket.end(
    rawAnswer(
      status,
      status === 431 ? 'urn:emulator:header_too_large' : status === 408 ? 'urn:emulator:request_timeout' : 'urn:emulator:malformed_request',
      status === 431
        ? 'The request headers are too large.'
        : status === 408
          ? 'The request took too long to arrive.'
          : 'The request line or headers are not valid HTTP/1.1.',
    ),
  );
};

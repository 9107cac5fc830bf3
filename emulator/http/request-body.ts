import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { HttpError } from './answers';

/** The largest request body the emulator reads (bytes); more is answered with 413. */
export const BODY_LIMIT_BYTES = 64 * 1024;
/** How deep arrays and objects of a JSON body may nest; deeper is answered with 400 before parsing. */
export const MAX_JSON_DEPTH = 16;

/**
 * Whether a JSON text nests arrays or objects deeper than `max`: one pass over the text, brackets inside strings
 * ignored, so a body of thousands of nested brackets never reaches a recursive parser, decoder or error reporter.
 */
export const jsonNestsDeeperThan = (text: string, max: number): boolean => {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i += 1; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return false;
};

/** Whether the body is form-encoded (the control page's forms, one-click unsubscribe). */
export const isForm = (c: Context): boolean =>
  (c.req.header('content-type') ?? '').toLowerCase().includes('application/x-www-form-urlencoded');

/** The 413 answer of a body over the limit. */
export const tooLarge = (): HttpError =>
  new HttpError(413, 'urn:emulator:payload_too_large', `Request bodies may hold at most ${BODY_LIMIT_BYTES / 1024} kB.`);

/** The error of a body whose client went away before it ended (answered by nobody, logged by nobody). */
const clientLeft = (): Error =>
  Object.assign(new Error('The client closed the connection before the body ended.'), { name: 'AbortError', code: 'ECONNRESET' });

/**
 * Reads a body up to the limit. A longer one (sent without Content-Length, so the middleware could not refuse it up
 * front) is a 413; the rest of it is drained by the HTTP layer after the answer, so the client gets the 413 instead
 * of a reset connection. On Node it reads the request stream itself: no web stream is built, which keeps about half
 * again as many sign-ups per second as reading the Fetch body (test/load/run-signup-load.ts).
 */
const readIncoming = (incoming: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    if (incoming.readableEnded) {
      resolve(Buffer.alloc(0));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onGone);
      incoming.off('close', onGone);
    };
    // Once stopped, the stream keeps flowing with no listener: the rest of an oversized body is read and dropped.
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT_BYTES) {
        stop();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onGone = () => {
      stop();
      reject(clientLeft());
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onGone);
    incoming.on('close', onGone);
  });

/** The same limit over a Fetch request's body (off Node, e.g. app.request in tests). */
const readRequest = async (request: Request): Promise<Buffer> => {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > BODY_LIMIT_BYTES) {
      reader.releaseLock();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
};

const bodies = new WeakMap<Request, Promise<Buffer>>();

/** The body's bytes (at most BODY_LIMIT_BYTES, else 413), read once per request. */
export const readBytes = (c: Context): Promise<Buffer> => {
  let body = bodies.get(c.req.raw);
  if (!body) {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    body = incoming ? readIncoming(incoming) : readRequest(c.req.raw);
    bodies.set(c.req.raw, body);
  }
  return body;
};

/** The body as text. */
const bodyText = async (c: Context): Promise<string> => (await readBytes(c)).toString('utf8');

/** The JSON body: null when empty; malformed or too deeply nested JSON is a 400. */
export const readJson = async (c: Context): Promise<unknown> => {
  const text = await bodyText(c);
  if (text.trim() === '') return null;
  if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw new HttpError(400, 'urn:emulator:json_too_deep', `JSON bodies may nest arrays and objects at most ${MAX_JSON_DEPTH} deep.`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'urn:emulator:malformed_json', 'The request body is not valid JSON.');
  }
};

/** The form-encoded body's fields. */
export const readForm = async (c: Context): Promise<URLSearchParams> => new URLSearchParams(await bodyText(c));

/** A JSON object or form-encoded body as a record; anything else (an array, a number, null) is an empty record. */
export const readInput = async (c: Context): Promise<Record<string, unknown>> => {
  if (isForm(c)) return Object.fromEntries(await readForm(c));
  const body = await readJson(c);
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
};

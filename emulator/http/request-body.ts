import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
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

/**
 * Refuses a body over the limit with 413: a declared length before reading, an undeclared (chunked) one as it is
 * read. Every handler after it reads the body once, through Hono (which keeps it for a second read).
 */
export const limitBody = (): MiddlewareHandler =>
  bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    onError: () => {
      throw tooLarge();
    },
  });

/** The body's bytes (at most BODY_LIMIT_BYTES: limitBody() answered anything longer). */
export const readBytes = (c: Context): Promise<ArrayBuffer> => c.req.arrayBuffer();

/** The body as text. */
const bodyText = (c: Context): Promise<string> => c.req.text();

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

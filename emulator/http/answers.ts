import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Extra response headers; a list sends the header once per value (Set-Cookie). */
export type AnswerHeaders = Readonly<Record<string, string | string[]>>;

/**
 * A refusal a handler throws anywhere: answered as JSON `{ type, detail }` with its status. `detail` is written for the
 * caller and never carries an internal error's text (unexpected errors are answered with a generic one and logged).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    detail: string,
    readonly headers: AnswerHeaders = {},
  ) {
    super(detail);
  }
}

/** A JSON answer, never cached. */
export const json = (c: Context, status: number, body: unknown, headers: AnswerHeaders = {}): Response =>
  c.body(JSON.stringify(body), status as ContentfulStatusCode, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });

/** A JSON error answer `{ type, detail }`. */
export const problem = (c: Context, status: number, type: string, detail: string, headers: AnswerHeaders = {}): Response =>
  json(c, status, { type, detail }, headers);

/** The same answer built without a Hono context (for requests the HTTP layer refuses before routing). */
export const problemResponse = (status: number, type: string, detail: string): Response =>
  new Response(JSON.stringify({ type, detail }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/** A redirect after a control-page form (303: the browser GETs the page again). */
export const seeOther = (c: Context, location: string): Response => c.body(null, 303, { Location: location });

import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { IgnoredBody, requestJson, requestJsonAnswer } from '../../../core/shared/request-json';
import { FakeHttpClient, offline, reply, timedOut } from '../../fakes/fake-http-client';

const Greeting = t.type({ hello: t.string });
const get = { method: 'GET', url: '/service/greeting' } as const;
const run = (answer: ConstructorParameters<typeof FakeHttpClient>[0]) => requestJson(Greeting)(new FakeHttpClient(answer), get)();

describe('requestJson over the HTTP port', () => {
  it('yields the decoded body of a 2xx answer and sends the request as given', async () => {
    const http = new FakeHttpClient([reply(201, { hello: 'world', extra: 1 })]);
    const request = { method: 'POST', url: '/x', body: { a: 1 }, noCache: true, timeoutMs: 500 } as const;
    expect(await requestJson(Greeting)(http, request)()).toEqual(E.right({ hello: 'world', extra: 1 }));
    expect(http.requests).toEqual([request]);
  });

  it('is NETWORK when no answer came', async () => {
    expect(await run([offline])).toEqual(E.left({ kind: 'NETWORK', message: 'offline' }));
  });

  it('is TIMEOUT when the answer did not come in time', async () => {
    expect(await run([timedOut])).toEqual(E.left({ kind: 'TIMEOUT', message: 'timeout of 15000ms exceeded' }));
  });

  it('is STATUS with how long the service asks to wait (Retry-After in seconds), and without it for a date or garbage', async () => {
    expect(await run([reply(429, { type: 'urn:login:too_many_attempts' }, { 'retry-after': '30' })])).toEqual(
      E.left({ kind: 'STATUS', status: 429, type: 'urn:login:too_many_attempts', retryAfterSeconds: 30 }),
    );
    for (const header of ['Wed, 21 Oct 2026 07:28:00 GMT', '-5', '1.5', ''])
      expect(await run([reply(429, {}, { 'retry-after': header })])).toEqual(E.left({ kind: 'STATUS', status: 429 }));
  });

  it('is STATUS with the problem type of a non-2xx body (RFC 7807)', async () => {
    expect(await run([reply(400, { type: 'urn:newsletter:email_invalid', detail: 'no' })])).toEqual(
      E.left({ kind: 'STATUS', status: 400, type: 'urn:newsletter:email_invalid' }),
    );
  });

  it.each([
    ['no body', null],
    ['an HTML page', '<html>'],
    ['a body without type', { detail: 'down' }],
    ['a type that is not text', { type: 7 }],
  ])('is STATUS without a type for %s', async (_name, body) => {
    const result = await run([reply(503, body)]);
    expect(result).toEqual(E.left({ kind: 'STATUS', status: 503 }));
    expect(E.isLeft(result) && 'type' in result.left).toBe(false);
  });

  it('counts only 200–299 as success', async () => {
    expect(await run([reply(199, { hello: 'x' })])).toEqual(E.left({ kind: 'STATUS', status: 199 }));
    expect(await run([reply(299, { hello: 'x' })])).toEqual(E.right({ hello: 'x' }));
    expect(await run([reply(304, { hello: 'x' })])).toEqual(E.left({ kind: 'STATUS', status: 304 }));
  });

  it('is DECODE for a 2xx body that is not JSON (the port hands over the text)', async () => {
    const result = await run([reply(200, '<html><body>Bad gateway</body></html>')]);
    expect(E.isLeft(result) && result.left.kind).toBe('DECODE');
  });

  it('is DECODE, naming the path, for a 2xx body of the wrong shape', async () => {
    const result = await run([reply(200, { hello: 42 })]);
    expect(result).toMatchObject(E.left({ kind: 'DECODE' }));
    expect(E.isLeft(result) && result.left.kind === 'DECODE' && result.left.message).toContain('hello');
  });

  it('reads any body, or none, as IgnoredBody', async () => {
    for (const body of [null, '', 'text', { any: 'thing' }]) {
      expect(await requestJson(IgnoredBody)(new FakeHttpClient([reply(204, body)]), get)()).toEqual(E.right(undefined));
    }
  });

  it('hands the status and headers of a 2xx answer to requestJsonAnswer', async () => {
    const http = new FakeHttpClient([reply(201, null, { date: 'Sun, 22 Nov 2026 10:00:00 GMT' })]);
    expect(await requestJsonAnswer(IgnoredBody)(http, get)()).toEqual(
      E.right({ status: 201, headers: { date: 'Sun, 22 Nov 2026 10:00:00 GMT' }, body: undefined }),
    );
  });
});

import axios, { AxiosError } from 'axios';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { AxiosHttpClient, transportFailure } from '../../../adapters/http/axios-http-client';

const failingWith = (error: Error) => new AxiosHttpClient(axios.create({ adapter: () => Promise.reject(error) }));
const get = { method: 'GET', url: '/x' } as const;

describe('axios HTTP client', () => {
  it('reports a time-out of the fetch adapter (ETIMEDOUT) as TIMEOUT', async () => {
    expect(await failingWith(new AxiosError('timeout of 1000ms exceeded', AxiosError.ETIMEDOUT)).send(get)()).toEqual(
      E.left({ kind: 'TIMEOUT', message: 'timeout of 1000ms exceeded' }),
    );
  });

  it('reports a time-out of the XHR adapter (ECONNABORTED "timeout …") as TIMEOUT, an abort as NETWORK', () => {
    expect(transportFailure(new AxiosError('timeout of 15000ms exceeded', AxiosError.ECONNABORTED)).kind).toBe('TIMEOUT');
    expect(transportFailure(new AxiosError('Request aborted', AxiosError.ECONNABORTED)).kind).toBe('NETWORK');
  });

  it('reports any other failure as NETWORK', async () => {
    expect(await failingWith(new AxiosError('Network Error', AxiosError.ERR_NETWORK)).send(get)()).toEqual(
      E.left({ kind: 'NETWORK', message: 'Network Error' }),
    );
    expect(transportFailure('boom')).toEqual({ kind: 'NETWORK', message: 'boom' });
  });

  it('hands over every status as an answer, with lower-case headers', async () => {
    const http = new AxiosHttpClient(
      axios.create({
        validateStatus: () => true,
        adapter: (config) =>
          Promise.resolve({ data: '{"type":"urn:x"}', status: 503, statusText: '', headers: { 'Retry-After': '5' }, config }),
      }),
    );
    expect(await http.send(get)()).toEqual(E.right({ status: 503, body: { type: 'urn:x' }, headers: { 'retry-after': '5' } }));
  });
});

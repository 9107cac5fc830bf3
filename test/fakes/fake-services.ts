import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { COUNTRIES, parseCountryCode } from '../../core/country/country';

/** One call the fake services received, with its whole body. */
export interface ServiceCall {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** An answer: its status, a body (text as it is, anything else as JSON) and headers (Set-Cookie may be a list). */
export interface ServiceAnswer {
  readonly status: number;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string | readonly string[]>>;
}

/**
 * A route of a test's own: the answer to a call, or undefined to leave the call to the next route (and at last to
 * the footer content, or a 404). A promise is answered when it settles (a slow service).
 */
export type ServiceRoute = (call: ServiceCall) => ServiceAnswer | Promise<ServiceAnswer> | undefined;

/** What the promotion service answers: the storefront's footer content, 503, or a body that is not JSON. */
export type FooterMode = 'ok' | 'down' | 'garbage';

/** The services a server entry calls in a test, on a local port; one recorder, one footer switch. */
export interface FakeServices {
  readonly url: string;
  /** Every call, in the order it arrived. */
  readonly calls: ServiceCall[];
  footer: FooterMode;
  /** The calls to the footer content (the promotion service). */
  footerCalls(): ServiceCall[];
  close(): Promise<void>;
}

const PROMOTION = '/service/promotion/';

/** The footer content of the storefront a call names (X-Storefront; DE without one), from emulator/content/footer. */
export const footerContentOf = (storefront: string | string[] | undefined): ServiceAnswer => {
  const country = parseCountryCode(typeof storefront === 'string' ? storefront : 'DE') ?? 'DE';
  const contentJSON = readFileSync(`emulator/content/footer/${COUNTRIES[country].slug}.json`, 'utf8');
  return { status: 200, body: { contentJSON } };
};

const footerAnswer = (mode: FooterMode, call: ServiceCall): ServiceAnswer => {
  if (mode === 'down') return { status: 503 };
  if (mode === 'garbage') return { status: 200, body: '{"contentJSON": 42' };
  return footerContentOf(call.headers['x-storefront']);
};

/**
 * Starts the fake services: each call's body is read, the call recorded, then answered by the first route that
 * answers it, else the footer content for promotion calls, else 404 `{}`.
 */
export const startFakeServices = async (...routes: ServiceRoute[]): Promise<FakeServices> => {
  const calls: ServiceCall[] = [];
  const services = { footer: 'ok' as FooterMode };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      const call: ServiceCall = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      calls.push(call);
      const routed = routes.reduce<ReturnType<ServiceRoute>>((found, route) => found ?? route(call), undefined);
      const answer = routed ?? (call.path.startsWith(PROMOTION) ? footerAnswer(services.footer, call) : { status: 404, body: {} });
      void Promise.resolve(answer).then(({ status, body: content, headers = {} }) => {
        // The caller may have given up meanwhile (its time budget).
        if (res.destroyed) return;
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        if (content === undefined) return void res.writeHead(status).end();
        if (!res.hasHeader('content-type')) res.setHeader('Content-Type', 'application/json');
        res.writeHead(status).end(typeof content === 'string' ? content : JSON.stringify(content));
      });
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return Object.assign(services, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    footerCalls: () => calls.filter((call) => call.path.startsWith(PROMOTION)),
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  });
};

/** An answer after `ms` (a slow service). */
export const answerAfter = (ms: number, answer: ServiceAnswer): Promise<ServiceAnswer> =>
  new Promise((done) => {
    setTimeout(() => done(answer), ms);
  });

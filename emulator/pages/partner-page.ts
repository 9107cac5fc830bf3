import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { html } from './html';

/**
 * A partner's page on a second origin (another port), as a shop's blog or a landing page built elsewhere would be:
 * it embeds the newsletter widget for two storefronts (DE and HU), under a strict CSP of its own (no inline script or
 * style, nothing but the shop's origin for scripts, styles, images, calls and forms) and with a hostile stylesheet that
 * would break a widget built with global CSS. Each widget's light DOM is the plain form that works without JavaScript.
 */
export interface PartnerPage {
  readonly url: string;
  close(): Promise<void>;
}

const HOSTILE_CSS = `/* A partner's stylesheet: rules a widget built with global CSS would take on. */
html { font-size: 24px; }
body { margin: 0 auto; max-width: 60rem; padding: 1rem; font-family: Georgia, serif; color: #40203a; background: #fff8ec; line-height: 2.4; letter-spacing: 0.08em; }
* { text-transform: uppercase; --color-brand: #ff00ff; --color-ink: #00ff00; --font-size-m: 40px; }
button, input, select { all: unset; font-size: 2rem; border: 4px dashed #ff00ff; }
.newsletter, .button, .field, .input, .notification { display: none !important; }
h2 { font-size: 3rem; color: #b30000; }
storefront-newsletter { display: block; margin: 2rem 0; padding: 1rem; border: 2px solid #40203a; }
`;

/** The page's widgets; `?country=de` keeps one (the bench measures one widget), `?country=none` none and no script. */
const page = (shop: string, only: string | null) => {
  const shows = (country: string) => only === null || only === country;
  const csp = [
    "default-src 'none'",
    `script-src ${shop}`,
    `style-src 'self' ${shop}`,
    `img-src 'self' ${shop}`,
    `connect-src ${shop}`,
    `form-action ${shop}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  const body = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>The Coffee Journal – a partner page</title>
        <link rel="stylesheet" href="/partner.css" />
        ${only === 'none' ? '' : html`<script type="module" src="${shop}/widget/newsletter-widget.js"></script>`}
      </head>
      <body>
        <header><h1>The Coffee Journal</h1></header>
        <main>
          <article>
            <h2>Brewing at home</h2>
            <p>A partner's page on another origin. Below, the shop's newsletter sign-up for two of its storefronts.</p>
          </article>
          ${
            shows('de')
              ? html`<storefront-newsletter country="de" origin-addition="blog">
                  <form method="post" action="${shop}/subscribenewsletter">
                    <input type="hidden" name="_form" value="newsletter-signup" />
                    <input type="hidden" name="originAddition" value="blog" />
                    <p>
                      <label for="fallback-de-email">E-Mail-Adresse</label>
                      <input id="fallback-de-email" name="email" type="email" autocomplete="email" />
                    </p>
                    <p><button type="submit">Newsletter abonnieren</button></p>
                  </form>
                </storefront-newsletter>`
              : ''
          }
          ${
            shows('hu')
              ? html`<storefront-newsletter country="hu" locale="hu-HU" origin-addition="blog" lang="hu">
                  <form method="post" action="${shop}/hu/subscribenewsletter">
                    <input type="hidden" name="_form" value="newsletter-signup" />
                    <input type="hidden" name="originAddition" value="blog" />
                    <p>
                      <label for="fallback-hu-email">E-mail-cím</label>
                      <input id="fallback-hu-email" name="email" type="email" autocomplete="email" />
                    </p>
                    <p><button type="submit">Feliratkozás a hírlevélre</button></p>
                  </form>
                </storefront-newsletter>`
              : ''
          }
        </main>
      </body>
    </html>`;
  return { csp, body: String(body) };
};

/** Serves the partner page on `port` (0: a free one) of `host`; `shop` is the storefront's origin. */
export const startPartnerPage = async (options: {
  readonly host: string;
  readonly port: number;
  readonly shop: string;
}): Promise<PartnerPage> => {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://partner');
    const path = url.pathname;
    const { csp, body } = page(options.shop, url.searchParams.get('country'));
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('GET or HEAD only.');
    } else if (path === '/') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': csp, 'Cache-Control': 'no-store' });
      response.end(request.method === 'HEAD' ? undefined : body);
    } else if (path === '/favicon.ico') {
      response.writeHead(204, { 'Cache-Control': 'max-age=3600' }).end();
    } else if (path === '/partner.css') {
      response.writeHead(200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-store' }).end(HOSTILE_CSS);
    } else {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found.');
    }
  });
  await new Promise<void>((done) => server.listen(options.port, options.host, done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host}:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
};

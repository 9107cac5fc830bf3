import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { Html, html } from './html';

/** A partner's stylesheet: rules a widget built with global CSS would take on. */
const HOSTILE_CSS = readFileSync(resolve('emulator/assets/partner/partner.css'), 'utf8');

/** The embedded sign-ups: storefront, its path prefix, locale, and the fallback form's wording. */
const WIDGETS = [
  { country: 'de', prefix: '', locale: 'de-DE', title: 'Newsletter', email: 'E-Mail-Adresse', submit: 'Newsletter abonnieren' },
  { country: 'hu', prefix: '/hu', locale: 'hu-HU', title: 'Hírlevél', email: 'E-mail-cím', submit: 'Feliratkozás a hírlevélre' },
] as const;

/** Widths of the sidebar variant (`?column=280`): the widget in a narrow column of a wide page. */
export const PARTNER_COLUMNS = ['280', '360', '600'] as const;

/**
 * One embedded widget. Its fallback form (for where the script does not run) is declared in the element's shadow root
 * with the widget's stylesheet, as docs/newsletter.md shows: the host page's CSS cannot reach it. DE sets no `locale`
 * (the storefront's is the default); HU names its own.
 */
const widget = (shop: string, { country, prefix, locale, title, email, submit }: (typeof WIDGETS)[number], firstRender?: string) =>
  html`<storefront-newsletter country="${country}" ${country === 'de' ? '' : html`locale="${locale}"`} origin-addition="blog">
    <template shadowrootmode="open">
      <link rel="stylesheet" href="${shop}/widget/newsletter-widget.css" />
      ${
        firstRender === undefined
          ? ''
          : // The shop's built first render, as a partner pastes the snippet the shop publishes (docs/newsletter.md).
            html`<div class="storefront-newsletter" lang="${locale}" data-first-render>${new Html(firstRender)}</div>`
      }
      ${
        firstRender !== undefined
          ? ''
          : html`<form
              class="storefront-newsletter newsletter-fallback"
              lang="${locale}"
              method="post"
              action="${shop}${prefix}/subscribenewsletter#newsletter-answer"
            >
              <h2 class="newsletter-fallback__title">${title}</h2>
              <input type="hidden" name="_form" value="newsletter-signup" />
              <input type="hidden" name="originAddition" value="blog" />
              <label for="fallback-${country}-email">${email}</label>
              <input id="fallback-${country}-email" name="email" type="email" autocomplete="email" />
              <button type="submit">${submit}</button>
            </form>`
      }
    </template>
  </storefront-newsletter>`;

/**
 * The widget's first render for each storefront, as the shop publishes it (its built markup, `/widget/markup/`), with
 * the shop's root-relative addresses made the shop's: what a partner pastes into the snippet (`?snippet=first-render`).
 */
const firstRenders = async (shop: string): Promise<ReadonlyMap<string, string>> =>
  new Map(
    await Promise.all(
      WIDGETS.map(async ({ country, locale }) => {
        const response = await fetch(`${shop}/widget/markup/${country.toUpperCase()}.${locale}.h2.html`);
        const markup = response.ok ? await response.text() : '';
        return [country, markup.replace(/\b(href|src|srcSet|srcset|action)="\/(?!\/)/g, `$1="${shop}/`)] as const;
      }),
    ),
  );

/**
 * The page; `?country=de` keeps one widget (the bench measures one), `?country=none` none and no script;
 * `?column=280` (or 360, 600) puts the widgets in a sidebar of that width beside the article; `?snippet=first-render`
 * declares each widget's first render in its shadow root instead of the fallback form.
 */
const page = (shop: string, only: string | undefined, column: string | undefined, firstRenders?: ReadonlyMap<string, string>) => {
  const widgets = WIDGETS.filter(({ country }) => only === undefined || only === country).map((shown) =>
    widget(shop, shown, firstRenders?.get(shown.country)),
  );
  const article = html`<article>
    <h2>Brewing at home</h2>
    <p>A partner's page on another origin. ${column ? 'Beside it' : 'Below'}, the shop's newsletter sign-up for two of its storefronts.</p>
  </article>`;
  const sidebar = PARTNER_COLUMNS.find((width) => width === column);
  return html`<!doctype html>
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
        ${
          sidebar
            ? html`<div class="with-sidebar">
                <main>${article}</main>
                <aside class="sidebar sidebar--${sidebar}" aria-label="Newsletter">${widgets}</aside>
              </div>`
            : html`<main>${article}${widgets}</main>`
        }
      </body>
    </html>`.value;
};

/**
 * Serves a partner's page on a second origin (`port`, 0: a free one), as a shop's blog or a landing page built elsewhere
 * would be: it embeds the newsletter widget of the shop at `shop` for two storefronts (DE and HU), under a strict CSP of
 * its own (nothing but the shop's origin for scripts, styles, images, calls and forms; no inline script or style) and
 * with a hostile stylesheet. Each widget's light DOM is the plain form that works without JavaScript.
 */
export const startPartnerPage = async ({ host, port, shop }: { host: string; port: number; shop: string }) => {
  const csp =
    `default-src 'none'; script-src ${shop}; style-src 'self' ${shop}; img-src 'self' ${shop}; connect-src ${shop}; ` +
    `form-action ${shop}; base-uri 'none'; frame-ancestors 'none'`;
  const app = new Hono()
    .get('/', async (c) =>
      c.html(
        page(
          shop,
          c.req.query('country'),
          c.req.query('column'),
          c.req.query('snippet') === 'first-render' ? await firstRenders(shop) : undefined,
        ),
        200,
        { 'Content-Security-Policy': csp, 'Cache-Control': 'no-store' },
      ),
    )
    .get('/partner.css', (c) => c.body(HOSTILE_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-store' }))
    .get('/favicon.ico', (c) => c.body(null, 204, { 'Cache-Control': 'max-age=3600' }));
  app.notFound((c) =>
    ['GET', 'HEAD'].includes(c.req.method) ? c.text('Not found.', 404) : c.text('GET or HEAD only.', 405, { Allow: 'GET, HEAD' }),
  );
  const server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((done) => server.listen(port, host, done));
  const close = async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  };
  return { url: `http://${host}:${(server.address() as AddressInfo).port}`, close };
};

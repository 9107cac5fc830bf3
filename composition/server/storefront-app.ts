import '../../adapters/server/runtime-compat';
import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import { clientAddressOf, type ConnectionEnv } from '../../adapters/server/client-address';
import { createRefusalLog } from '../../adapters/server/refusal-log';
import { RequestLogger, jsonConsoleSink, type LogSink } from '../../adapters/server/request-logger';
import { ServerClock } from '../../adapters/server/server-clock';
import { COUNTRY_CODES, type CountryCode } from '../../core/country/country';
import { COUNTRY_SWITCH_PATH } from '../../core/footer/country-switch.controller';
import type { PostedFields } from '../../core/shared/form-post';
import { EMBEDDING_CHECK_PATH, NEWSLETTER_ROUTES } from '../../core/newsletter/newsletter-routes';
import { DEFAULT_LOCALE, parseLocale } from '../../core/country/locale';
import { loadCatalogue } from '../../core/i18n/load-catalogue';
import { DEFAULT_ORIGIN, EMBEDDED_ORIGIN } from '../../core/newsletter/newsletter-payload';
import {
  pageAddress,
  pageAlternates,
  splitStorefrontPath,
  storefrontOfCountryParameter,
  type Alternate,
} from '../../core/country/storefront-address';
import type { Clock } from '../../core/shared/clock.port';
import { SITEMAP_PATHS } from '../routes';
import { escapeHtml, parseTemplate } from './document';
import { onStorefrontHost, storefrontAddresses } from './page-addresses';
import { createPageCache } from '../../adapters/server/page-cache';
import { httpPolicy, refusal } from './http-policy';
import { cacheHeaders, cachePolicy, cacheSettingsOf, pageFacts } from '../../adapters/server/cache-policy';
import { decideRequest, type RequestDecision } from './page-decision';
import type { ClientAssets } from './client-manifest';
import { answerPage, type Renderer } from './render-page';
import type { ServerConfig } from '../../adapters/server/server-config';
import { securityHeaders } from './security-headers';
import { createSharedContent } from './shared-content';

export type { ClientAssets } from './client-manifest';
export { PAGE_CSP_DIRECTIVES } from './http-policy';

/** Options of the server entry. */
export interface StorefrontServerOptions {
  readonly config: ServerConfig;
  readonly assets: ClientAssets;
  readonly logSink?: LogSink;
  readonly clock?: Clock;
  /** Development (Vite's HMR client runs inline scripts): no CSP, no caching. */
  readonly development?: boolean;
}

const FORM_BODY_LIMIT = 16 * 1024;
/** The address the CDN probes each entry instance on (deploy/varnish/storefront.vcl's probe). */
export const HEALTH_PATH = '/healthz';
const ALLOWED_METHODS = 'GET, HEAD, POST';

/**
 * The product's server entry: a Hono app whose `fetch` is a standard Fetch handler, so it runs unchanged on Node, Bun,
 * Deno and serverless or edge platforms. The routes, in order: robots.txt, the health probe, sitemap.xml, the country form, every page
 * (GET), the forms that work without JavaScript (POST), and a 405 for any other method (docs/server-entry.md). Kept
 * between requests: the footer content per storefront and the page cache of shared pages (docs/deployment.md).
 */
export const createStorefrontApp = (options: StorefrontServerOptions): Hono<{ Bindings: ConnectionEnv | undefined }> => {
  const { config } = options;
  const clock = options.clock ?? new ServerClock();
  const sink = options.logSink ?? jsonConsoleSink(config.debug);
  const development = options.development ?? false;
  const renderer: Renderer = {
    config,
    template: parseTemplate(options.assets.indexHtml),
    assets: options.assets,
    sink,
    shared: createSharedContent(config, sink, clock),
    development,
  };
  const pageCache = createPageCache(config.serverPageCacheMs, clock);
  const cacheSettings = cacheSettingsOf(config);
  const addresses = storefrontAddresses(config);
  const shopOrigins = new Set([config.publicOrigin, ...Object.values(config.addressOverrides).map((address) => new URL(address).origin)]);
  let requests = 0;

  const app = new Hono<{ Bindings: ConnectionEnv | undefined }>();
  app.use('*', securityHeaders(development));
  app.use('*', httpPolicy());

  const refusals = createRefusalLog(sink, clock);
  const warn = (c: Context, reason: string) => refusals('warn', reason, c.req.method, c.req.path);
  /** A refused, redirected or page decision: the first two answered here. */
  const decide = (c: Context, redirectStatus: 301 | 303): Extract<RequestDecision, { kind: 'page' }> | Response => {
    const decided = decideRequest(c.req.raw, config);
    if (decided.kind === 'refuse') {
      warn(c, decided.reason);
      return refusal(decided.status);
    }
    if (decided.kind !== 'redirect') return decided;
    const headers = {
      Location: onStorefrontHost(decided.location, config),
      ...cacheHeaders(cachePolicy({ kind: 'redirect' }, cacheSettings)),
    };
    return new Response(null, { status: redirectStatus, headers });
  };
  const facts = (c: Context<{ Bindings: ConnectionEnv | undefined }>, decided: Extract<RequestDecision, { kind: 'page' }>) => {
    requests += 1;
    return {
      decided,
      cookieHeader: c.req.header('Cookie') ?? null,
      clientAddress: clientAddressOf(c.req.raw, c.env, config.trustedProxies, config.clientAddressHeader),
      requestId: `${clock.now().toString(36)}-${requests.toString(36)}`,
    };
  };
  const longLived = cacheHeaders(cachePolicy({ kind: 'site-file' }, cacheSettings));

  const robots = `User-agent: *\nAllow: /\nDisallow: /service/*/api/\nDisallow: /emulator/\nSitemap: ${config.publicOrigin}/sitemap.xml\n`;
  app.get('/robots.txt', (c) => c.text(robots, 200, longLived));

  // The CDN's health probe (docs/deployment.md, "More than one instance"): answered from memory, no service called,
  // never kept, so a probe says whether this process answers and nothing else.
  app.get(HEALTH_PATH, (c) => c.text('ok\n', 200, { 'Cache-Control': 'no-store' }));

  app.get('/sitemap.xml', (c) =>
    c.body(sitemap(addresses, config.defaultCountry), 200, { 'Content-Type': 'application/xml; charset=utf-8', ...longLived }),
  );

  // The country form without JavaScript: GET with the chosen storefront's code, answered with a redirect there (read by
  // the rule a bookmarked ?country= address is read by).
  app.get(COUNTRY_SWITCH_PATH, (c) =>
    c.redirect(addresses[storefrontOfCountryParameter(c.req.query('country'), config.defaultCountry)], 303),
  );

  // The embedded widget's question on load: may this site sign up? Readable by any site (CORS for its Origin), about
  // that Origin alone, changing nothing, kept by nobody. A listed site is answered with no content (the widget then
  // loads no decoder); one not listed with the reason in the page's language.
  const embeddingOrigins = new Set(config.embeddingOrigins);
  app.get(EMBEDDING_CHECK_PATH, async (c) => {
    const origin = c.req.header('Origin');
    const headers: Record<string, string> = { 'Cache-Control': 'no-store', Vary: 'Origin' };
    if (origin !== undefined) headers['Access-Control-Allow-Origin'] = origin;
    if (origin !== undefined && (shopOrigins.has(origin) || embeddingOrigins.has(origin))) return c.body(null, 204, headers);
    const messages = await loadCatalogue(parseLocale(c.req.query('locale')) ?? DEFAULT_LOCALE);
    return c.json({ embeddable: false, message: messages.newsletter.siteNotListed }, 200, headers);
  });

  app.get('*', async (c) => {
    // A missing file is no page (category pages end in .html, spec 2.2: those are pages).
    if (/\.(?!html$)[a-z0-9]+$/i.test(c.req.path)) return refusal(404, cacheHeaders(cachePolicy({ kind: 'missing-file' }, cacheSettings)));
    const decided = decide(c, 301);
    if (decided instanceof Response) return decided;
    const render = () => answerPage(renderer, facts(c, decided));
    // The caching policy, asked before rendering (as if the page came out whole): a page that could be shared is
    // looked up under its key; any other (personal, a subscriber's token, shaped by the directives header) is rendered
    // for its visitor and never kept.
    const policy = cachePolicy(pageFacts(decided, { development, posted: false, build: 'whole' }), cacheSettings);
    if (!pageCache.enabled || policy.kind !== 'shared' || policy.key === undefined) return render();
    return pageCache.get(policy.key, render);
  });

  // Forms posted without JavaScript: only from the shop's own pages (Origin, or Sec-Fetch-Site, says so), and the
  // newsletter widget's fallback form from the pages that embed it, to the sign-up page only. The fallback form from a
  // site not listed is answered with the sign-up page in the visitor's language saying so, what was typed kept and
  // nothing sent (403); every other form from another site is refused.
  app.post(
    '*',
    bodyLimit({ maxSize: FORM_BODY_LIMIT, onError: () => refusal(413) }),
    async (c, next) => {
      const origin = c.req.header('Origin');
      const unlisted = origin !== undefined && !shopOrigins.has(origin) && !embeddingOrigins.has(origin);
      if (!unlisted || splitStorefrontPath(c.req.path).path !== NEWSLETTER_ROUTES.subscribe) return next();
      const decided = decide(c, 303);
      if (decided instanceof Response) return decided;
      warn(c, 'a newsletter form from a site not in NEWSLETTER_EMBEDDING_ORIGINS');
      return answerPage(renderer, {
        ...facts(c, decided),
        posted: await postedFields(c),
        postSource: { defaultOrigin: EMBEDDED_ORIGIN, siteNotListed: true },
      });
    },
    csrf({
      origin: (origin, c) =>
        shopOrigins.has(origin) || (embeddingOrigins.has(origin) && splitStorefrontPath(c.req.path).path === NEWSLETTER_ROUTES.subscribe),
    }),
    async (c) => {
      const decided = decide(c, 303);
      if (decided instanceof Response) return decided;
      // The widget's fallback form on an embedding page records the origin its script records for the same page.
      const origin = c.req.header('Origin') ?? '';
      const embedded = !shopOrigins.has(origin) && embeddingOrigins.has(origin);
      return answerPage(renderer, {
        ...facts(c, decided),
        posted: await postedFields(c),
        postSource: { defaultOrigin: embedded ? EMBEDDED_ORIGIN : DEFAULT_ORIGIN },
      });
    },
  );

  app.all('*', (c) => {
    warn(c, 'method not allowed');
    return refusal(405, { Allow: ALLOWED_METHODS });
  });

  app.onError((error, c) => {
    // Refusals the middleware decided (403 cross-site form, 413 body) keep their status.
    if (error instanceof HTTPException) return error.getResponse();
    // A client that went away while its request arrived is no server error: nobody reads the answer.
    if (clientLeft(error, c.req.raw)) {
      refusals('info', 'the client went away before its request arrived', c.req.method, c.req.path);
      return refusal(400);
    }
    new RequestLogger(sink, 'error', c.req.path.slice(0, 200)).error('Unhandled server error.', error);
    return c.text('The page is temporarily unavailable. Please try again in a moment.', 503, {
      'Retry-After': '5',
      'Cache-Control': 'no-store',
    });
  });
  return app;
};

/** The sitemap: every public route of every storefront, each with its alternates in the other storefronts and x-default. */
const sitemap = (addresses: Readonly<Record<CountryCode, string>>, defaultCountry: CountryCode): string => {
  const link = ({ hreflang, href }: Alternate) =>
    `<xhtml:link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}"/>`;
  const entries = SITEMAP_PATHS.flatMap((path) => {
    const alternates = pageAlternates(addresses, defaultCountry, path).map(link).join('');
    return COUNTRY_CODES.map((code) => `<url><loc>${escapeHtml(pageAddress(addresses, code, path))}</loc>${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
};

/** Whether an error is the client going away (a closed connection while its body was read), not the entry failing. */
const clientLeft = (error: unknown, request: Request): boolean => {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return (
    request.signal.aborted ||
    code === 'ECONNRESET' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    (error instanceof Error && (error.name === 'AbortError' || error.message === 'aborted'))
  );
};

const postedFields = async (c: Context): Promise<PostedFields> => {
  const type = c.req.header('Content-Type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) return {};
  try {
    const body = await c.req.parseBody({ all: true });
    return Object.fromEntries(
      Object.entries(body).map(([name, value]) => [
        name,
        (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string'),
      ]),
    );
  } catch (error) {
    // A body that is no form is no fields; a client that left is answered by onError.
    if (clientLeft(error, c.req.raw)) throw error;
    return {};
  }
};

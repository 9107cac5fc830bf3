import './runtime-compat';
import * as E from 'fp-ts/Either';
import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { csrf } from 'hono/csrf';
import { etag } from 'hono/etag';
import { secureHeaders } from 'hono/secure-headers';
import { renderToReadableStream } from 'react-dom/server.edge';
import { RequestLogger, jsonConsoleSink, type LogSink } from '../../adapters/server/request-logger';
import { ServerClock } from '../../adapters/server/server-clock';
import { TtlCache } from '../../adapters/server/ttl-cache';
import { strongEtag } from '../../adapters/server/page-etag';
import { gzipPage } from '../../adapters/server/page-compression';
import { COUNTRIES, COUNTRY_CODES, perCountry, type CountryCode } from '../../core/country/country';
import { resolveStorefront, type Storefront } from '../../core/country/storefront';
import { storefrontBasePath } from '../../core/country/storefront-address';
import { ANONYMOUS_VISITOR } from '../../core/customer/customer-data';
import { CUSTOMER_TOKENS } from '../../core/customer/customer.tokens';
import type { SharedCustomerData } from '../../core/customer/shared-customer-data.use-case';
import type { CmsFooterContent } from '../../core/footer/footer-content.codec';
import { FOOTER_TOKENS } from '../../core/footer/footer.tokens';
import { FALLBACK_LEGAL_LINKS } from '../../core/footer/fallback-legal-links';
import { footerContentOf, type LoadFooterContent } from '../../core/footer/load-footer.use-case';
import type { Catalogue } from '../../core/i18n/catalogue';
import { loadCatalogue } from '../../core/i18n/load-catalogue';
import { decidePage } from '../../core/layout/page-request';
import { siteLocation } from '../../core/shared/site-location';
import type { PageContext } from '../../core/layout/page-context';
import { FORM_FIELD, NEWSLETTER_FORM, readNewsletterPost, type PostedFields } from '../../core/newsletter/newsletter-form-post';
import { NEWSLETTER_ROUTES } from '../../core/newsletter/newsletter-routes';
import type { LoadNewsletterPrefill } from '../../core/newsletter/load-newsletter-prefill.use-case';
import { DEFAULT_ORIGIN_ADDITION } from '../../core/newsletter/newsletter-payload';
import { createNewsletterSignup, postResultOf } from '../../core/newsletter/newsletter-signup.controller';
import { newsletterRulesFor } from '../../core/newsletter/newsletter-country-rules';
import { NEWSLETTER_TOKENS } from '../../core/newsletter/newsletter.tokens';
import type { SubscribeToNewsletter } from '../../core/newsletter/subscribe-to-newsletter.use-case';
import type { Clock } from '../../core/shared/clock.port';
import { SERVER_VIEWPORT } from '../../adapters/server/server-no-ops';
import { App } from '../app';
import { IslandRoot } from '../island-root';
import { renderIslandHtml, serverIslands } from './island-host';
import { featureModules } from '../bindings.features';
import { pageStateModule } from '../bindings.page';
import { SERVER_LOADERS, serverModule } from '../bindings.server';
import { asResolver, createContainer } from '../container';
import type { PageState } from '../page-state';
import { isRoute, loadPage, NEWSLETTER_EXTENSION_MODULE, normaliseRoutePath, ROUTE_PATHS, routeModules } from '../routes';
import { COUNTRY_SWITCH_PATH } from '../../ui/footer/country-selector';
import { documentEnd, documentStart, escapeHtml, parseTemplate } from './document';
import { answerFeaturePost, decideFeatureState, isPrivatePage, NO_FEATURE_OUTCOME, type FeatureOutcome } from './feature-posts';
import type { ServerConfig } from './server-config';

/** What the built client gives the server: its index.html and the files of each locale's copy chunk. */
export interface ClientAssets {
  readonly indexHtml: string;
  /** The files of one locale's copy chunk (from Vite's manifest), preloaded when the page's first island wakes. */
  readonly localePreload: (locale: string) => readonly string[];
  /**
   * Stylesheets of lazy chunks (by source module) the server rendered: linked in the head, so the page is styled
   * before and without its script and nothing shifts when the chunk arrives.
   */
  readonly stylesFor?: (modules: readonly string[]) => readonly string[];
}

/** Options of the server entry. */
export interface StorefrontServerOptions {
  readonly config: ServerConfig;
  readonly assets: ClientAssets;
  readonly logSink?: LogSink;
  readonly clock?: Clock;
  /** Development (Vite's HMR client runs inline scripts): no CSP, no caching. */
  readonly development?: boolean;
}

/** Strict CSP for pages: scripts from 'self' only, no inline script, no eval (the page state is JSON data). */
export const PAGE_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** Cookies that make a page personal (staff, a signed-in customer: the header shows them): never kept by a shared cache. */
const PERSONAL_COOKIES = /(?:^|;\s*)(StaffAuthToken|AdminAuthToken|StaffAuthPresent|LoginToken|NewsletterSubscriber)=/;
/** Cookies of a visitor whose newsletter status the footer depends on (spec 2.2): the server reads it for them. */
const VISITOR_COOKIES = /(?:^|;\s*)(LoginToken|NewsletterSubscriber)=/;
/** The header the serving layer reads layout directives from (spec 2.1). */
const LAYOUT_DIRECTIVES_HEADER = 'X-Layout-Directives';
const FORM_BODY_LIMIT = 16 * 1024;

type Outcome = Pick<PageState, 'newsletterPost'> & FeatureOutcome;
/** A rendered anonymous page, kept by the server's page cache. */
interface CachedPage {
  readonly status: number;
  readonly headers: Array<[string, string]>;
  readonly body: ArrayBuffer;
}
const NO_OUTCOME: Outcome = { newsletterPost: null, ...NO_FEATURE_OUTCOME };

/**
 * The product's server entry: a Hono app whose `fetch` is a standard Fetch handler, `(Request) => Promise<Response>`,
 * so it runs unchanged on Node (@hono/node-server), Bun, Deno and serverless or edge platforms. It renders every
 * storefront page with React's streaming renderer into finished HTML, handles the forms that work without
 * JavaScript, and answers robots.txt and sitemap.xml. Stateless apart from a short-lived footer content cache.
 */
export const createStorefrontApp = (options: StorefrontServerOptions): Hono => {
  const { config } = options;
  const template = parseTemplate(options.assets.indexHtml);
  const clock = options.clock ?? new ServerClock();
  const sink = options.logSink ?? jsonConsoleSink(config.debug);
  // Content for 60 s per storefront; a failure for 5 s only, so an outage is retried soon but not by every request.
  const footerCache = new TtlCache<CmsFooterContent | undefined>(clock, (cms) =>
    cms === undefined ? Math.min(5000, config.footerCacheMs) : config.footerCacheMs,
  );
  let requests = 0;
  // Anonymous pages, rendered once per key for a short while (personal answers never enter it).
  const pageCache = new TtlCache<CachedPage>(clock, () => config.serverPageCacheMs, 500);

  const app = new Hono();
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: options.development ? undefined : PAGE_CSP_DIRECTIVES,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: 'strict-origin-when-cross-origin',
    }),
  );
  app.use('*', compress());
  app.use('*', etag());
  // Finished pages are gzipped in one synchronous call where the runtime can (page-compression.ts); then the two above
  // only answer If-None-Match and compress what else there is.
  app.use('*', async (c, next) => {
    await next();
    const page = await gzipPage({ method: c.req.method, acceptEncoding: c.req.header('Accept-Encoding') }, c.res);
    if (page === c.res) return;
    // Hono lays the old response's headers over a new one: the page's own (Vary, ETag) go back on top.
    c.res = page;
    for (const [name, value] of page.headers) if (name !== 'set-cookie') c.res.headers.set(name, value);
  });

  const publicOrigin = (c: Context): string => config.publicOrigin ?? new URL(c.req.url).origin;
  const serviceBase = (c: Context): string => config.serviceBaseUrl ?? new URL(c.req.url).origin;
  const homeOf = (c: Context, code: CountryCode): string => {
    const override = config.addressOverrides[COUNTRIES[code].slug];
    return override ?? `${publicOrigin(c)}${storefrontBasePath(code, config.defaultCountry)}/`;
  };
  const addresses = (c: Context): Readonly<Record<CountryCode, string>> => perCountry((code) => homeOf(c, code));

  /** Builds the per-request container (server adapters + the same feature bindings as the browser) and renders. */
  const renderPage = async (c: Context, page: Omit<PageContext, 'status'>, storefront: Storefront, outcome: Outcome): Promise<Response> => {
    requests += 1;
    const requestId = `${Date.now().toString(36)}-${requests.toString(36)}`;
    const logger = new RequestLogger(sink, requestId, c.req.path);
    const baseState = {
      storefront,
      previewMode: config.previewMode ? ('on' as const) : ('off' as const),
      addresses: addresses(c),
      ...outcome,
    };
    const server = {
      serviceBaseUrl: serviceBase(c),
      cookieHeader: c.req.header('Cookie') ?? null,
      serviceTimeoutMs: config.serviceTimeoutMs,
      requestId,
      path: c.req.path,
      logSink: sink,
    };
    const container = createContainer();
    container.load(serverModule(server), ...featureModules({ country: storefront.country, ...SERVER_LOADERS }));
    // The page state is bound once the footer content decided the status (a content page, or 404).
    const loadContent = () =>
      container
        .get<LoadFooterContent>(FOOTER_TOKENS.loadFooterContent)(storefront.country)()
        .then((result) => (E.isRight(result) ? result.right : undefined));
    // A returning subscriber or a signed-in customer: their newsletter status decides the footer's newsletter block.
    const visitorStatus = VISITOR_COOKIES.test(c.req.header('Cookie') ?? '')
      ? container.get<SharedCustomerData>(CUSTOMER_TOKENS.customerData).load()()
      : undefined;
    const cms = await footerCache.get(storefront.country, loadContent);
    // The load never fails (a failure reads as an anonymous visitor, logged): Left is impossible.
    const newsletterStatus = visitorStatus ? E.getOrElse(() => ANONYMOUS_VISITOR)(await visitorStatus).newsletterStatus : 'NONE';
    const content = footerContentOf(cms, logger, page.basePath);
    const linked = new Set([
      ...linkedPaths(content, page.basePath),
      ...Object.values(newsletterRulesFor(storefront.country).links).map(normaliseRoutePath),
      ...FALLBACK_LEGAL_LINKS[storefront.country].flatMap((link) => (link.kind === 'link' ? [link.href] : [])),
    ]);
    const known = isRoute(page.path) || linked.has(normaliseRoutePath(page.path));
    const state = await decideFeatureState(
      { ...baseState, page: { ...page, status: known ? 'ok' : 'not-found' }, footer: { cms: cms ?? null, newsletterStatus }, islands: {} },
      server,
    );
    container.load(pageStateModule(state));
    const [messages, Page] = await Promise.all([loadCatalogue(storefront.locale), loadPage(state.page.path, state.page.status)]);
    const personal = outcome !== NO_OUTCOME || isPrivatePage(page.path) || PERSONAL_COOKIES.test(c.req.header('Cookie') ?? '');
    const resolver = asResolver(container);
    const islands = serverIslands(
      (element) => (
        <IslandRoot resolver={resolver} storefront={storefront} messages={messages}>
          {element}
        </IslandRoot>
      ),
      renderIslandHtml((error) =>
        logger.error('An island could not be rendered on the server; the browser renders it when it wakes.', error),
      ),
    );
    let body: ReadableStream<Uint8Array>;
    try {
      const stream = await renderToReadableStream(
        <App
          resolver={resolver}
          page={state.page}
          storefront={storefront}
          messages={messages}
          viewport={SERVER_VIEWPORT}
          logger={logger}
          Page={Page}
          islands={islands.host}
        />,
        {
          onError: (error) => {
            logger.error('A part of the page could not be rendered on the server; the browser renders it.', error);
          },
          // Never outline a finished part behind an inline reveal script: the strict CSP forbids inline scripts.
          progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        },
      );
      // Finished HTML for crawlers, caches and browsers without JavaScript: wait for every lazy part.
      await stream.allReady;
      body = stream;
    } catch (error) {
      logger.error('The page could not be rendered on the server; sending the shell for the browser to render.', error);
      body = new Response('').body ?? new ReadableStream();
    }
    const copy = messages.layout;
    const title = state.page.status === 'not-found' ? `${copy.notFoundTitle} – ${copy.shopName}` : titleOf(state.page.path, messages);
    const alternates = addresses(c);
    const head = documentStart(template, state, {
      title,
      description: copy.metaDescription,
      canonical: `${publicOrigin(c)}${page.basePath}${page.path}`,
      alternates,
      xDefault: homeOf(c, config.defaultCountry),
      // The copy is fetched with the first island that wakes, never on the critical path.
      copyModules: options.assets.localePreload(storefront.locale),
      styles:
        options.assets.stylesFor?.([
          ...routeModules(state.page.path),
          // A posted sign-up comes back expanded: the form's extension chunk is in the HTML.
          ...(state.newsletterPost && state.newsletterPost.status !== 'SUCCESS' ? [NEWSLETTER_EXTENSION_MODULE] : []),
        ]) ?? [],
      consent: { script: config.consentScript, stylesheet: config.consentStylesheet },
      ...(state.page.status === 'not-found' || personal ? { robots: 'noindex' } : {}),
    });
    const encoder = new TextEncoder();
    // The page is finished (allReady): one buffer, and its strong ETag computed once here (Hono's etag middleware keeps
    // it; left to itself it would copy the stream and hash it 4 kB at a time, one asynchronous digest per chunk).
    const html = await joinBytes([
      encoder.encode(head),
      body,
      encoder.encode(documentEnd(template, { ...state, islands: islands.records() })),
    ]);
    return new Response(html, {
      status: state.page.status === 'not-found' ? 404 : 200,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        ETag: await strongEtag(html),
        'Cache-Control':
          options.development || personal
            ? 'private, no-store'
            : `public, max-age=0, s-maxage=${config.pageCacheSeconds}, stale-while-revalidate=${config.pageCacheSeconds * 5}`,
        // The markup depends on the storefront (in the path), the platform and reduced-mode cookies and the directives header.
        Vary: `Cookie, ${LAYOUT_DIRECTIVES_HEADER}`,
      },
    });
  };

  /** Decides storefront and page from the request; redirects bookmarked ?country= addresses. */
  const pageRequest = (c: Context) => {
    const url = new URL(c.req.url);
    const query: Record<string, string> = {};
    url.searchParams.forEach((value, key) => {
      query[key] = value;
    });
    const decision = decidePage(
      {
        origin: publicOrigin(c),
        pathname: safePath(url.pathname),
        query,
        cookies: cookiePairs(c.req.header('Cookie')),
        layoutDirectives: c.req.header(LAYOUT_DIRECTIVES_HEADER),
      },
      config.defaultCountry,
    );
    if (decision.kind === 'redirect') return decision;
    const { storefront } = resolveStorefront({ pageCountry: decision.country, localeParam: query.locale });
    return { ...decision, storefront };
  };

  app.get('/robots.txt', (c) =>
    c.text(`User-agent: *\nAllow: /\nDisallow: /service/\nDisallow: /emulator/\nSitemap: ${publicOrigin(c)}/sitemap.xml\n`, 200, {
      'Cache-Control': `public, max-age=${config.pageCacheSeconds * 60}`,
    }),
  );

  app.get('/sitemap.xml', (c) => {
    const paths = ROUTE_PATHS.filter((path) => path !== NEWSLETTER_ROUTES.confirm && path !== NEWSLETTER_ROUTES.preferences);
    const entries = paths.flatMap((path) =>
      COUNTRY_CODES.map((code) => {
        const at = (other: CountryCode) => `${homeOf(c, other).replace(/\/$/, '')}${path === '/' ? '/' : path}`;
        const alternates = COUNTRY_CODES.map(
          (other) => `<xhtml:link rel="alternate" hreflang="${COUNTRIES[other].locale}" href="${escapeHtml(at(other))}"/>`,
        ).join('');
        return `<url><loc>${escapeHtml(at(code))}</loc>${alternates}</url>`;
      }),
    );
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`,
      200,
      {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': `public, max-age=${config.pageCacheSeconds * 60}`,
      },
    );
  });

  // The country form without JavaScript: GET with the chosen storefront's code, answered with a redirect there.
  app.get(COUNTRY_SWITCH_PATH, (c) => {
    const wanted = COUNTRY_CODES.find((code) => COUNTRIES[code].slug === (c.req.query('country') ?? '').toLowerCase());
    return c.redirect(wanted ? homeOf(c, wanted) : homeOf(c, config.defaultCountry), 303);
  });

  app.get('*', async (c) => {
    // A missing file is no page (category pages end in .html, spec 2.2: those are pages).
    if (/\.(?!html$)[a-z0-9]+$/i.test(c.req.path)) return c.text('Not found', 404, { 'Cache-Control': 'public, max-age=60' });
    const decided = pageRequest(c);
    if (decided.kind === 'redirect') return c.redirect(decided.location, 301);
    const render = () => renderPage(c, decided.page, decided.storefront, NO_OUTCOME);
    if (config.serverPageCacheMs <= 0 || options.development || PERSONAL_COOKIES.test(c.req.header('Cookie') ?? '')) return render();
    // A page behind a subscriber's token is answered fresh for each request, never from the shared cache.
    if (isPrivatePage(decided.page.path)) return render();
    // Everything the markup depends on: the address, the origin, the platform and reduced-mode cookies, the directives.
    const { page } = decided;
    const key = JSON.stringify([
      publicOrigin(c),
      c.req.url.slice(new URL(c.req.url).origin.length),
      page.platform,
      page.reducedFooter,
      page.layoutDirectives,
    ]);
    const cached = await pageCache.get(key, async () => {
      // With its ETag, computed once per cached page (the ETag middleware keeps an ETag it finds).
      const response = await render();
      return { status: response.status, headers: [...response.headers], body: await response.arrayBuffer() };
    });
    return new Response(cached.body, { status: cached.status, headers: cached.headers });
  });

  // Forms posted without JavaScript: same-origin only (the csrf middleware checks Origin and Sec-Fetch-Site).
  app.post(
    '*',
    bodyLimit({ maxSize: FORM_BODY_LIMIT, onError: (c) => c.text('The form is too large.', 413) }),
    csrf({ origin: (origin, c) => origin === new URL(c.req.url).origin || origin === config.publicOrigin }),
    async (c) => {
      const decided = pageRequest(c);
      if (decided.kind === 'redirect') return c.redirect(decided.location, 303);
      const fields = await postedFields(c);
      const container = createContainer();
      container.load(
        serverModule({
          serviceBaseUrl: serviceBase(c),
          cookieHeader: c.req.header('Cookie') ?? null,
          serviceTimeoutMs: config.serviceTimeoutMs,
          requestId: 'form',
          path: c.req.path,
          logSink: sink,
        }),
        pageStateModule({
          page: { ...decided.page, status: 'ok' },
          storefront: decided.storefront,
          previewMode: 'off',
          addresses: addresses(c),
          footer: null,
          newsletterPost: null,
          ...NO_FEATURE_OUTCOME,
          islands: {},
        }),
        ...featureModules({ country: decided.storefront.country, ...SERVER_LOADERS }),
      );
      const form = fields[FORM_FIELD]?.[0];
      if (form === NEWSLETTER_FORM) {
        // The same controller as the widget's: the posted values as a change, then its submit; the answer is its snapshot.
        const request = readNewsletterPost(fields);
        const signup = createNewsletterSignup(
          {
            subscribe: container.get<SubscribeToNewsletter>(NEWSLETTER_TOKENS.subscribe),
            loadPrefill: container.get<LoadNewsletterPrefill>(NEWSLETTER_TOKENS.prefill),
          },
          { country: decided.storefront.country, originAddition: request.originAddition },
        );
        signup.change(request.values);
        await signup.submit(request.honeypot);
        const newsletterPost = postResultOf(signup.getSnapshot(), request.originAddition ?? DEFAULT_ORIGIN_ADDITION);
        return renderPage(c, decided.page, decided.storefront, { ...NO_OUTCOME, newsletterPost });
      }
      const answered = await answerFeaturePost(asResolver(container), fields, decided.page, decided.storefront.country);
      if (answered) return renderPage(c, decided.page, decided.storefront, { ...NO_OUTCOME, ...answered });
      // Nothing this server handles: show the page as a GET would.
      return c.redirect(siteLocation(`${decided.page.basePath}${decided.page.path}`), 303);
    },
  );

  app.onError((error, c) => {
    // Refusals the middleware decided (403 cross-site form, 413 body) keep their status.
    if (error instanceof HTTPException) return error.getResponse();
    new RequestLogger(sink, 'error', c.req.path).error('Unhandled server error.', error);
    return c.text('The page is temporarily unavailable. Please try again in a moment.', 503, {
      'Retry-After': '5',
      'Cache-Control': 'no-store',
    });
  });
  return app;
};

/** The page title: the route's own name, then the shop's. */
const titleOf = (path: string, messages: Catalogue): string => {
  const { layout, newsletter } = messages;
  const titles: Readonly<Record<string, string>> = {
    '/components': layout.componentsLink,
    [NEWSLETTER_ROUTES.subscribe]: newsletter.page.title,
    [NEWSLETTER_ROUTES.confirm]: newsletter.confirm.title,
    [NEWSLETTER_ROUTES.preferences]: newsletter.preferences.title,
  };
  const route = normaliseRoutePath(path);
  return route === '/' ? `${layout.shopName} – ${layout.homeTitle}` : `${titles[route] ?? layout.contentPageTitle} – ${layout.shopName}`;
};

/** Site-relative link targets of the storefront's footer content: the content pages the shop has (README). */
const linkedPaths = (content: ReturnType<typeof footerContentOf>, basePath: string): string[] => {
  if (!content) return [];
  const hrefs = [
    ...content.teaserGroups.flatMap((group) => [group.heading.href, ...group.links.map((link) => link.href)]),
    ...(content.seo?.columns.flat().map((link) => link.href) ?? []),
    ...content.legalLinks.flatMap((link) => (link.kind === 'link' ? [link.href] : [])),
    ...content.qualityLogos.map((logo) => logo.link.href),
    content.salesTax?.link.href,
  ];
  return hrefs.flatMap((href) => {
    if (!href || !href.startsWith('/') || href.startsWith('//')) return [];
    const path = normaliseRoutePath(href.split(/[?#]/)[0] ?? '/');
    return [path, path.startsWith(`${basePath}/`) ? path.slice(basePath.length) : path];
  });
};

/** A path whose percent-encoding is broken is served as written (never a crash). */
const safePath = (pathname: string): string => {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
};

const cookiePairs = (header: string | undefined): Array<readonly [string, string]> =>
  (header ?? '').split(';').flatMap((part) => {
    const index = part.indexOf('=');
    if (index < 0) return [];
    const raw = part.slice(index + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      /* kept raw */
    }
    return [[part.slice(0, index).trim(), value] as const];
  });

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
  } catch {
    return {};
  }
};

/** Reads byte chunks and streams, in order, into one buffer. */
const joinBytes = async (parts: ReadonlyArray<Uint8Array | ReadableStream<Uint8Array>>): Promise<Uint8Array<ArrayBuffer>> => {
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    if (part instanceof Uint8Array) {
      chunks.push(part);
      continue;
    }
    const reader = part.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
  }
  const joined = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return joined;
};

import * as E from 'fp-ts/Either';
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { relayedCookie } from '../../adapters/server/relayed-cookie';
import { RequestLogger, type LogSink } from '../../adapters/server/request-logger';
import { SERVER_VIEWPORT } from '../../adapters/server/server-no-ops';
import { ANONYMOUS_VISITOR } from '../../core/customer/customer-data';
import { CUSTOMER_TOKENS } from '../../core/customer/customer.tokens';
import { loadCatalogue } from '../../core/i18n/load-catalogue';
import type { PageContext } from '../../core/layout/page-context';
import { type PostSource } from '../../core/newsletter/newsletter-form-post';
import { FORM_FIELD, type PostedFields } from '../../core/shared/form-post';
import { NEWSLETTER_TOKENS } from '../../core/newsletter/newsletter.tokens';
import { SESSION_TOKENS } from '../../core/session/session.tokens';
import { readViewChange, VIEW_CHANGE_FORM, viewChangeCookie } from '../../core/footer/view-changer';
import { siteLocation } from '../../core/shared/site-location';
import { App } from '../app';
import { pageOutcomeModule } from '../compose';
import { composeServer, FORM_POSTS } from './compose-server';
import { asResolver } from '../container';
import { IslandRoot } from '../island-root';
import type { PageState } from '../page-state';
import type { IslandHost } from '../../ui/app/island';
import { isIndexedPage, isListedPage, isRoute, loadPage, pageTitle } from '../routes';
import { islandChunkModule, type ClientAssets } from './client-manifest';
import { documentEnd, documentStart, type DocumentTemplate } from './document';
import { storefrontAddresses } from './page-addresses';
import { COUNTRY_CODES } from '../../core/country/country';
import { pageAddress, pageAlternates, storefrontBasePath, type Alternate } from '../../core/country/storefront-address';
import { answerFormPost, decidePageOutcome } from './form-posts';
import { cacheHeaders, cachePolicy, cacheSettingsOf, pageFacts } from './cache-policy';
import { answerWith } from './http-policy';
import { renderAtOnce, renderIslandHtml, serverIslands, type RenderedPage } from './island-host';
import { servesPage, type RequestDecision } from './page-decision';
import type { ServerConfig } from './server-config';
import type { SharedContent } from './shared-content';

/** What rendering needs that lasts longer than one request. */
export interface Renderer {
  readonly config: ServerConfig;
  readonly template: DocumentTemplate;
  readonly assets: ClientAssets;
  readonly sink: LogSink;
  readonly shared: SharedContent;
  readonly development: boolean;
}

/** One request as the renderer sees it. */
export interface PageRequestFacts {
  readonly decided: Extract<RequestDecision, { kind: 'page' }>;
  readonly cookieHeader: string | null;
  readonly clientAddress: string | undefined;
  readonly requestId: string;
  /** The fields of a form posted without JavaScript. */
  readonly posted?: PostedFields;
  /** Who posted them: the shop's own page, or a page embedding the newsletter widget (its fallback form). */
  readonly postSource?: PostSource;
}

/**
 * A page's hreflang alternates: a listed route's in every storefront; a content page's in the storefronts whose footer
 * content links it too; none for any other page. `complete` is false when a storefront's content is not known now (it
 * is left out, and the page counts as degraded, so no cache keeps it over a whole one).
 */
const alternatesOf = async (
  renderer: Renderer,
  page: PageContext,
  logger: RequestLogger,
): Promise<{ readonly list: readonly Alternate[]; readonly complete: boolean }> => {
  const { config } = renderer;
  const addresses = storefrontAddresses(config);
  if (page.status !== 'ok' || !isIndexedPage(page.path) || (isRoute(page.path) && !isListedPage(page.path)))
    return { list: [], complete: true };
  if (isRoute(page.path)) return { list: pageAlternates(addresses, config.defaultCountry, page.path), complete: true };
  const serving = await Promise.all(
    COUNTRY_CODES.map(async (code) => {
      const basePath = storefrontBasePath(code, config.defaultCountry);
      return { code, serves: servesPage(page.path, code, await renderer.shared.footer(code), logger, basePath) };
    }),
  );
  const having = serving.flatMap(({ code, serves }) => (serves === true ? [code] : []));
  return {
    list: pageAlternates(addresses, config.defaultCountry, page.path, having),
    complete: serving.every(({ serves }) => serves !== undefined),
  };
};

/**
 * Answers a page: its status (a route, or a content page the storefront's footer content links to, else 404), the
 * outcome of a posted form or of the page's own server decision (through the same controllers as the browser), the
 * visitor's newsletter status when their cookies name one, then the finished document. One container per request.
 */
export const answerPage = async (renderer: Renderer, facts: PageRequestFacts): Promise<Response> => {
  const { config, sink } = renderer;
  const { decided } = facts;
  const { storefront } = decided;
  // The footer's view changer posted without JavaScript: the chosen view's cookie, and the page again (a GET).
  const viewChange = facts.posted?.[FORM_FIELD]?.[0] === VIEW_CHANGE_FORM ? readViewChange(facts.posted) : undefined;
  if (viewChange) return redirect(decided.page, relayed(config, [viewChangeCookie(viewChange)]));
  const country = storefront.country;
  const logger = new RequestLogger(sink, facts.requestId, decided.page.path);
  const cms = await renderer.shared.footer(country);
  const serves = servesPage(decided.page.path, country, cms, logger, decided.page.basePath);
  const page: PageContext = { ...decided.page, status: serves === true ? 'ok' : 'not-found' };

  // Cookies the services set while answering a posted form (a sign-in's session) go on to the visitor.
  const setCookies: string[] = [];
  const container = composeServer({
    setCookies,
    serviceBaseUrl: config.serviceBaseUrl,
    cookieHeader: facts.cookieHeader,
    client: { address: facts.clientAddress, token: config.serviceEntryToken },
    serviceTimeoutMs: config.serviceTimeoutMs,
    serviceActionTimeoutMs: config.serviceActionTimeoutMs,
    requestId: facts.requestId,
    path: page.path,
    logSink: sink,
    page,
    country,
  });
  const resolver = asResolver(container);
  const answered = facts.posted ? await answerFormPost(FORM_POSTS, resolver, facts.posted, page, country, facts.postSource) : undefined;
  // A post of no form this page has: show the page as a GET would.
  if (facts.posted && !answered) return redirect(page);
  // Signed in or out without JavaScript: on to the storefront's home with the service's new or cleared cookies (its
  // header reads them).
  if (answered?.signIn?.dialog.phase === 'SUCCEEDED' || answered?.signedOut)
    return redirect({ basePath: page.basePath, path: '/', query: {} }, relayed(config, setCookies));
  const outcome = answered ?? (await decidePageOutcome(resolver, page, country));
  // A returning subscriber or a signed-in customer: their newsletter status decides the footer's newsletter block; a
  // signed-in customer's base data prefills the sign-up (spec 6), read once here (asked only with a live login token)
  // and carried in the page state.
  const [visitor, prefill] = await Promise.all([
    decided.knownVisitor ? resolver.get(CUSTOMER_TOKENS.customerData).load()() : undefined,
    resolver.get(NEWSLETTER_TOKENS.prefill)()(),
  ]);
  const newsletterStatus = visitor ? E.getOrElse(() => ANONYMOUS_VISITOR)(visitor).newsletterStatus : 'NONE';
  const state: PageState = {
    page,
    storefront,
    previewMode: config.previewMode ? 'on' : 'off',
    addresses: storefrontAddresses(config),
    footer: { cms: cms ?? null, newsletterStatus },
    ...outcome,
    newsletterPrefill: E.isRight(prefill)
      ? { signedIn: resolver.get(SESSION_TOKENS.status).get() === 'SIGNED_IN', prefill: prefill.right }
      : null,
    islands: {},
  };
  container.load(pageOutcomeModule(state));

  // The caching policy (cache-policy.ts) decides who may keep the answer, from the request and how the page was built:
  // without footer content (failed or late) it is degraded, and a path no route has cannot be told a page or a 404.
  const alternates = await alternatesOf(renderer, page, logger);
  const build =
    serves === undefined ? 'undecided' : serves === false ? 'not-found' : cms === undefined || !alternates.complete ? 'degraded' : 'whole';
  const policy = cachePolicy(
    pageFacts(decided, { development: renderer.development, posted: answered !== undefined, build }),
    cacheSettingsOf(config),
  );
  const noindex = policy.kind !== 'shared' || page.status === 'not-found' || !isIndexedPage(page.path);
  const html = await renderDocument(renderer, state, resolver, logger, noindex, alternates.list);
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', ...cacheHeaders(policy) });
  // Only a posted form's (personal) answer hands on what the services set; a page anyone may keep never does.
  if (answered) for (const cookie of relayed(config, setCookies)) headers.append('Set-Cookie', cookie);
  logger.debug('Rendered a page.', { page: `${page.basePath}${page.path}`, query: page.query, cache: policy.kind, build });
  return answerWith(
    html,
    // A widget's fallback form from a site not listed: answered (what was typed kept), refused (nothing was sent).
    {
      status: page.status === 'not-found' ? 404 : answered?.newsletterPost?.submission.status === 'ERROR_SITE_NOT_LISTED' ? 403 : 200,
      headers,
    },
    policy.kind === 'shared' ? policy.serverSeconds * 1000 : 0,
  );
};

/** The services' cookies as the visitor gets them: `Secure` behind an HTTPS public origin. */
const relayed = (config: ServerConfig, cookies: readonly string[]): string[] =>
  cookies.map((cookie) => relayedCookie(cookie, config.publicOrigin.startsWith('https:')));

/** A 303 to a page of this site (with the parameters it reads, so a GET shows that page), with cookies to set on the way. */
const redirect = (page: Pick<PageContext, 'basePath' | 'path' | 'query'>, cookies: readonly string[] = []): Response => {
  const headers = new Headers({ Location: siteLocation(`${page.basePath}${page.path}`, page.query), 'Cache-Control': 'private, no-store' });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
};

/** The finished document: head, the page (at once, else streamed and awaited whole), the page state. */
const renderDocument = async (
  renderer: Renderer,
  state: PageState,
  resolver: ReturnType<typeof asResolver>,
  logger: RequestLogger,
  noindex: boolean,
  alternates: readonly Alternate[],
): Promise<Uint8Array<ArrayBuffer>> => {
  const { config, assets } = renderer;
  const { page, storefront } = state;
  const [messages, Page] = await Promise.all([loadCatalogue(storefront.locale), loadPage(page.path, page.status)]);
  const wrap = (element: ReactElement) => (
    <IslandRoot resolver={resolver} storefront={storefront} messages={messages}>
      {element}
    </IslandRoot>
  );
  const app = (host: IslandHost) => (
    <App
      resolver={resolver}
      page={page}
      storefront={storefront}
      messages={messages}
      viewport={SERVER_VIEWPORT}
      logger={logger}
      Page={Page}
      islands={host}
    />
  );
  const rendered = renderAtOnce(app, wrap) ?? (await renderStreaming(app, wrap, logger));
  const { addresses } = state;
  const head = documentStart(renderer.template, state, {
    title: pageTitle(page.path, page.status, messages),
    description: messages.layout.metaDescription,
    canonical: page.status === 'ok' ? pageAddress(addresses, storefront.country, page.path) : undefined,
    alternates,
    // The copy is fetched with the first island that wakes, never on the critical path.
    copyModules: assets.localePreload(storefront.locale),
    styles:
      assets.stylesFor?.([
        // Each island's chunk (the catalogue's demos bring their own stylesheet).
        ...new Set(Object.values(rendered.records).flatMap((island) => islandChunkModule(island.name) ?? [])),
      ]) ?? [],
    consent: { script: config.consentScript, stylesheet: config.consentStylesheet },
    ...(noindex ? { robots: 'noindex' } : {}),
  });
  const end = documentEnd(renderer.template, { ...state, islands: rendered.records });
  const encoder = new TextEncoder();
  return typeof rendered.body === 'string'
    ? encoder.encode(head + rendered.body + end)
    : joinBytes([encoder.encode(head), rendered.body, encoder.encode(end)]);
};

/**
 * The page by React's streaming renderer, awaited whole (finished HTML for crawlers, caches and browsers without
 * JavaScript): for a page with a part that must wait, or that failed (logged; the browser renders that part).
 */
const renderStreaming = async (
  app: (host: IslandHost) => ReactElement,
  wrap: (element: ReactElement) => ReactElement,
  logger: RequestLogger,
): Promise<RenderedPage> => {
  const islands = serverIslands(
    wrap,
    renderIslandHtml((error) =>
      logger.error('An island could not be rendered on the server; the browser renders it when it wakes.', error),
    ),
  );
  try {
    const stream = await renderToReadableStream(app(islands.host), {
      onError: (error) => logger.error('A part of the page could not be rendered on the server; the browser renders it.', error),
      // Never outline a finished part behind an inline reveal script: the strict CSP forbids inline scripts.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    });
    await stream.allReady;
    return { body: stream, records: islands.records() };
  } catch (error) {
    logger.error('The page could not be rendered on the server; sending the shell for the browser to render.', error);
    return { body: '', records: islands.records() };
  }
};

/** Reads byte chunks and streams, in order, into one buffer. */
const joinBytes = async (parts: ReadonlyArray<Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>>): Promise<Uint8Array<ArrayBuffer>> =>
  new Uint8Array(
    await new Blob(
      await Promise.all(parts.map((part) => (part instanceof Uint8Array ? part : new Response(part).arrayBuffer()))),
    ).arrayBuffer(),
  );

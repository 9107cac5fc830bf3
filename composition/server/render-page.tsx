import * as E from 'fp-ts/Either';
import { relayedCookie } from '../../adapters/server/relayed-cookie';
import { RequestLogger } from '../../adapters/server/request-logger';
import { ANONYMOUS_VISITOR } from '../../core/customer/customer-data';
import { CUSTOMER_TOKENS } from '../../core/customer/customer.tokens';
import type { PageContext } from '../../core/layout/page-context';
import type { PostSource } from '../../core/newsletter/newsletter-form-post';
import type { PostedFields } from '../../core/shared/form-post';
import { siteLocation } from '../../core/shared/site-location';
import { pageOutcomeModule } from '../compose';
import { asResolver } from '../container';
import { initialFeatureStates, type PageState } from '../page-state';
import { isIndexedPage } from '../routes';
import { cacheHeaders, cachePolicy, cacheSettingsOf, pageFacts } from '../../adapters/server/cache-policy';
import { composeServer } from './compose-server';
import { answerFormPost, renderFeatureStates } from './feature-answers';
import { answerWith } from '../../adapters/server/page-cache';
import { storefrontAddresses } from './page-addresses';
import { alternatesOf } from './page-alternates';
import { servesPage, type RequestDecision } from './page-decision';
import { renderDocument, type Renderer } from './render-document';
import type { ServerConfig } from '../../adapters/server/server-config';

export type { Renderer } from './render-document';

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
 * Answers a page: its status (a route, or a content page the storefront's footer content links to, else 404), the
 * outcome of a posted form or of the page's own server decision (through the same controllers as the browser), the
 * visitor's newsletter status when their cookies name one, then the finished document. One container per request.
 */
export const answerPage = async (renderer: Renderer, facts: PageRequestFacts): Promise<Response> => {
  const { config, sink } = renderer;
  const { decided } = facts;
  const { storefront } = decided;
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
  const answered = facts.posted ? await answerFormPost(resolver, facts.posted, page, country, facts.postSource) : undefined;
  // A post of no form this page has: show the page as a GET would.
  if (facts.posted && !answered) return redirect(page);
  // The feature answered with a redirect: the page again or the storefront's home, with the cookies it set (a view
  // change's) or the services set (a sign-in's or sign-out's, which the header reads).
  if (answered?.redirect) {
    const { to, cookies } = answered.redirect;
    const target = to === 'home' ? { basePath: page.basePath, path: '/', query: {} } : page;
    return redirect(target, relayed(config, cookies === 'services' ? setCookies : cookies));
  }
  // A returning subscriber or a signed-in customer: their newsletter status decides the footer's newsletter block;
  // each feature record reads what it needs for the page (the sign-up's prefill, the preferences' subscriber).
  const [visitor, rendered] = await Promise.all([
    decided.knownVisitor ? resolver.get(CUSTOMER_TOKENS.customerData).load()() : undefined,
    renderFeatureStates(resolver, page, country, answered),
  ]);
  const newsletterStatus = visitor ? E.getOrElse(() => ANONYMOUS_VISITOR)(visitor).newsletterStatus : 'NONE';
  const state: PageState = {
    page,
    storefront,
    previewMode: config.previewMode ? 'on' : 'off',
    addresses: storefrontAddresses(config),
    ...initialFeatureStates(),
    footer: { cms: cms ?? null, newsletterStatus },
    ...answered?.state,
    ...rendered,
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
    // A status a feature's answer chose (the widget's fallback form from a site not listed: 403).
    { status: page.status === 'not-found' ? 404 : (answered?.status ?? 200), headers },
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

import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import * as t from 'io-ts';
import { PathReporter } from 'io-ts/PathReporter';
import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ConsoleLogger } from '../../adapters/browser/console-logger';
import { DomEventTracking } from '../../adapters/browser/dom-event-tracking';
import { FetchHttpClient } from '../../adapters/http/fetch-http-client';
import { HttpNewsletterGateway } from '../../adapters/http/http-newsletter-gateway';
import { NewsletterApiClient } from '../../adapters/http/newsletter-api-client';
import { COUNTRIES, DEFAULT_COUNTRY, parseCountryCode, type CountryCode } from '../../core/country/country';
import { parseLocale, type Locale } from '../../core/country/locale';
import { storefrontBasePath } from '../../core/country/storefront-address';
import { ANONYMOUS_VISITOR } from '../../core/customer/customer-data';
import { CUSTOMER_TOKENS } from '../../core/customer/customer.tokens';
import { loadCatalogue } from '../../core/i18n/load-catalogue';
import { DEFAULT_ORIGIN_ADDITION, EMBEDDED_ORIGIN, isOriginLabel } from '../../core/newsletter/newsletter-payload';
import { NO_PREFILL } from '../../core/newsletter/newsletter-prefill';
import { NEWSLETTER_ROUTES } from '../../core/newsletter/newsletter-routes';
import { NEWSLETTER_TOKENS } from '../../core/newsletter/newsletter.tokens';
import { subscribeToNewsletter } from '../../core/newsletter/subscribe-to-newsletter.use-case';
import { SHARED_TOKENS } from '../../core/shared/shared.tokens';
import type { Token } from '../../core/shared/token';
import { ResolverProvider, type Resolver } from '../../ui/app/injection';
import { StorefrontProvider } from '../../ui/app/storefront-context';
import { NewsletterWidget } from '../../ui/newsletter/newsletter-widget';
import './newsletter-widget.host.css';

/**
 * `<storefront-newsletter>`: the storefront's newsletter island as a custom element for any page (README: embedding
 * the newsletter widget). The same component, core controller, country rules, copy and consent texts as on the shop's
 * pages, rendered in a shadow root with the widget's own stylesheet; its calls go to the shop's newsletter service,
 * which answers CORS for the shop's embedding origins. No axios and no container: this script must stay small on a
 * page that has nothing else of the shop's.
 */

/** The origin this script was loaded from: the shop, whose services, pages and files the widget uses. */
const SCRIPT_URL = import.meta.url;
const SHOP_ORIGIN = new URL(SCRIPT_URL).origin;
const STYLESHEET = new URL('newsletter-widget.css', SCRIPT_URL).href;

/** What a host page may set; each attribute is input from another site and is decoded before use. */
const Short = t.refinement(t.string, isOriginLabel, 'Short');
const AttributesCodec = t.type({
  country: t.string,
  locale: t.union([t.string, t.null]),
  origin: t.union([Short, t.null]),
  originAddition: t.union([Short, t.null]),
  headingLevel: t.union([t.literal('2'), t.literal('3'), t.null]),
});

interface WidgetSettings {
  readonly country: CountryCode;
  readonly locale: Locale;
  readonly origin: string;
  readonly originAddition: string;
  readonly headingLevel: 2 | 3;
}

const settingsOf = (element: HTMLElement): E.Either<string, WidgetSettings> => {
  const decoded = AttributesCodec.decode({
    country: element.getAttribute('country') ?? '',
    locale: element.getAttribute('locale'),
    origin: element.getAttribute('origin'),
    originAddition: element.getAttribute('origin-addition'),
    headingLevel: element.getAttribute('heading-level'),
  });
  if (E.isLeft(decoded)) return E.left(PathReporter.report(decoded).join('; '));
  const attributes = decoded.right;
  const country = parseCountryCode(attributes.country);
  if (!country) return E.left(`country="${attributes.country.slice(0, 20)}" names no storefront (${Object.keys(COUNTRIES).join(', ')}).`);
  const locale = attributes.locale === null ? COUNTRIES[country].locale : parseLocale(attributes.locale);
  if (!locale) return E.left(`locale="${(attributes.locale ?? '').slice(0, 20)}" is no locale the storefront speaks.`);
  return E.right({
    country,
    locale,
    origin: attributes.origin ?? EMBEDDED_ORIGIN,
    originAddition: attributes.originAddition ?? DEFAULT_ORIGIN_ADDITION,
    headingLevel: attributes.headingLevel === '3' ? 3 : 2,
  });
};

/** A resolver over a fixed set of values: what the newsletter island resolves, bound for this page. */
interface Provided {
  readonly token: symbol;
  readonly value: unknown;
}
const provide = <T,>(token: Token<T>, value: T): Provided => ({ token, value });
const resolverOf = (provided: readonly Provided[]): Resolver => {
  const values = new Map(provided.map(({ token, value }) => [token, value]));
  return {
    get: <T,>(token: Token<T>): T => {
      if (!values.has(token)) throw new Error(`The newsletter widget provides no ${String(token)}.`);
      // provide() paired each token with a value of its type.
      return values.get(token) as T;
    },
  };
};

/** Everything the newsletter island resolves, for one element on a page of another site. */
const widgetResolver = (element: HTMLElement, settings: WidgetSettings): Resolver => {
  const { country } = settings;
  const logger = new ConsoleLogger();
  const tracking = new DomEventTracking(element);
  const http = new FetchHttpClient({ baseURL: SHOP_ORIGIN, defaultTimeoutMs: 15_000, credentials: 'omit' });
  const gateway = new HttpNewsletterGateway(
    new NewsletterApiClient(http, {
      origin: SHOP_ORIGIN,
      singlePageApp: false,
      site: country,
      // The consent proof records the page the visitor signed up on: the host page, without its query and fragment.
      originalAddress: `${location.origin}${location.pathname}`,
    }),
  );
  return resolverOf([
    provide(NEWSLETTER_TOKENS.subscribe, subscribeToNewsletter({ gateway, tracking, country })),
    // The shop's login cookies are not the host page's: nothing to prefill.
    provide(NEWSLETTER_TOKENS.prefill, () => TE.right(NO_PREFILL)),
    provide(NEWSLETTER_TOKENS.postResult, null),
    provide(SHARED_TOKENS.logger, logger),
    provide(SHARED_TOKENS.pageContext, {
      platform: null,
      layoutDirectives: null,
      newsletterFormHidden: null,
      checkout: null,
      spa: null,
      path: NEWSLETTER_ROUTES.subscribe,
      basePath: storefrontBasePath(country, DEFAULT_COUNTRY),
      query: {},
      origin: SHOP_ORIGIN,
      reducedFooter: false,
      status: 'ok',
    }),
    // No customer session on another site's page: the version never changes.
    provide(CUSTOMER_TOKENS.customerData, {
      load: () => TE.right(ANONYMOUS_VISITOR),
      version: () => 0,
      subscribe: () => () => undefined,
    }),
  ]);
};

export class StorefrontNewsletterElement extends HTMLElement {
  private root: Root | undefined;
  /** The shadow root's mount point, and a promise of its stylesheet (made once per element). */
  private shadowParts: { readonly mount: HTMLElement; readonly styled: Promise<void> } | undefined;
  private pendingUnmount: ReturnType<typeof setTimeout> | undefined;

  connectedCallback(): void {
    clearTimeout(this.pendingUnmount);
    // Moved within the page: it kept its root, and with it what the shopper typed.
    if (this.root) return;
    const settings = settingsOf(this);
    if (E.isLeft(settings)) {
      // The light-DOM fallback (a plain form posting to the shop) stays in place.
      console.error(`[storefront-newsletter] Not started: ${settings.left}`);
      return;
    }
    const { locale, country } = settings.right;
    const { mount, styled } = (this.shadowParts ??= this.attachParts());
    // The widget speaks its storefront's language whatever the host page's is (a screen reader reads it as such).
    mount.lang = locale;
    const root = createRoot(mount, { identifierPrefix: `storefront-newsletter-${country}-` });
    this.root = root;
    // Shown once the stylesheet and the copy are there, so the host page never sees the widget unstyled.
    void Promise.all([loadCatalogue(locale), styled]).then(([messages]) => {
      if (this.root !== root) return;
      // A transition: React renders in slices and yields to the host page between them (no long task of ours).
      startTransition(() =>
        root.render(
          <ResolverProvider resolver={widgetResolver(this, settings.right)}>
            <StorefrontProvider storefront={{ country, locale }} messages={messages} shopOrigin={SHOP_ORIGIN}>
              <NewsletterWidget
                origin={settings.right.origin}
                originAddition={settings.right.originAddition}
                headingLevel={settings.right.headingLevel}
              />
            </StorefrontProvider>
          </ResolverProvider>,
        ),
      );
    });
  }

  disconnectedCallback(): void {
    // Removed for good unless connected again in the same turn (a move): then React lets go of it.
    this.pendingUnmount = setTimeout(() => {
      this.root?.unmount();
      this.root = undefined;
    }, 0);
  }

  /** The shadow root: the widget's stylesheet and the element React renders into. */
  private attachParts(): { readonly mount: HTMLElement; readonly styled: Promise<void> } {
    // A declarative shadow root (the fallback form, styled by the widget's stylesheet) stays on show until React's
    // first render replaces it; otherwise the shadow root starts empty.
    const declared = this.shadowRoot;
    const shadow = declared ?? this.attachShadow({ mode: 'open' });
    const stylesheet = document.createElement('link');
    stylesheet.rel = 'stylesheet';
    stylesheet.href = STYLESHEET;
    const mount = document.createElement('div');
    mount.className = 'storefront-newsletter';
    const styled = new Promise<void>((done) => {
      stylesheet.addEventListener('load', () => done(), { once: true });
      stylesheet.addEventListener('error', () => done(), { once: true });
    });
    if (declared) {
      // React renders into a mount of its own, put in place of the fallback once the widget's first render is there.
      const fallback = [...declared.childNodes];
      mount.hidden = true;
      shadow.append(stylesheet, mount);
      const shown = new MutationObserver(() => {
        if (!mount.firstChild) return;
        shown.disconnect();
        for (const node of fallback) node.parentNode?.removeChild(node);
        mount.hidden = false;
      });
      shown.observe(mount, { childList: true });
      return { mount, styled };
    }
    shadow.append(stylesheet, mount);
    return { mount, styled };
  }
}

if (!customElements.get('storefront-newsletter')) customElements.define('storefront-newsletter', StorefrontNewsletterElement);

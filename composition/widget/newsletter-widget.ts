import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { COUNTRIES, parseCountryCode } from '../../core/country/country';
import { parseLocale } from '../../core/country/locale';
import { DEFAULT_ORIGIN_ADDITION, EMBEDDED_ORIGIN, isOriginLabel } from '../../core/newsletter/newsletter-payload';
import { EMBEDDING_CHECK_PATH } from '../../core/newsletter/newsletter-routes';
import { holdFirstTaps, type FirstTaps, type Held } from '../../adapters/browser/first-tap';
import { widgetMarkupFile, type WidgetSettings } from './widget-settings';
import './newsletter-widget.host.css';

/**
 * `<storefront-newsletter>`: the storefront's newsletter island as a custom element for any page (docs/newsletter.md,
 * "Embedding the widget"). This small script, without React, puts the widget's built markup into the element's shadow
 * root with its stylesheet; React (newsletter-widget-app.tsx) comes on the first interaction inside it, hydrates the
 * markup and takes over what was typed; a submit before it is held and replayed once, or sent natively if React
 * cannot load.
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

const settingsOf = (element: HTMLElement): E.Either<string, WidgetSettings> => {
  const decoded = AttributesCodec.decode({
    country: element.getAttribute('country') ?? '',
    locale: element.getAttribute('locale'),
    origin: element.getAttribute('origin'),
    originAddition: element.getAttribute('origin-addition'),
    headingLevel: element.getAttribute('heading-level'),
  });
  // Only origin, originAddition (letters, digits, `.:_-`, up to 100) and headingLevel (2 or 3) can fail.
  const invalid = E.isLeft(decoded) ? [...new Set(decoded.left.map((error) => error.context[1]?.key))] : [];
  if (E.isLeft(decoded)) return E.left(`${invalid.join(', ')}: not a value the widget takes.`);
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

/** The widget's markup from the shop (cacheable, the same for every page), or undefined when it did not come. */
const fetchMarkup = async (settings: WidgetSettings): Promise<string | undefined> => {
  try {
    const response = await fetch(new URL(widgetMarkupFile(settings), SCRIPT_URL), { credentials: 'omit' });
    return response.ok ? await response.text() : undefined;
  } catch {
    return undefined;
  }
};

const EmbeddingAnswerCodec = t.intersection([t.type({ embeddable: t.boolean }), t.partial({ message: t.string })]);

/**
 * Asks the shop whether this page's site may sign up (NEWSLETTER_EMBEDDING_ORIGINS): the reason in the page's language
 * when it may not, else undefined (listed, or no answer: the sign-up itself will tell).
 */
const refusalOf = async (settings: WidgetSettings): Promise<string | undefined> => {
  try {
    const url = new URL(`${EMBEDDING_CHECK_PATH}?locale=${encodeURIComponent(settings.locale)}`, SHOP_ORIGIN);
    const response = await fetch(url, { credentials: 'omit' });
    const answer = EmbeddingAnswerCodec.decode(response.ok ? await response.json() : null);
    return E.isRight(answer) && !answer.right.embeddable ? (answer.right.message ?? '') : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Makes the built markup this element's: the shop's root-relative addresses (links, images, the form's action) point
 * to the shop, and the hidden origin fields say what the page set, as React's render will.
 */
const localise = (mount: HTMLElement, settings: WidgetSettings): void => {
  const atShop = (value: string | null) => (value?.startsWith('/') && !value.startsWith('//') ? `${SHOP_ORIGIN}${value}` : value);
  for (const attribute of ['href', 'src', 'srcset', 'action']) {
    for (const element of mount.querySelectorAll(`[${attribute}^="/"]`)) {
      const value = atShop(element.getAttribute(attribute));
      if (value !== null) element.setAttribute(attribute, value);
    }
  }
  for (const [name, value] of [
    ['origin', settings.origin],
    ['originAddition', settings.originAddition],
  ] as const) {
    const field = mount.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`);
    // Set only where it differs: the snippet's first render says it already, and a change would lay it out again.
    if (field && field.defaultValue !== value) field.defaultValue = value;
  }
};

/** The widget's first render in a snippet's declarative shadow root (the built markup in its root element). */
const FIRST_RENDER = '.storefront-newsletter[data-first-render]';

/** Settles once a stylesheet has loaded (or failed): at once for one the document already loaded. */
const stylesheetReady = (link: HTMLLinkElement): Promise<unknown> =>
  link.sheet ? Promise.resolve() : new Promise((done) => ((link.onload = done), (link.onerror = done)));

/** Takes the copy (JSON for React, not for the widget's DOM: hydration must find only the widget there) out of a tree. */
const takeCopy = (tree: ParentNode): string | undefined => {
  const copy = tree.querySelector('script[data-copy]');
  copy?.remove();
  return copy?.textContent ?? undefined;
};

/** One element's shadow parts and what the visitor did before React. */
interface Parts {
  readonly mount: HTMLElement;
  readonly settings: WidgetSettings;
  /** What the visitor does before React, held and replayed as on the storefront's islands (first-tap.ts). */
  taps: FirstTaps | undefined;
  /** The mount holds the built markup (hydrate it) rather than nothing (render afresh). */
  hydrate: boolean;
  /** The locale's copy as JSON, from the markup (else React loads it). */
  copy: string | undefined;
}

export class StorefrontNewsletterElement extends HTMLElement {
  private parts: Parts | undefined;
  private root: { unmount(): void } | undefined;
  private pendingUnmount: ReturnType<typeof setTimeout> | undefined;

  connectedCallback(): void {
    clearTimeout(this.pendingUnmount);
    // Moved within the page: it kept its shadow root, and with it what the visitor typed.
    if (this.parts) return;
    const settings = settingsOf(this);
    if (E.isLeft(settings)) {
      // The fallback form (declared in the shadow root, or in the light DOM) stays in place.
      console.error(`[storefront-newsletter] Not started: ${settings.left}`);
      return;
    }
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    // The snippet's first render (its declarative shadow root carries the widget's markup, FIRST_RENDER) is adopted as
    // it is: nothing fetched or swapped, it lays out once. Else a declared fallback form stays on show until the
    // widget's markup is there (or the shadow root starts empty). A stylesheet the snippet declared is used as it is.
    const declared = shadow.querySelector<HTMLElement>(FIRST_RENDER);
    const fallback = declared ? [] : [...shadow.childNodes];
    const stylesheet =
      shadow.querySelector<HTMLLinkElement>(`link[href="${STYLESHEET}"]`) ??
      shadow.appendChild(Object.assign(document.createElement('link'), { rel: 'stylesheet', href: STYLESHEET }));
    // The widget speaks its storefront's language whatever the host page's is (a screen reader reads it as such).
    const mount =
      declared ??
      shadow.appendChild(
        Object.assign(document.createElement('div'), { className: 'storefront-newsletter', lang: settings.right.locale, hidden: true }),
      );
    // The first render's copy stays where it is until React comes (taking it out now would lay the widget out again).
    const parts: Parts = { mount, settings: settings.right, taps: undefined, hydrate: true, copy: declared ? undefined : takeCopy(shadow) };
    this.parts = parts;
    const hold = () =>
      holdFirstTaps(shadow, (held) => this.start(parts, held), {
        failure: '[storefront-newsletter] Not loaded; the form posts to the shop.',
      });
    if (declared) {
      localise(mount, parts.settings);
      parts.taps = hold();
    }
    // Shown once the stylesheet and the markup are there, so the host page never sees the widget unstyled.
    void Promise.all([
      declared ? '' : fetchMarkup(parts.settings),
      refusalOf(parts.settings),
      declared || stylesheetReady(stylesheet),
    ]).then(([markup, refusal]) => {
      if (this.parts !== parts) return;
      if (markup && refusal === undefined) {
        const parsed = document.createElement('template');
        parsed.innerHTML = markup;
        parts.copy = takeCopy(parsed.content);
        mount.replaceChildren(parsed.content);
        localise(mount, parts.settings);
      }
      for (const node of fallback) if (node !== stylesheet) node.parentNode?.removeChild(node);
      mount.hidden = false;
      if (refusal !== undefined) {
        // The shop has not listed this site: say so at once, before anyone fills the form (text, never HTML).
        console.error(`[storefront-newsletter] ${window.location.origin} is not in NEWSLETTER_EMBEDDING_ORIGINS at ${SHOP_ORIGIN}.`);
        parts.taps?.stop();
        const notice = Object.assign(document.createElement('p'), { className: 'storefront-newsletter__not-listed', textContent: refusal });
        notice.setAttribute('role', 'status');
        mount.replaceChildren(notice);
        return;
      }
      parts.taps ??= hold();
      // Without its markup, React renders the widget at once (as on a page of the shop with its code late).
      if (markup === undefined) {
        parts.hydrate = false;
        void parts.taps.wake();
      }
    });
  }

  disconnectedCallback(): void {
    // Removed for good unless connected again in the same turn (a move): then React lets go of it.
    this.pendingUnmount = setTimeout(() => {
      this.root?.unmount();
      this.root = undefined;
      this.removeAttribute('data-hydrated');
      this.parts?.taps?.stop();
      this.parts = undefined;
    }, 0);
  }

  /** Loads React and starts it in the mount (wakeWidget hands over what was held, as the storefront's islands do). */
  private async start(parts: Parts, held: Held): Promise<void> {
    const { wakeWidget } = await import('./newsletter-widget-app');
    // Hydration must find only the widget in the mount: the first render's copy comes out now.
    if (parts.hydrate) parts.copy ??= takeCopy(parts.mount);
    const root = await wakeWidget(this, parts.mount, parts.settings, {
      hydrate: parts.hydrate,
      copy: parts.copy,
      shopOrigin: SHOP_ORIGIN,
      held,
    });
    if (this.parts !== parts) {
      root.unmount();
      return;
    }
    this.root = root;
    // As the storefront's islands say it: React is running in this widget.
    this.setAttribute('data-hydrated', '');
  }
}

if (!customElements.get('storefront-newsletter')) customElements.define('storefront-newsletter', StorefrontNewsletterElement);

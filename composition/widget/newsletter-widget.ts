import { EMBEDDING_CHECK_PATH } from '../../core/newsletter/newsletter-routes';
import { holdFirstTaps, type FirstTaps, type Held } from '../../adapters/browser/first-tap';
import { carryFields } from '../../adapters/browser/carry-fields';
import { widgetMarkupFile, type WidgetSettings } from './widget-settings';
import './newsletter-widget.host.css';

/**
 * `<storefront-newsletter>`: the storefront's newsletter island as a custom element for any page (docs/newsletter.md,
 * "Embedding the widget"). This small script, without React, puts the widget's built markup into the element's shadow
 * root with its stylesheet (or adopts the first render the snippet carries, as it is); React
 * (newsletter-widget-app.tsx) comes on the first interaction inside it, hydrates the markup and takes over what was
 * typed; a submit before it is held and replayed once, or sent natively if React cannot load. What it decodes (the
 * attributes, the shop's refusal) is loaded only when there is something to decode (widget-attributes.ts): a first
 * render in the snippet costs the page no decoder before the first interaction.
 */

/** The origin this script was loaded from: the shop, whose services, pages and files the widget uses. */
const SCRIPT_URL = import.meta.url;
const SHOP_ORIGIN = new URL(SCRIPT_URL).origin;
const STYLESHEET = new URL('newsletter-widget.css', SCRIPT_URL).href;

/** The widget's decoder (io-ts): the element's attributes and the shop's answer. */
const decoder = () => import('./widget-attributes');

/** The widget's markup from the shop (cacheable, the same for every page), or undefined when it did not come. */
const fetchMarkup = async (settings: WidgetSettings): Promise<string | undefined> => {
  try {
    const response = await fetch(new URL(widgetMarkupFile(settings), SCRIPT_URL), { credentials: 'omit' });
    return response.ok ? await response.text() : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Asks the shop whether this page's site may sign up (NEWSLETTER_EMBEDDING_ORIGINS), in `locale` (the shop reads it, and
 * answers an unknown one in its default): the reason in that language when it may not, else undefined (listed, or no
 * answer: the sign-up itself will tell). A listed site is answered with no content, so nothing is decoded.
 */
const refusalOf = async (locale: string): Promise<string | undefined> => {
  try {
    const url = new URL(`${EMBEDDING_CHECK_PATH}?locale=${encodeURIComponent(locale)}`, SHOP_ORIGIN);
    const response = await fetch(url, { credentials: 'omit' });
    if (!response.ok || response.status === 204) return undefined;
    const answer: unknown = await response.json();
    return (await decoder()).refusalIn(answer);
  } catch {
    return undefined;
  }
};

/** Points the built markup's root-relative addresses (links, images, the form's action) to the shop. */
const localiseAddresses = (mount: HTMLElement): void => {
  const atShop = (value: string | null) => (value?.startsWith('/') && !value.startsWith('//') ? `${SHOP_ORIGIN}${value}` : value);
  for (const attribute of ['href', 'src', 'srcset', 'action']) {
    for (const element of mount.querySelectorAll(`[${attribute}^="/"]`)) {
      const value = atShop(element.getAttribute(attribute));
      if (value !== null) element.setAttribute(attribute, value);
    }
  }
};

/** The hidden origin fields say what the page set, as React's render will (and as a post without React sends). */
const localiseFields = (mount: HTMLElement, settings: WidgetSettings): void => {
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

/** The widget's stylesheet in the shadow root: the one the snippet declared, used as it is, else one added. */
const stylesheetIn = (shadow: ShadowRoot): HTMLLinkElement =>
  shadow.querySelector<HTMLLinkElement>(`link[href="${STYLESHEET}"]`) ??
  shadow.appendChild(Object.assign(document.createElement('link'), { rel: 'stylesheet', href: STYLESHEET }));

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
  /** The widget's root in the shadow root (undefined until the widget has one). */
  mount: HTMLElement | undefined;
  /** What the element's attributes say, decoded: at once without a first render, else on the first interaction. */
  settings: WidgetSettings | undefined;
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
    const parts: Parts = { mount: undefined, settings: undefined, taps: undefined, hydrate: true, copy: undefined };
    this.parts = parts;
    const shadow = this.shadowRoot;
    const declared = shadow?.querySelector<HTMLElement>(FIRST_RENDER);
    if (shadow && declared) this.adopt(parts, shadow, declared);
    else void this.build(parts);
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

  /**
   * The snippet's first render (its declarative shadow root carries the widget's markup, FIRST_RENDER) is adopted as it
   * is: nothing decoded, fetched or swapped, it lays out once. Its attributes are decoded on the first interaction, when
   * the widget starts; meanwhile the shop is asked, in the first render's language, whether this site may sign up.
   */
  private adopt(parts: Parts, shadow: ShadowRoot, mount: HTMLElement): void {
    parts.mount = mount;
    stylesheetIn(shadow);
    localiseAddresses(mount);
    parts.taps = this.hold(shadow, parts);
    void refusalOf(this.getAttribute('locale') ?? mount.lang).then((refusal) => {
      if (this.parts === parts && refusal !== undefined) this.refuse(parts, mount, refusal);
    });
  }

  /**
   * Without a first render: the attributes are decoded at once, a declared fallback form stays on show until the
   * widget's markup is there (or the shadow root starts empty), and the widget is shown once the stylesheet and the
   * markup are there, so the host page never sees it unstyled, with what was typed in the fallback form and its focus.
   */
  private async build(parts: Parts): Promise<void> {
    const decoded = await decoder().then(
      ({ decodeSettings }) => decodeSettings(this),
      () => ({ invalid: 'its script did not load whole.' }),
    );
    if (this.parts !== parts) return;
    if ('invalid' in decoded) {
      // The fallback form (declared in the shadow root, or in the light DOM) stays in place.
      console.error(`[storefront-newsletter] Not started: ${decoded.invalid}`);
      return;
    }
    const { settings } = decoded;
    parts.settings = settings;
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    const fallback = [...shadow.childNodes];
    const stylesheet = stylesheetIn(shadow);
    // The widget speaks its storefront's language whatever the host page's is (a screen reader reads it as such).
    const mount = shadow.appendChild(
      Object.assign(document.createElement('div'), { className: 'storefront-newsletter', lang: settings.locale, hidden: true }),
    );
    parts.mount = mount;
    parts.copy = takeCopy(shadow);
    const [markup, refusal] = await Promise.all([fetchMarkup(settings), refusalOf(settings.locale), stylesheetReady(stylesheet)]);
    if (this.parts !== parts) return;
    // The fallback form's fields, read before the widget's markup comes in beside them (as inputs: a select's or a
    // textarea's missing properties are undefined, and carry-fields.ts compares their values as text).
    const typed = shadow.querySelectorAll<HTMLInputElement>('input, textarea, select');
    if (markup && refusal === undefined) {
      const parsed = document.createElement('template');
      parsed.innerHTML = markup;
      parts.copy = takeCopy(parsed.content);
      mount.replaceChildren(parsed.content);
      localiseAddresses(mount);
      localiseFields(mount, settings);
    }
    // What the visitor typed in the fallback form goes on in the widget's fields, in this same task: no keystroke between.
    const focus = carryFields(typed, mount);
    for (const node of fallback) if (node !== stylesheet) node.parentNode?.removeChild(node);
    mount.hidden = false;
    if (refusal !== undefined) {
      this.refuse(parts, mount, refusal);
      return;
    }
    parts.taps ??= this.hold(shadow, parts);
    // Focus where it was, as the visitor's own: it wakes React, whose hydration takes the carried text (island-resume.ts).
    focus();
    // Without its markup, React renders the widget at once (as on a page of the shop with its code late).
    if (markup === undefined) {
      parts.hydrate = false;
      void parts.taps.wake();
    }
  }

  /** The shop has not listed this site: say so at once, before anyone fills the form (text, never HTML). */
  private refuse(parts: Parts, mount: HTMLElement, refusal: string): void {
    console.error(`[storefront-newsletter] ${window.location.origin} is not in NEWSLETTER_EMBEDDING_ORIGINS at ${SHOP_ORIGIN}.`);
    parts.taps?.stop();
    const notice = Object.assign(document.createElement('p'), { className: 'storefront-newsletter__not-listed', textContent: refusal });
    notice.setAttribute('role', 'status');
    mount.replaceChildren(notice);
  }

  private hold(shadow: ShadowRoot, parts: Parts): FirstTaps {
    return holdFirstTaps(shadow, (held) => this.start(parts, held), {
      failure: '[storefront-newsletter] Not loaded; the form posts to the shop.',
    });
  }

  /**
   * Decodes the attributes if not yet done (the hidden origin fields then say what the page set, before anything held
   * is replayed), loads React and starts it in the mount (wakeWidget hands over what was held, as the storefront's
   * islands do). Both parts are asked for at once. Attributes that do not decode stop it: what was held goes the way
   * it goes without JavaScript.
   */
  private async start(parts: Parts, held: Held): Promise<void> {
    const app = import('./newsletter-widget-app');
    // Awaited below; a failure before then (the attributes) must not leave its rejection unhandled.
    app.catch(() => undefined);
    const { mount } = parts;
    if (!mount) throw new Error('The newsletter widget has no root.');
    let { settings } = parts;
    if (!settings) {
      const decoded = (await decoder()).decodeSettings(this);
      if ('invalid' in decoded) throw new Error(`Not started: ${decoded.invalid}`);
      settings = decoded.settings;
      parts.settings = settings;
      localiseFields(mount, settings);
    }
    const { wakeWidget } = await app;
    // Hydration must find only the widget in the mount: the first render's copy comes out now.
    if (parts.hydrate) parts.copy ??= takeCopy(mount);
    const root = await wakeWidget(this, mount, settings, {
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

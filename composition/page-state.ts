import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { CountryCodeCodec } from '../core/country/country';
import { LocaleCodec } from '../core/country/locale';
import { NewsletterStatusCodec } from '../core/customer/customer-data';
import { CmsFooterContentCodec } from '../core/footer/footer-content.codec';
import { PageContextCodec } from '../core/layout/page-context';
import { ConfirmationSnapshotCodec } from '../core/newsletter/confirm-subscription.controller';
import { NewsletterPostResultCodec } from '../core/newsletter/newsletter-form-post';
import { PreferencesSnapshotCodec } from '../core/newsletter/subscriber-preferences.snapshot';

/** The id of the `<script type="application/json">` that carries the page state (data, never executed: CSP-safe). */
export const PAGE_STATE_ID = 'storefront-state';

/**
 * Everything the server decided and loaded for a page, handed to the browser inside the page, so that the first
 * client render equals the server render and nothing is fetched twice. Decoded on the client like any input.
 */
export const PageStateCodec = t.type({
  page: PageContextCodec,
  storefront: t.type({ country: CountryCodeCodec, locale: LocaleCodec }),
  previewMode: t.keyof({ on: null, off: null }),
  /** The home address of every storefront (configuration), keyed by country code: every storefront has one. */
  addresses: t.record(CountryCodeCodec, t.string),
  /**
   * What the server's footer is rendered from (never sent to the browser: the footer is static markup): the content
   * it loaded (cms null: none or failed) and the visitor's newsletter status (spec 2.2; NONE for an anonymous visitor).
   */
  footer: t.union([t.type({ cms: t.union([CmsFooterContentCodec, t.null]), newsletterStatus: NewsletterStatusCodec }), t.null]),
  /** The outcome of a form posted without JavaScript, shown by the form that posted it. */
  newsletterPost: t.union([NewsletterPostResultCodec, t.null]),
  /** The confirmation page's controller snapshot the server decided (a confirmation posted without JavaScript). */
  confirmation: t.union([ConfirmationSnapshotCodec, t.null]),
  /** The preferences page's controller snapshot the server decided (the subscriber loaded, or a posted form's answer). */
  preferences: t.union([PreferencesSnapshotCodec, t.null]),
  /** The islands the server rendered, by their element's id: name and props (each island decodes its own props). */
  islands: t.record(t.string, t.type({ name: t.string, props: t.unknown })),
});
/** The page state. */
export type PageState = t.TypeOf<typeof PageStateCodec>;
/** The islands of a page, by id. */
export type IslandRecords = PageState['islands'];

/** Serialises the state for a `<script type="application/json">`: "<" is escaped, so no content can end the script. */
export const serialisePageState = (state: PageState): string =>
  // The footer is static server markup: its content is not sent again. Encoded, so decoded values go back to JSON.
  JSON.stringify(PageStateCodec.encode({ ...state, footer: null }))
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Reads the state back; undefined when the page has none or it does not decode (the caller falls back). */
export const parsePageState = (text: string | null | undefined): PageState | undefined => {
  if (!text) return undefined;
  const parsed = E.tryCatch(
    (): unknown => JSON.parse(text),
    () => undefined,
  );
  if (E.isLeft(parsed)) return undefined;
  const decoded = PageStateCodec.decode(parsed.right);
  return E.isRight(decoded) ? decoded.right : undefined;
};

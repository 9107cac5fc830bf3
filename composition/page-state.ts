import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { CountryCodeCodec } from '../core/country/country';
import { LocaleCodec } from '../core/country/locale';
import type { NewsletterStatus } from '../core/customer/customer-data';
import type { CmsFooterContent } from '../core/footer/footer-content.codec';
import { PageContextCodec } from '../core/layout/page-context';
import type { SignInSnapshot } from '../core/session/sign-in.controller';
import { CONFIRMATION_STATE } from './features/confirmation/state';
import { NEWSLETTER_STATE } from './features/newsletter/state';
import { PREFERENCES_STATE } from './features/preferences/state';

/** The id of the `<script type="application/json">` that carries the page state (data, never executed: CSP-safe). */
export const PAGE_STATE_ID = 'storefront-state';

/**
 * What the server decided for a page and hands to the browser inside it, so that each island's first client render
 * equals its server render and nothing is fetched twice. Decoded on the client like any input.
 */
export const ClientPageStateCodec = t.type({
  page: PageContextCodec,
  storefront: t.type({ country: CountryCodeCodec, locale: LocaleCodec }),
  previewMode: t.keyof({ on: null, off: null }),
  /** The home address of every storefront (configuration), keyed by country code: every storefront has one. */
  addresses: t.record(CountryCodeCodec, t.string),
  /** The feature modules' server state (each module's state.ts). */
  ...NEWSLETTER_STATE,
  ...CONFIRMATION_STATE,
  ...PREFERENCES_STATE,
  /** The islands the server rendered, by their element's id: name and props (each island decodes its own props). */
  islands: t.record(t.string, t.type({ name: t.string, props: t.unknown })),
});
/** What the browser gets of the page state. */
export type ClientPageState = t.TypeOf<typeof ClientPageStateCodec>;

/**
 * What the server's footer is rendered from (cms null: none or failed; the newsletter status NONE for an anonymous
 * visitor, spec 2.2), never sent: the footer is static markup, so the browser carries no footer codec. Null there.
 */
export interface ServerFooter {
  readonly cms: CmsFooterContent | null;
  readonly newsletterStatus: NewsletterStatus;
}

/**
 * The page state: what the browser gets, and on the server the footer's inputs and the sign-in page's answer (that
 * page is static markup: its answer is rendered, never sent).
 */
export type PageState = ClientPageState & { readonly footer: ServerFooter | null; readonly signIn?: SignInSnapshot | null };
/** The islands of a page, by id. */
export type IslandRecords = PageState['islands'];

/** Serialises the state for a `<script type="application/json">`: "<" is escaped, so no content can end the script. */
export const serialisePageState = ({ footer: _serverOnly, signIn: _rendered, ...state }: PageState): string =>
  // The footer is static server markup: its inputs are not sent. Encoded, so decoded values go back to JSON.
  JSON.stringify(ClientPageStateCodec.encode(state))
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Reads the state back; undefined when the page has none or it does not decode (the caller falls back). */
export const parsePageState = (text: string | null | undefined): PageState | undefined => {
  try {
    const decoded = ClientPageStateCodec.decode(JSON.parse(text ?? ''));
    return E.isRight(decoded) ? { ...decoded.right, footer: null } : undefined;
  } catch {
    return undefined;
  }
};

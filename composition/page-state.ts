import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { CountryCodeCodec } from '../core/country/country';
import { LocaleCodec } from '../core/country/locale';
import { PageContextCodec } from '../core/layout/page-context';
import type { Binder } from './binding';

/** The id of the `<script type="application/json">` that carries the page state (data, never executed: CSP-safe). */
export const PAGE_STATE_ID = 'storefront-state';

/**
 * The features' slices of the page state: each feature's `state.ts` adds its fields here (`declare module`), sent to
 * the browser (with their codec) or kept by the server.
 */
export interface FeatureStates {}

/** `state.ts` (composition/feature-record.ts): the feature's slice of the page state. */
export interface FeatureState {
  /** The fields the browser gets, with their codecs (none when the slice is the server's alone). */
  readonly sent: t.Props;
  /** Its fields before anything is decided: a page without a post, or in the browser a field the server keeps. */
  readonly initial: FeatureStates;
  /** Binds the slice for the islands: the server the state it renders and sends, the browser the state it decoded. */
  readonly bind: (binder: Binder, state: PageState) => void;
}

/** Every feature's state record (`composition/features/<feature>/state.ts`), by file. */
const DECLARED = import.meta.glob<FeatureState>('./features/*/state.ts', { eager: true, import: 'default' });
/** The feature records' slices of the page state. */
export const FEATURE_STATES: readonly FeatureState[] = Object.values(DECLARED);

/** What every page's state has besides the features' slices. */
const PageBaseCodec = t.type({
  page: PageContextCodec,
  storefront: t.type({ country: CountryCodeCodec, locale: LocaleCodec }),
  previewMode: t.keyof({ on: null, off: null }),
  /** The home address of every storefront (configuration), keyed by country code: every storefront has one. */
  addresses: t.record(CountryCodeCodec, t.string),
  /** The islands the server rendered, by their element's id: name and props (each island decodes its own props). */
  islands: t.record(t.string, t.type({ name: t.string, props: t.unknown })),
});

/**
 * What the server decided for a page and hands to the browser inside it, so that each island's first client render
 * equals its server render and nothing is fetched twice. Decoded on the client like any input; exact, so a slice the
 * server keeps (the footer's inputs, the sign-in page's answer) is never sent.
 */
const SENT: t.Props = Object.assign({}, ...FEATURE_STATES.map((state) => state.sent));
const ClientPageStateCodec = t.exact(t.intersection([PageBaseCodec, t.type(SENT)]));

/** The page state: the page's own fields and every feature's slice (what the browser gets, and what the server keeps). */
export type PageState = t.TypeOf<typeof PageBaseCodec> & FeatureStates;
/** The islands of a page, by id. */
export type IslandRecords = PageState['islands'];

/** Every feature's slice as it is before anything is decided. */
export const initialFeatureStates = (): FeatureStates => Object.assign({}, ...FEATURE_STATES.map((state) => state.initial));

/** Serialises the state for a `<script type="application/json">`: "<" is escaped, so no content can end the script. */
export const serialisePageState = (state: PageState): string =>
  // Encoded, so decoded values go back to JSON; exact, so what the server keeps stays out.
  JSON.stringify(ClientPageStateCodec.encode(state))
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Reads the state back; undefined when the page has none or it does not decode (the caller falls back). */
export const parsePageState = (text: string | null | undefined): PageState | undefined => {
  try {
    const decoded = ClientPageStateCodec.decode(JSON.parse(text ?? ''));
    return E.isRight(decoded) ? { ...initialFeatureStates(), ...decoded.right } : undefined;
  } catch {
    return undefined;
  }
};

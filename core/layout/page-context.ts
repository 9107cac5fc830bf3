import * as t from 'io-ts';

const NullableString = t.union([t.string, t.null]);

/**
 * What the server decided about the page from the request (address, cookies, headers), read once per request and
 * handed to the client inside the page, so that server and client render from the same values. Decoded with this
 * codec on the client: the page's JSON is input like any other.
 */
export const PageContextCodec = t.type({
  /** The platform cookie's value (spec 2.1: it wins over the width). */
  platform: NullableString,
  /** Layout directives (the X-Layout-Directives request header). */
  layoutDirectives: NullableString,
  /** 'true' when the page embeds its own sign-up form (?newsletter-form-hidden=true locally). */
  newsletterFormHidden: NullableString,
  /** 'true' on checkout pages (paths under /checkout). */
  checkout: NullableString,
  /** The path inside the storefront, without its address prefix, e.g. "/components". */
  path: t.string,
  /** The storefront's path prefix: "" for the default storefront, e.g. "/at" for Austria (README, addresses). */
  basePath: t.string,
  /** The address query parameters. */
  query: t.record(t.string, t.string),
  /** The page origin, e.g. "http://127.0.0.1:5173". */
  origin: t.string,
  /** A reduced footer is forced by the request's cookies (affiliateNumber, xc-app=new). */
  reducedFooter: t.boolean,
  /** 'not-found' when the path is no page of this storefront (answered with 404). */
  status: t.keyof({ ok: null, 'not-found': null }),
});

/** The page context as server and client use it. */
export type PageContext = t.TypeOf<typeof PageContextCodec>;

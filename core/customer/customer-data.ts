import * as t from 'io-ts';

/** The visitor's newsletter status as the customer front-end data call reports it (spec 2.2). */
export const NewsletterStatusCodec = t.keyof({ NONE: null, WAITING_FOR_DOI: null, SUBSCRIBED: null });
export type NewsletterStatus = t.TypeOf<typeof NewsletterStatusCodec>;

/**
 * The response of GET /service/customerfrontenddata/api/v1/psdata (spec 7.2; its fields are "not shown", README
 * documents this choice). Unknown extra fields are ignored.
 */
export const CustomerDataCodec = t.type({
  loggedIn: t.boolean,
  newsletterStatus: NewsletterStatusCodec,
});
export type CustomerData = t.TypeOf<typeof CustomerDataCodec>;

/** What consumers see when the call failed or answered nonsense: an anonymous visitor with no known status. */
export const ANONYMOUS_VISITOR: CustomerData = { loggedIn: false, newsletterStatus: 'NONE' };

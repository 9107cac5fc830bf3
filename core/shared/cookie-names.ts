/**
 * Every cookie name the storefront and its services (the emulator stands in for them) read or write, in one place.
 * Core, adapters, composition, the emulator and tests import it; nothing else spells a name.
 */
export const COOKIE_NAMES = {
  /** The platform the shopper chose (smartphone, tablet, classic): the serving layer's data-platform (spec 2.1, 4.3). */
  platform: 'platform',
  /** The script-readable login token: base64url JSON exp, ren, lid (spec 3.4). */
  loginToken: 'LoginToken',
  /** The script-readable long-term token; GET longtermtoken issues it (spec 7.4). */
  longTermToken: 'LongTermToken',
  /** The HttpOnly secret of the login session, beside LoginToken (README, token cookies). */
  loginSession: 'LoginSession',
  /** The HttpOnly secret of the long-term token, beside LongTermToken. */
  longTermSession: 'LongTermSession',
  /** The staff authentication cookie (spec 6), HttpOnly. */
  staffAuthToken: 'StaffAuthToken',
  /** The admin authentication cookie (spec 6 names no name; README documents this one). */
  adminAuthToken: 'AdminAuthToken',
  /** A script-readable marker beside StaffAuthToken, no secret: it only tells the gate that checkauth is worthwhile. */
  staffAuthPresent: 'StaffAuthPresent',
  /** The visitor's A/B assignment key (getassignment), HttpOnly. */
  abTestVisitor: 'AbTestVisitor',
  /** The affiliate cookie: any value forces the reduced footer (spec 2.2). */
  affiliateNumber: 'affiliateNumber',
  /** The shop app's cookie: `new` forces the reduced footer (spec 2.2). */
  app: 'xc-app',
  /** The visitor's subscriber token, set by the newsletter endpoints after a sign-up or confirmation; psdata reads it. */
  newsletterSubscriber: 'NewsletterSubscriber',
} as const;

/** A cookie name of COOKIE_NAMES. */
export type CookieName = (typeof COOKIE_NAMES)[keyof typeof COOKIE_NAMES];

import * as t from 'io-ts';

/** The brand of a URL that may reach an href. */
export interface SafeHrefBrand {
  readonly SafeHref: unique symbol;
}

// Whitespace, control and invisible format characters anywhere, and backslashes (browsers read "\" as "/" in web
// URLs): rejected, never stripped, so the string that was checked is exactly the string the browser gets.
const FORBIDDEN = /[\s\p{Cc}\p{Cf}\\]/u;
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?';
// http(s) only with a real host (dot-separated labels or a bracketed IPv6 address), an optional port, then the end
// or a path, query or fragment: "https:/x", "http://" and "https://shop.example@evil.example" do not pass.
const WEB = new RegExp(`^https?://(?:${LABEL}(?:\\.${LABEL})*|\\[[0-9a-f:.]+\\])(?::\\d{1,5})?(?:[/?#]|$)`, 'iu');
// "/path" stays on the site; "//host" is another site. "#fragment" stays on the page.
const SITE = /^(?:\/(?!\/)|#)/;
const MAIL_OR_PHONE = /^(?:mailto|tel):./i;

const isSafe = (raw: string): boolean => !FORBIDDEN.test(raw) && (SITE.test(raw) || WEB.test(raw) || MAIL_OR_PHONE.test(raw));

/**
 * A URL that may reach an href, exactly as written: a site path "/…" (not "//…"), a fragment "#…", http(s) with a
 * host, mailto: or tel: (scheme in any case). Anything with whitespace, control or invisible characters or a
 * backslash anywhere is refused. Decoding CMS or configuration text with this codec is the only way to get one.
 */
export const SafeHrefCodec = t.brand(t.string, (raw): raw is t.Branded<string, SafeHrefBrand> => isSafe(raw), 'SafeHref');

/** A URL that passed the safe-URL rule (see SafeHrefCodec). */
export type SafeHref = t.TypeOf<typeof SafeHrefCodec>;

/** The value as a SafeHref, or undefined when it must not reach an href. */
export const safeHref = (raw: unknown): SafeHref | undefined => (SafeHrefCodec.is(raw) ? raw : undefined);

/** A link target the code itself writes (configuration, not input); a constant that breaks the rule throws at once. */
export const knownSafeHref = (raw: string): SafeHref => {
  const href = safeHref(raw);
  if (href === undefined) throw new Error(`Not a safe href: ${JSON.stringify(raw)}`);
  return href;
};

import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as t from 'io-ts';
import { safeHref, SafeHrefCodec, type SafeHref } from '../shared/safe-href.codec';

/** What a CMS URL turns out to be; the text as written is kept for anything that is not an href. */
export type CmsUrl =
  | { readonly kind: 'href'; readonly href: SafeHref }
  /** javascript: (or vbscript:) — never executed and never rendered; a legal link of this kind opens consent settings. */
  | { readonly kind: 'script'; readonly raw: string }
  | { readonly kind: 'unsafe'; readonly raw: string };

const SCRIPT = /^(?:javascript|vbscript):/i;
// The URL parser ignores these (C0 controls and spaces at either end, tabs and newlines anywhere): a script URL
// dressed in them is still recognised as the cookie-settings entry it stands for. They never make an href.
const asTheParserReadsIt = (raw: string): string => raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');

/** Classifies a CMS URL: an href by the one safe-URL rule (SafeHrefCodec), a script URL, or unsafe. */
export const classifyCmsUrl = (raw: string): CmsUrl => {
  const href = safeHref(raw);
  if (href !== undefined) return { kind: 'href', href };
  return SCRIPT.test(asTheParserReadsIt(raw)) ? { kind: 'script', raw } : { kind: 'unsafe', raw };
};

const isCmsUrl = (value: unknown): value is CmsUrl => {
  if (typeof value !== 'object' || value === null) return false;
  // Cast: an object's properties are read as unknown and each is checked below (the guard's own input).
  const url = value as { kind?: unknown; href?: unknown; raw?: unknown };
  return url.kind === 'href' ? SafeHrefCodec.is(url.href) : (url.kind === 'script' || url.kind === 'unsafe') && typeof url.raw === 'string';
};

/**
 * A CMS URL field: decodes a string to its classification, so decoded content carries SafeHref values and never an
 * unchecked href; a URL that breaks the rule does not fail the content (the link is dropped later and logged).
 * Encodes back to the text as written, so content handed to the browser in the page decodes the same there.
 */
export const CmsUrlCodec = new t.Type<CmsUrl, string, unknown>(
  'CmsUrl',
  isCmsUrl,
  (input, context) => pipe(t.string.validate(input, context), E.map(classifyCmsUrl)),
  (url) => (url.kind === 'href' ? url.href : url.raw),
);
